import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useNavigate } from 'react-router-dom';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { PageNavigation } from './PageNavigation';

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <main id="main" tabIndex={-1}>
      <h1>{name}</h1>
      <Link to="/pages/returns">Resi</Link>
      <Link to="/pages/faq?open=1">Filtri</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Indietro
      </button>
    </main>
  );
}

function renderSite() {
  return renderWithShop(
    <>
      <PageNavigation />
      <Routes>
        <Route path="/pages/faq" element={<Page name="FAQ" />} />
        <Route path="/pages/returns" element={<Page name="Resi" />} />
      </Routes>
    </>,
    { route: '/pages/faq' },
  );
}

let scrolledTo: number[] = [];
beforeEach(() => {
  sessionStorage.clear();
  scrolledTo = [];
  window.scrollTo = jest.fn((_x: unknown, y?: unknown) => {
    scrolledTo.push(Number(y));
    Object.defineProperty(window, 'scrollY', { value: Number(y), configurable: true });
  }) as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

const scrollBy = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

test('a new page starts at the top with focus on its main region, and its title is announced', async () => {
  const user = userEvent.setup();
  const { bus } = renderSite();
  scrollBy(900);
  await user.click(screen.getByRole('link', { name: 'Resi' }));
  expect(scrolledTo.at(-1)).toBe(0);
  expect(document.activeElement).toBe(screen.getByRole('main'));
  act(() => bus.publish('shell:page-meta', { path: '/pages/returns', title: 'Resi e rimborsi' }));
  expect(screen.getByRole('status')).toHaveTextContent('Resi e rimborsi');
});

test('Back returns to where the shopper had scrolled', async () => {
  const user = userEvent.setup();
  renderSite();
  scrollBy(900);
  await user.click(screen.getByRole('link', { name: 'Resi' }));
  scrollBy(120);
  await user.click(screen.getByRole('button', { name: 'Indietro' }));
  expect(screen.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  expect(scrolledTo.at(-1)).toBe(900);
});

test('a change of the query only keeps the place', async () => {
  const user = userEvent.setup();
  renderSite();
  scrollBy(400);
  await user.click(screen.getByRole('link', { name: 'Filtri' }));
  expect(scrolledTo).toEqual([]);
});
