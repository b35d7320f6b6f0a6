import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRouteProps } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerShellTexts } from '../i18n';
import { RemoteRegion } from './RemoteRegion';
import { forgetRemoteComponent } from './lazy-remote-component';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const ContentRoutes = ({ page }: RemoteRouteProps) => <h1>Content page: {page}</h1>;

beforeAll(registerShellTexts);
beforeEach(() => {
  load.mockReset();
  forgetRemoteComponent();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const renderRegion = () =>
  renderWithShop(
    <>
      <nav>
        <Link to="/pages/faq">FAQ</Link>
        <Link to="/pages/about">About</Link>
        <Link to="/elsewhere">Elsewhere</Link>
      </nav>
      <Routes>
        <Route
          path="/pages/*"
          element={<RemoteRegion remote="mf_content" page="page" locale="it" localePrefix="" />}
        />
        <Route path="/elsewhere" element={<p>Another region</p>} />
      </Routes>
    </>,
    { route: '/pages/faq' },
  );

describe('RemoteRegion', () => {
  it("renders the remote's page, marked with the owning remote", async () => {
    load.mockResolvedValue({ default: ContentRoutes });
    const { container } = renderRegion();
    expect(await screen.findByRole('heading', { name: 'Content page: page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_content/routes');
    expect(container.querySelector('[data-boundary="mf_content"]')).not.toBeNull();
  });

  it('shows a localized fallback when the remote cannot be loaded, and retries on the next visit', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008: manifest unreachable'));
    renderRegion();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questa sezione non è disponibile al momento.',
    );

    load.mockResolvedValue({ default: ContentRoutes });
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('Another region')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'Content page: page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries when the shopper asks to', async () => {
    load.mockRejectedValueOnce(new Error('chunk failed'));
    renderRegion();
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    load.mockResolvedValue({ default: ContentRoutes });
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Content page: page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not render the remote's page again when the shell learns the page's meta", async () => {
    const renders = jest.fn();
    load.mockResolvedValue({
      default: (props: RemoteRouteProps) => {
        renders();
        return <ContentRoutes {...props} />;
      },
    });
    const { bus } = renderRegion();
    await screen.findByRole('heading', { name: 'Content page: page' });
    const rendersBefore = renders.mock.calls.length;

    // What every page publishes once its data is in: the region above re-renders for it.
    act(() => bus.publish('shell:page-meta', { title: 'FAQ', path: '/pages/faq' }));
    act(() => bus.publish('shell:page-meta', { title: 'FAQ', path: '/pages/faq', alternates: {} }));

    expect(renders).toHaveBeenCalledTimes(rendersBefore);
    expect(screen.getByRole('heading', { name: 'Content page: page' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('render bug in the remote');
      },
    });
    renderRegion();
    expect(await screen.findByRole('alert')).toHaveTextContent('Questa sezione non è disponibile');
    expect(screen.getByRole('link', { name: 'FAQ' })).toBeInTheDocument();
  });
});
