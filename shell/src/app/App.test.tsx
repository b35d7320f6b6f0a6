import { act, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { usePageMeta, type BusTopic, type EventBus, type RemoteRouteProps } from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCountryTexts } from '../country';
import { ShellErrorBoundary } from '../error-boundary/ShellErrorBoundary';
import { PageFailure } from '../failure/PageFailure';
import { registerShellTexts } from '../i18n';
import { forgetRemoteComponent } from '../remotes/lazy-remote-component';
import { italianCategories } from '../test/categories-fixture';
import { CurrentUrl, renderOnStore } from '../test/render-on-store';
import { App } from './App';
import { makeStore } from './store';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

function ContentRoutes({ page }: RemoteRouteProps) {
  usePageMeta({ title: 'Domande frequenti', keywords: ['faq'] });
  return <h1>Content page: {page}</h1>;
}

const settings = {
  globalMessages: ['Spedizione gratuita da 250 €'],
  globalMessagesBackground: '#000',
  globalMessagesColor: '#fff',
  globalMessagesLink: [],
};

/** What a buggy or outdated remote, or a tampered tab, could put on every topic. */
const malformed: [BusTopic, unknown][] = [
  ['account:auth', { isLoggedIn: 'yes', firstName: 42 }],
  ['checkout:cart', { itemCount: 'many' }],
  ['shell:locale', { locale: 'fr' }],
  ['shell:page-meta', { path: '/pages/faq', title: 'FAQ', keywords: 'scarpe, borse' }],
  ['shell:page-meta', { path: '/pages/faq', title: 'FAQ', alternates: { en: 'not a url' } }],
  ['shell:page-meta', null],
  ['checkout:add-to-cart', { productId: 7 }],
  ['checkout:clear-cart', { reason: 'bored' }],
  ['account:log-out', 'now'],
  ['checkout:cart-notification', { kind: 'exploded' }],
];

function publishUnchecked(bus: EventBus, topic: BusTopic, payload: unknown) {
  (bus.publish as (topic: string, payload: unknown) => void)(topic, payload);
}

function renderShop(route = '/pages/faq') {
  return renderOnStore(
    <Provider store={makeStore()}>
      <App />
      <CurrentUrl />
    </Provider>,
    { store: 'it', route, locale: 'it' },
  );
}

beforeAll(() => {
  registerShellTexts();
  registerCountryTexts();
});

// jsdom has no reportError; the bus reports through it in browsers.
const reportError = jest.fn();
let consoleError: jest.SpyInstance;
beforeEach(() => {
  forgetRemoteComponent();
  load.mockReset();
  load.mockResolvedValue({ default: ContentRoutes });
  mockApi({
    'GET /api/categories': { body: italianCategories },
    'GET /api/settings': { body: settings },
  });
  reportError.mockReset();
  globalThis.reportError = reportError;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(globalThis, 'reportError');
});

describe('the frame under malformed bus payloads', () => {
  it('keeps header, footer and the page, drops every bad payload and reports its topic', async () => {
    const { bus } = renderShop();
    expect(await screen.findByRole('heading', { name: 'Content page: page' })).toBeInTheDocument();
    act(() =>
      bus.publish('checkout:cart', { itemCount: 2, subtotalCents: 9_000, isLoading: false }),
    );

    for (const [topic, payload] of malformed) act(() => publishUnchecked(bus, topic, payload));

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Aiuto' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Carrello, 2 articoli' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Accedi' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Domande frequenti' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Content page: page' })).toBeInTheDocument();
    expect(document.title).toBe('Domande frequenti | Aurelia');
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'faq');
    const reportedTopics = reportError.mock.calls.map(
      ([error]) => (error as { topic: string }).topic,
    );
    expect(reportedTopics).toEqual(malformed.map(([topic]) => topic));
  });
});

describe('widget boundaries', () => {
  it('hides a top message bar that breaks on odd settings, and keeps the rest of the page', async () => {
    mockApi({
      'GET /api/categories': { body: italianCategories },
      'GET /api/settings': { body: { ...settings, globalMessagesLink: null } },
    });
    renderShop();
    expect(await screen.findByRole('heading', { name: 'Content page: page' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(screen.queryByRole('region', { name: 'Messaggi' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      "The shell's top message bar failed and was hidden",
      expect.any(TypeError),
      expect.any(String),
    );
  });

  it('replaces a crashed page with a bilingual message and a reload link', () => {
    const Broken = () => {
      throw new Error('layout bug');
    };
    renderOnStore(
      <ShellErrorBoundary name="page" resetKey="/cart" fallback={<PageFailure href="/cart" />}>
        <Broken />
      </ShellErrorBoundary>,
      { store: 'it', route: '/cart', locale: 'it' },
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Il negozio non si è caricato' }),
    ).toBeVisible();
    expect(within(alert).getByRole('heading', { name: 'The shop did not load' })).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Ricarica la pagina' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(within(alert).getByRole('link', { name: 'Reload the page' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });
});

describe('the URL policy in the router', () => {
  it.each([
    ['/pages/returns/?from=footer', '/pages/returns?from=footer'],
    ['/Pages/returns', '/pages/returns'],
    ['/EN/Pages/faq/', '/en/pages/faq'],
  ])('%s is replaced by %s before the page renders', async (asked, canonical) => {
    renderShop(asked);

    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: /Content page/ }),
    ).toBeVisible();
    expect(screen.getByRole('status', { name: 'current URL' })).toHaveTextContent(canonical);
  });

  it.each(['/pages', '/categories', '/en/products'])(
    '%s names nothing: the not-found page',
    async (path) => {
      renderShop(path);

      const main = screen.getByRole('main');
      expect(
        await within(main).findByRole('heading', {
          level: 1,
          name: /Pagina non trovata|Page not found/,
        }),
      ).toBeVisible();
      expect(within(main).queryByText(/Content page/)).not.toBeInTheDocument();
    },
  );
});
