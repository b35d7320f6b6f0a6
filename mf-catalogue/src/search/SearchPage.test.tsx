import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { searchParamsFromSearch, type SearchResponse } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCatalogueTexts } from '../i18n';
import { fakeListing, productSummary } from '../test/catalogue-fixtures';
import { SearchPage } from './SearchPage';

beforeAll(() => registerCatalogueTexts());

const shirts = Array.from({ length: 3 }, (_, index) =>
  productSummary(index + 1, {
    price: { cents: 5_000 + index * 1_000, previousCents: null, lowest30DaysCents: null },
  }),
);

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderSearch(route: string) {
  const api = mockApi({
    'GET /api/search': ({ url }) => {
      const q = url.searchParams.get('q') ?? '';
      const { trail: _trail, ...listing } = fakeListing(url, q === 'camicia' ? shirts : []);
      const body: SearchResponse = { ...listing, params: searchParamsFromSearch(url.searchParams) };
      return { body };
    },
  });
  renderWithShop(
    <>
      <Address />
      <Routes>
        <Route path="/cerca" element={<SearchPage page="search" locale="it" localePrefix="" />} />
      </Routes>
    </>,
    { route },
  );
  return api;
}

test('lists what matches the query, best match first, with a listing’s sorts and filters', async () => {
  renderSearch('/cerca?q=camicia');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Risultati per «camicia»');
  expect(await screen.findByRole('heading', { name: '3 prodotti' })).toBeInTheDocument();
  const sort = screen.getByRole('combobox', { name: 'Ordina per' });
  expect(sort).toHaveValue('relevance');
  expect(
    within(sort)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Pertinenza', 'Novità', 'Prezzo crescente', 'Prezzo decrescente']);

  await userEvent.selectOptions(sort, 'price-desc');
  expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
    '/cerca?q=camicia&sort=price-desc',
  );
});

test('says so when nothing matches', async () => {
  renderSearch('/cerca?q=zzzz');
  expect(
    await screen.findByText(
      'Nessun prodotto corrisponde a «zzzz». Prova con un’altra parola o sfoglia le categorie.',
    ),
  ).toBeInTheDocument();
});

test('a query under 3 characters asks nothing of the API and says why', () => {
  const api = renderSearch('/cerca?q=ab');
  expect(screen.getByRole('alert')).toHaveTextContent('Devi inserire almeno 3 caratteri');
  expect(api).not.toHaveBeenCalled();
});

test('a query longer than the field takes is searched by its first words, and says so', async () => {
  const api = renderSearch(`/cerca?q=${encodeURIComponent('camicia '.repeat(40))}`);
  expect(await screen.findByRole('heading', { name: '0 prodotti' })).toBeInTheDocument();
  expect(screen.getByText(/La ricerca accetta al massimo 100 caratteri/)).toBeInTheDocument();
  const asked = new URL(String(api.mock.calls[0]?.[0]), 'http://shop.test');
  expect(asked.searchParams.get('q')?.length).toBeLessThanOrEqual(100);
  expect(screen.queryByRole('button', { name: 'Riprova' })).not.toBeInTheDocument();
});
