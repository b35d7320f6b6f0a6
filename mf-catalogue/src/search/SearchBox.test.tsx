import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { Locale, SearchSuggestionsResponse } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCatalogueTexts } from '../i18n';
import { SearchBox, SUGGESTIONS_DEBOUNCE_MS } from './SearchBox';

beforeAll(() => registerCatalogueTexts());
afterEach(() => jest.useRealTimers());

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

const suggestionsFor = (q: string): SearchSuggestionsResponse => ({
  locale: 'it',
  q,
  suggestions: [
    { kind: 'category', label: 'Uomo · Camicie', path: 'Uomo/Camicie' },
    {
      kind: 'product',
      label: 'Camicia in lino',
      path: 'camicia-in-lino-ucam0001',
      image: { url: '/media/a.svg', width: 600, height: 800, alt: '' },
    },
  ],
});

function setUp(locale: Locale = 'it') {
  const api = mockApi({
    'GET /api/search/suggestions': ({ url }) => ({
      body: suggestionsFor(url.searchParams.get('q') ?? ''),
    }),
  });
  jest.useFakeTimers({ advanceTimers: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithShop(
    <>
      <Address />
      <SearchBox locale={locale} localePrefix={locale === 'it' ? '' : '/en'} />
    </>,
    { route: locale === 'it' ? '/' : '/en', locale },
  );
  const suggestionCalls = () =>
    api.mock.calls
      .map(([input]) => new URL(String(input), 'http://shop.test'))
      .filter((url) => url.pathname === '/api/search/suggestions')
      .map((url) => url.searchParams.get('q'));
  return { user, suggestionCalls };
}

const field = () => screen.getByRole('combobox', { name: 'Cerca prodotti' });
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

test('asks for suggestions once typing pauses, not for every key', async () => {
  const { user, suggestionCalls } = setUp();
  await user.type(field(), 'camicia');
  expect(suggestionCalls()).toEqual([]);
  await act(() => jest.advanceTimersByTimeAsync(SUGGESTIONS_DEBOUNCE_MS));
  expect(await screen.findByRole('option', { name: /Camicia in lino/ })).toBeInTheDocument();
  expect(suggestionCalls()).toEqual(['camicia']);
  expect(field()).toHaveAttribute('aria-expanded', 'true');
});

test('fewer than 3 characters ask nothing and, searched, say why in Italian', async () => {
  const { user, suggestionCalls } = setUp();
  await user.type(field(), 'ca');
  await act(() => jest.advanceTimersByTimeAsync(SUGGESTIONS_DEBOUNCE_MS * 2));
  expect(suggestionCalls()).toEqual([]);
  await user.keyboard('{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Devi inserire almeno 3 caratteri');
  expect(address()).toBe('/');
});

test('Enter opens the results page of what was typed, in the shopper’s language', async () => {
  const { user } = setUp('en');
  await user.type(screen.getByRole('combobox', { name: 'Search products' }), '  wool coat ');
  await user.keyboard('{Enter}');
  expect(address()).toBe('/en/search?q=wool+coat');
});

test('arrows pick a suggestion and Enter opens it; Escape closes the list', async () => {
  const { user } = setUp();
  await user.type(field(), 'cami');
  await act(() => jest.advanceTimersByTimeAsync(SUGGESTIONS_DEBOUNCE_MS));
  await screen.findByRole('option', { name: /Camicia in lino/ });

  await user.keyboard('{ArrowDown}{ArrowDown}');
  const product = screen.getByRole('option', { name: /Camicia in lino/ });
  expect(product).toHaveAttribute('aria-selected', 'true');
  expect(field()).toHaveAttribute('aria-activedescendant', product.id);

  await user.keyboard('{Escape}');
  expect(field()).toHaveAttribute('aria-expanded', 'false');

  // From the field, Up goes round to the last suggestion.
  await user.keyboard('{ArrowUp}');
  await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'true'));
  await user.keyboard('{Enter}');
  expect(address()).toBe('/products/camicia-in-lino-ucam0001');
});

test('a tap on a category suggestion opens the category', async () => {
  const { user } = setUp();
  await user.type(field(), 'uomo');
  await act(() => jest.advanceTimersByTimeAsync(SUGGESTIONS_DEBOUNCE_MS));
  await user.click(await screen.findByRole('option', { name: /Uomo · Camicie/ }));
  expect(address()).toBe('/categories/Uomo/Camicie');
});

test('a request still on its way when the shopper types on is cancelled, and its answer never shown', async () => {
  const signals: AbortSignal[] = [];
  const { user } = setUp();
  const answered = globalThis.fetch;
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.searchParams.get('q') !== 'cami') return answered(input, init);
    // The first answer is slow: it is still pending when the next word is typed.
    if (init?.signal) signals.push(init.signal);
    return new Promise<Response>(() => undefined);
  }) as typeof fetch;

  await user.type(field(), 'cami');
  await act(() => jest.advanceTimersByTimeAsync(SUGGESTIONS_DEBOUNCE_MS));
  expect(signals).toHaveLength(1);
  await user.type(field(), 'cia');
  await act(() => jest.advanceTimersByTimeAsync(SUGGESTIONS_DEBOUNCE_MS));
  expect(await screen.findByRole('option', { name: /Camicia in lino/ })).toBeInTheDocument();
  expect(signals[0]?.aborted).toBe(true);
});
