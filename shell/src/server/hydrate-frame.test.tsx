import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { setI18n } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  createQueryClient,
  getEventBus,
  getI18n,
  type Locale,
  type RemoteRouteProps,
} from '@shop/shared';
import { App } from '../app/App';
import { ShopProviders } from '../app/ShopProviders';
import { makeStore } from '../app/store';
import { registerCountryTexts } from '../country';
import { registerShellTexts } from '../i18n';
import { seedQueryCache } from '../page-data/inline-page-data';
import { forgetRemoteComponent, preloadRemoteComponent } from '../remotes/lazy-remote-component';
import { framePageData, frameRuntimeConfig } from '../test/frame-fixtures';
import { renderToString } from 'react-dom/server';
import { serverPage } from './server-page';
import { ServerRenderedPageProvider } from '../hydration/server-rendered-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function RemotePage({ page }: RemoteRouteProps) {
  return <h1>Page: {page}</h1>;
}

let root: Root | null = null;
let consoleError: jest.SpyInstance;
const recoverableErrors = jest.fn();

beforeAll(() => {
  registerShellTexts();
  registerCountryTexts();
  // The server's own i18next instances (made on its first render of each language) register
  // themselves with react-i18next, which in a browser is another copy; point it back at the page's.
  for (const locale of ['it', 'en'] as const) {
    renderServerPage('/', locale, { queries: [] }, false);
  }
  setI18n(getI18n());
});
beforeEach(() => {
  forgetRemoteComponent();
  // A remote's pages bring its page-wide service (the login page, the account service).
  (loadRemote as jest.Mock).mockImplementation((id: string) =>
    Promise.resolve(id.endsWith('-service') ? { start: () => () => {} } : { default: RemotePage }),
  );
  consoleError = jest.spyOn(console, 'error');
  recoverableErrors.mockReset();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/** The renderer's HTML of a page (its remotes already loaded, as in a renderer that is warm). */
function renderServerPage(
  url: string,
  locale: Locale,
  pageData: ReturnType<typeof framePageData>,
  withPage: boolean,
): string {
  const config = frameRuntimeConfig();
  return renderToString(
    serverPage({ url, locale, runtimeConfig: config, pageData }, createQueryClient(), withPage),
  );
}

/** The page as the server sends it, then the shell's bootstrap as the browser runs it. */
async function loadServerRenderedPage(
  url: string,
  locale: Locale,
  pageData = framePageData(locale),
  withPage = false,
) {
  window.history.replaceState(null, '', url);
  await getI18n().changeLanguage(locale);
  const config = frameRuntimeConfig();
  if (withPage) {
    // Loaded before, as a renderer does between pages: the region renders in place.
    const match = url.startsWith('/en/categories') || url.startsWith('/categories');
    preloadRemoteComponent(match ? 'mf_catalogue' : 'mf_content', './routes');
    renderServerPage(url, locale, pageData, withPage);
    await act(async () => {});
  }
  const container = document.createElement('div');
  container.innerHTML = renderServerPage(url, locale, pageData, withPage);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const serverHeading = container.querySelector('main h1');

  const queryClient = createQueryClient();
  seedQueryCache(queryClient, pageData);
  await act(async () => {
    root = hydrateRoot(
      container,
      <ShopProviders config={config} store={makeStore()} queryClient={queryClient} hydrating>
        <ServerRenderedPageProvider value={withPage}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ServerRenderedPageProvider>
      </ShopProviders>,
      { onRecoverableError: recoverableErrors },
    );
  });
  return { serverHtml, serverHeading };
}

describe('hydrating the frame the server rendered', () => {
  it.each([
    ['/', 'it', 'home'],
    ['/categories/Uomo', 'it', 'category'],
    ['/en/pages/faq', 'en', 'page'],
    ['/en/categories/Men', 'en', 'category'],
  ] as const)(
    '%s: adopts the markup without a mismatch, then shows the page',
    async (url, locale, page) => {
      await loadServerRenderedPage(url, locale);

      expect(recoverableErrors).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      expect(await screen.findByRole('heading', { name: `Page: ${page}` })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
    },
  );

  it('login (slim layout) hydrates without a mismatch', async () => {
    await loadServerRenderedPage('/login', 'it', { queries: [] });

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Indietro' })).toBeInTheDocument();
  });

  it('shows what the tab already knew (cart, account) right after hydration, not during it', async () => {
    const bus = getEventBus();
    bus.publish('checkout:cart', { itemCount: 3, subtotalCents: 12_000, isLoading: false });
    bus.publish('account:auth', {
      isLoggedIn: true,
      isLoading: false,
      isGuest: false,
      firstName: 'Giulia',
      loginRedirect: '/',
    });

    const { serverHtml } = await loadServerRenderedPage('/', 'it');

    expect(serverHtml).toContain('Carrello, 0 articoli');
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Carrello, 3 articoli' })).toBeVisible();
    expect(within(header).getByRole('link', { name: /^Account/ })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it.each([
    ['/categories/Uomo', 'it', 'category'],
    ['/en/pages/faq', 'en', 'page'],
  ] as const)(
    '%s rendered with its page: the region is adopted as the server wrote it, not rendered again',
    async (url, locale, page) => {
      const { serverHtml, serverHeading } = await loadServerRenderedPage(
        url,
        locale,
        undefined,
        true,
      );

      expect(serverHtml).toContain(`<h1>Page: <!-- -->${page}</h1>`);
      expect(recoverableErrors).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      // The very element the server's HTML made, kept by hydration.
      expect(screen.getByRole('heading', { name: `Page: ${page}` })).toBe(serverHeading);
    },
  );
});
