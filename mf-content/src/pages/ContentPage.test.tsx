import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { ContentPage as ContentPagePayload, Locale } from '@shop/shared';
import { mockApi, type FakeAnswer } from '@shop/shared/test/mock-api';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerContentTexts } from '../i18n';
import { ContentPage } from './ContentPage';

beforeAll(registerContentTexts);

const FAQ: ContentPagePayload = {
  id: 'faq',
  locale: 'it',
  title: 'Domande frequenti',
  body: [
    'Come posso contattare il servizio clienti? Il nostro servizio clienti risponde al telefono dal lunedì al venerdì, dalle 8:30 alle 17:30.',
    'Posso pagare a rate? Sì, puoi pagare in 3 rate senza interessi.',
  ],
  seo: {
    metaTitle: 'Domande frequenti: ordini, spedizioni e pagamenti',
    metaDescription: 'Risposte su servizio clienti (lun-ven 8:30-17:30) e pagamento in 3 rate.',
    keywords: ['domande frequenti', 'servizio clienti'],
    shareImage: null,
    microdata: { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] },
  },
  alternates: { it: '/pages/faq', en: '/en/pages/faq' },
};

const SHIPPING_EN: ContentPagePayload = {
  id: 'shipping',
  locale: 'en',
  title: 'Shipping',
  body: ['Shipping is free on orders of €250 or more; below that it costs €14.'],
  seo: {
    metaTitle: 'Shipping: costs and delivery times',
    metaDescription: 'Free shipping on orders of €250 or more, otherwise €14.',
    keywords: [],
    shareImage: { image: { url: '/media/pages/shipping.jpg' } },
  },
  alternates: { it: '/pages/shipping', en: '/en/pages/shipping' },
};

const TERMS: ContentPagePayload = {
  id: 'terms-conditions',
  locale: 'it',
  title: 'Termini e condizioni',
  body: ['Le presenti condizioni regolano gli acquisti effettuati sul negozio online.'],
  seo: {
    metaTitle: 'Termini e condizioni di vendita',
    metaDescription: 'Le condizioni che regolano gli acquisti.',
    keywords: [],
    shareImage: null,
  },
  alternates: { it: '/pages/terms-conditions', en: '/en/pages/terms-conditions' },
};

const notFound = (locale: Locale): FakeAnswer => ({
  status: 404,
  body: { message: locale === 'it' ? 'Pagina non trovata' : 'Page not found' },
});

const renderPage = (route: string, locale: Locale = 'it') =>
  renderWithShop(
    <Routes>
      <Route path="/pages/*" element={<ContentPage locale={locale} />} />
      <Route path="/en/pages/*" element={<ContentPage locale={locale} />} />
    </Routes>,
    { route, locale },
  );

const pageRequests = (api: jest.Mock) =>
  api.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/pages/'));

/** Spec §7's two retries wait 1 s and 2 s (TanStack Query's back-off) before the error shows. */
const RETRIES_MS = 3_500;

afterEach(() => jest.useRealTimers());

describe('ContentPage', () => {
  it('shows a spinner, then the FAQ from the API with the customer-service hours', async () => {
    const api = mockApi({ 'GET /api/pages/faq': { body: FAQ } });
    renderPage('/pages/faq');

    expect(screen.getByRole('status')).toHaveTextContent('Caricamento…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Domande frequenti' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/dal lunedì al venerdì, dalle 8:30 alle 17:30/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pageRequests(api)).toEqual(['/api/pages/faq?lang=it']);
  });

  it('gives the shell the page SEO: title, description, keywords, alternates and JSON-LD', async () => {
    mockApi({ 'GET /api/pages/faq': { body: FAQ } });
    const { bus } = renderPage('/pages/faq');

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toEqual({
        path: '/pages/faq',
        title: 'Domande frequenti: ordini, spedizioni e pagamenti',
        description: 'Risposte su servizio clienti (lun-ven 8:30-17:30) e pagamento in 3 rate.',
        keywords: ['domande frequenti', 'servizio clienti'],
        alternates: { it: '/pages/faq', en: '/en/pages/faq' },
        jsonLd: { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] },
      }),
    );
  });

  it('asks for the English page on the English path, with its share image', async () => {
    const api = mockApi({ 'GET /api/pages/shipping': { body: SHIPPING_EN } });
    const { bus } = renderPage('/en/pages/shipping', 'en');

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    expect(
      screen.getByText(/free on orders of €250 or more; below that it costs €14/),
    ).toBeInTheDocument();
    expect(pageRequests(api)).toEqual(['/api/pages/shipping?lang=en']);
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
        path: '/en/pages/shipping',
        image: '/media/pages/shipping.jpg',
      }),
    );
  });

  it('answers the misspelt terms link with the terms page and its canonical paths', async () => {
    const api = mockApi({ 'GET /api/pages/terms-condtions': { body: TERMS } });
    const { bus } = renderPage('/pages/terms-condtions');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termini e condizioni' }),
    ).toBeInTheDocument();
    expect(pageRequests(api)).toEqual(['/api/pages/terms-condtions?lang=it']);
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')?.alternates).toEqual({
        it: '/pages/terms-conditions',
        en: '/en/pages/terms-conditions',
      }),
    );
  });

  it('replaces a page id in capitals by its lower-case address, asking for that page only', async () => {
    const api = mockApi({ 'GET /api/pages/faq': { body: FAQ } });
    renderPage('/pages/FAQ?from=footer');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Domande frequenti' }),
    ).toBeInTheDocument();
    expect(pageRequests(api)).toEqual(['/api/pages/faq?lang=it']);
  });

  it('reports a page the API does not know as not found, asking only once', async () => {
    const api = mockApi({ 'GET /api/pages/nothing-here': notFound('it') });
    const { bus } = renderPage('/pages/nothing-here');

    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toEqual({
        path: '/pages/nothing-here',
        notFound: true,
        title: 'Pagina non trovata',
      }),
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(pageRequests(api)).toHaveLength(1);
  });

  it.each([
    ['a nested path', '/pages/faq/extra'],
    ['capitals and a character no id has', '/pages/FAQ!'],
    ['an encoded slash', '/pages/..%2Fsettings'],
    ['nothing', '/pages/'],
  ])('reports %s as not found without asking the API', async (_what, route) => {
    const api = mockApi({});
    const { bus } = renderPage(route);

    await waitFor(() => expect(bus.getSnapshot('shell:page-meta')?.notFound).toBe(true));
    expect(pageRequests(api)).toEqual([]);
  });

  it('retries a server failure twice, then says the page could not be loaded and loads it on retry, once for a double click', async () => {
    // Fake time runs the retry delays at once; findBy* advances it while it waits.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let failing = true;
    const api = mockApi({
      'GET /api/pages/faq': () =>
        failing ? { status: 500, body: { message: 'Internal server error' } } : { body: FAQ },
    });
    renderPage('/pages/faq');

    expect(await screen.findByRole('alert', {}, { timeout: RETRIES_MS })).toHaveTextContent(
      'Si è verificato un errore, riprova più tardi',
    );
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
    expect(pageRequests(api)).toHaveLength(3);

    failing = false;
    await user.dblClick(screen.getByRole('button', { name: 'Riprova' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Domande frequenti' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pageRequests(api)).toHaveLength(4);
  });

  it('tells an English shopper the server could not be reached', async () => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof fetch;
    renderPage('/en/pages/faq', 'en');

    expect(await screen.findByRole('alert', {}, { timeout: RETRIES_MS })).toHaveTextContent(
      'Unable to reach the server, please check your connection',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
