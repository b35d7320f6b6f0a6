import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { SearchBoxProps } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerShellTexts } from '../i18n';
import { forgetRemoteComponent } from '../remotes/lazy-remote-component';
import { HeaderSearchPanel, HeaderSearchToggle } from './HeaderSearch';
import { useHeaderSearch } from './use-header-search';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeAll(registerShellTexts);
beforeEach(() => {
  load.mockReset();
  forgetRemoteComponent();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** Stands in for the catalogue's box: shows what it was handed. */
function FakeSearchBox({ initialQuery, autoFocus }: SearchBoxProps) {
  return (
    <form role="search" className="search-box" aria-label="catalogue search">
      <input aria-label="catalogue field" defaultValue={initialQuery} autoFocus={autoFocus} />
    </form>
  );
}

function HeaderSearch() {
  const search = useHeaderSearch();
  return (
    <>
      <HeaderSearchToggle search={search} />
      <HeaderSearchPanel locale="it" search={search} />
    </>
  );
}

test('before anyone reaches for it, the field is a plain form to the results page and loads nothing', () => {
  renderWithShop(<HeaderSearch />);
  const field = screen.getByRole('searchbox', { name: 'Cerca prodotti' });
  expect(field.closest('form')).toHaveAttribute('action', '/cerca');
  expect(field).toHaveAttribute('name', 'q');
  expect(load).not.toHaveBeenCalled();
});

test('focusing the field loads the catalogue’s box and hands it what was typed, with the focus', async () => {
  let arrive: (module: { default: typeof FakeSearchBox }) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  renderWithShop(<HeaderSearch />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('searchbox', { name: 'Cerca prodotti' }), 'cam');
  expect(load).toHaveBeenCalledWith('mf_catalogue/search-box');

  arrive({ default: FakeSearchBox });
  const box = await screen.findByRole('textbox', { name: 'catalogue field' });
  expect(box).toHaveValue('cam');
  expect(box).toHaveFocus();
});

test('with the catalogue down the plain form stays and still searches', async () => {
  load.mockRejectedValue(new Error('RUNTIME-008: manifest unreachable'));
  renderWithShop(<HeaderSearch />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('searchbox', { name: 'Cerca prodotti' }));
  await user.keyboard('maglione');
  expect(screen.getByRole('searchbox', { name: 'Cerca prodotti' })).toHaveValue('maglione');
  expect(screen.queryByRole('textbox', { name: 'catalogue field' })).toBeNull();
});

test('the search button opens and closes the field’s row on small screens', async () => {
  load.mockResolvedValue({ default: FakeSearchBox });
  renderWithShop(<HeaderSearch />);
  const toggle = screen.getByRole('button', { name: 'Campo di ricerca' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(panel).toHaveClass('header__search--open');
  expect(await screen.findByRole('textbox', { name: 'catalogue field' })).toHaveFocus();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
