import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import {
  categoriesQueryKey,
  createQueryClient,
  DEFAULT_LISTING_PARAMS,
  getEventBus,
  listingQueryKey,
  type CategoriesResponse,
  type ProductSummary,
} from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCatalogueTexts } from '../i18n';
import { fakeListing, productSummary } from '../test/catalogue-fixtures';
import { CategoryPage } from './CategoryPage';

beforeAll(registerCatalogueTexts);

const categories: CategoriesResponse = {
  locale: 'it',
  categories: [
    {
      id: 'men',
      name: 'Uomo',
      path: 'Uomo',
      paths: { it: 'Uomo', en: 'Men' },
      children: [
        {
          id: 'men-shirts',
          name: 'Camicie',
          path: 'Uomo/Camicie',
          paths: { it: 'Uomo/Camicie', en: 'Men/Shirts' },
          children: [],
        },
      ],
    },
  ],
};

/** Shows where the router is, and a Back button, as the browser would. */
function BrowserBar() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

const renderCategory = (route: string, queryClient?: QueryClient) =>
  renderWithShop(
    <>
      <BrowserBar />
      <Routes>
        <Route
          path="/categories/*"
          element={<CategoryPage page="category" locale="it" localePrefix="" />}
        />
      </Routes>
    </>,
    { route, ...(queryClient && { queryClient }) },
  );

/** 30 shirts: the even ones come in M and L, the odd ones only in L; every third is white only. */
const shirts: ProductSummary[] = Array.from({ length: 30 }, (_, index) =>
  productSummary(index + 1, {
    price: { cents: 5_000 + index * 1_000, previousCents: null, lowest30DaysCents: null },
    ...(index % 3 === 2 && {
      colours: [{ code: 'white', name: 'Bianco', hex: '#ffffff', available: true }],
    }),
  }),
);
const sizesOf = (product: ProductSummary) =>
  Number(product.id.slice(4)) % 2 === 0 ? ['M', 'L'] : ['L'];

const shopApi = (products: readonly ProductSummary[] = shirts) =>
  mockApi({
    'GET /api/categories': { body: categories },
    'GET /api/products': ({ url }) => ({ body: fakeListing(url, products, sizesOf) }),
  });

function firstOf<T>(items: readonly T[]): T {
  const [first] = items;
  if (first === undefined) throw new Error('Expected at least one');
  return first;
}

const address = () => screen.getByRole('status', { name: 'address' });

describe('CategoryPage', () => {
  it('shows the category with its subcategories and breadcrumb', async () => {
    shopApi();
    renderCategory('/categories/Uomo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uomo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Camicie' })).toHaveAttribute(
      'href',
      '/categories/Uomo/Camicie',
    );
    const breadcrumb = screen.getByRole('navigation', { name: 'Percorso' });
    expect(within(breadcrumb).getByText('Uomo')).toHaveAttribute('aria-current', 'page');
  });

  it('tells the shell it has the same category in English, for the language switch', async () => {
    shopApi();
    const { bus } = renderCategory('/categories/Uomo/Camicie');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camicie' })).toBeInTheDocument();
    expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
      path: '/categories/Uomo/Camicie',
      title: 'Uomo · Camicie',
      alternates: { it: '/categories/Uomo/Camicie', en: '/en/categories/Men/Shirts' },
    });
  });

  it('replaces a category in another letter case by its own address, query kept', async () => {
    shopApi();
    renderCategory('/categories/uomo/CAMICIE?sort=price-asc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Camicie' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/categories/Uomo/Camicie?sort=price-asc');
  });

  it('reports a category that does not exist as not found', async () => {
    shopApi();
    const { bus } = renderCategory('/categories/Uomo/Abiti');
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
        path: '/categories/Uomo/Abiti',
        notFound: true,
      }),
    );
  });

  it('reports /categories/%25E0 as not found instead of failing', async () => {
    shopApi();
    const { bus } = renderCategory('/categories/%25E0');
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
        path: '/categories/%25E0',
        notFound: true,
      }),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the shopper when the catalogue cannot be reached', async () => {
    mockApi({ 'GET /api/categories': { status: 503, body: { message: 'Database unavailable' } } });
    renderCategory('/categories/Uomo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare la categoria.',
    );
  });
});

describe('CategoryPage listing', () => {
  it('lists the first page of products with their count, prices and links', async () => {
    shopApi();
    renderCategory('/categories/Uomo');
    expect(await screen.findByRole('heading', { level: 2, name: '30 prodotti' })).toBeVisible();
    const tiles = screen.getAllByRole('article');
    expect(tiles).toHaveLength(24);
    expect(within(firstOf(tiles)).getByRole('link', { name: /Camicia 1$/ })).toHaveAttribute(
      'href',
      '/products/camicia-1-ucam0001',
    );
    expect(within(firstOf(tiles)).getByText('50,00 €')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pagine' });
    expect(within(pages).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'href',
      '/categories/Uomo?page=2',
    );
  });

  it('reads the listing the server inlined, asking the API for nothing', async () => {
    const api = shopApi();
    const queryClient = createQueryClient();
    queryClient.setQueryData(categoriesQueryKey('it'), categories);
    queryClient.setQueryData(
      listingQueryKey('it', 'Uomo', DEFAULT_LISTING_PARAMS),
      fakeListing(new URL('http://shop.test/api/products'), shirts, sizesOf),
    );
    // The page also says the visitor's wishlist is empty, so the hearts need not ask.
    getEventBus().publish('catalogue:wishlist', { count: 0, isLoading: false });
    renderCategory('/categories/Uomo', queryClient);
    expect(screen.getByRole('heading', { level: 2, name: '30 prodotti' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(api).not.toHaveBeenCalled();
  });

  // Two filters, Back and three listings take a few seconds of jsdom on a busy machine.
  it('filters by size and colour with counts, keeps them in the URL, and Back restores them', async () => {
    shopApi();
    const user = userEvent.setup();
    renderCategory('/categories/Uomo');
    await screen.findByRole('heading', { level: 2, name: '30 prodotti' });

    await user.click(screen.getByText('Taglia', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: 'M (15)' }));
    expect(await screen.findByRole('heading', { level: 2, name: '15 prodotti' })).toBeVisible();
    expect(address()).toHaveTextContent('/categories/Uomo?sizes=M');

    await user.click(screen.getByText('Colore', { selector: 'summary' }));
    await user.click(screen.getByRole('checkbox', { name: /^Bianco \(\d+\)$/ }));
    await waitFor(() =>
      expect(address()).toHaveTextContent('/categories/Uomo?sizes=M&colours=white'),
    );
    expect(screen.getByRole('checkbox', { name: /Rosso \(0\)/ })).toBeDisabled();
    const active = screen.getByRole('list', { name: 'Filtri attivi' });
    expect(within(active).getByRole('button', { name: 'Togli il filtro Bianco' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/categories\/Uomo\?sizes=M$/));
    expect(await screen.findByRole('heading', { level: 2, name: '15 prodotti' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /^Bianco/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^M / })).toBeChecked();
  }, 30_000);

  it('sorts by price and goes back to page 1', async () => {
    shopApi();
    const user = userEvent.setup();
    renderCategory('/categories/Uomo?page=2');
    await screen.findByRole('heading', { level: 2, name: '30 prodotti' });
    expect(screen.getAllByRole('article')).toHaveLength(6);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordina per' }), 'price-desc');
    await waitFor(() =>
      expect(address()).toHaveTextContent(/^\/categories\/Uomo\?sort=price-desc$/),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(within(firstOf(screen.getAllByRole('article'))).getByText('340,00 €')).toBeVisible();
  });

  it('applies a price range typed in euro, swapping bounds given the wrong way round', async () => {
    shopApi();
    const user = userEvent.setup();
    renderCategory('/categories/Uomo');
    await screen.findByRole('heading', { level: 2, name: '30 prodotti' });
    await user.click(screen.getByText('Prezzo', { selector: 'summary' }));
    await user.type(screen.getByRole('textbox', { name: 'Da (€)' }), '90');
    await user.type(screen.getByRole('textbox', { name: 'A (€)' }), '52,50{Enter}');
    await waitFor(() =>
      expect(address()).toHaveTextContent('/categories/Uomo?priceMin=5250&priceMax=9000'),
    );
    expect(await screen.findByRole('heading', { level: 2, name: '4 prodotti' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Da (€)' })).toHaveValue('52.50');
  });

  it('ignores nonsense in a hand-edited URL instead of failing', async () => {
    shopApi();
    renderCategory('/categories/Uomo?sizes=<script>&sort=evil&page=-3&priceMin=abc');
    expect(await screen.findByRole('heading', { level: 2, name: '30 prodotti' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when no product matches, and clears the filters in one tap', async () => {
    shopApi();
    const user = userEvent.setup();
    renderCategory('/categories/Uomo?colours=red');
    expect(await screen.findByText('Nessun prodotto corrisponde ai filtri scelti.')).toBeVisible();
    await user.click(firstOf(screen.getAllByRole('button', { name: 'Cancella i filtri' })));
    await waitFor(() => expect(address()).toHaveTextContent(/^\/categories\/Uomo$/));
    expect(await screen.findByRole('heading', { level: 2, name: '30 prodotti' })).toBeVisible();
  });

  it('says a category without products has none', async () => {
    shopApi([]);
    renderCategory('/categories/Uomo');
    expect(
      await screen.findByText('Nessun prodotto disponibile in questa categoria.'),
    ).toBeVisible();
  });

  it('shows the lowest price of the last 30 days on a reduced tile', async () => {
    shopApi([
      productSummary(1, {
        price: { cents: 6_000, previousCents: 9_000, lowest30DaysCents: 8_000 },
      }),
    ]);
    renderCategory('/categories/Uomo');
    expect(
      await screen.findByText('Prezzo più basso degli ultimi 30 giorni: 80,00 €'),
    ).toBeVisible();
    expect(screen.getByText('-25%')).toBeVisible();
  });

  it('offers a retry when the products cannot be loaded', async () => {
    let failures = 3;
    mockApi({
      'GET /api/categories': { body: categories },
      'GET /api/products': ({ url }) =>
        failures-- > 0
          ? { status: 503, body: { message: 'Database unavailable' } }
          : { body: fakeListing(url, shirts, sizesOf) },
    });
    const user = userEvent.setup();
    renderCategory('/categories/Uomo');
    const alert = await screen.findByRole('alert', {}, { timeout: 8_000 });
    expect(alert).toHaveTextContent('Non è stato possibile caricare i prodotti.');
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 2, name: '30 prodotti' })).toBeVisible();
  }, 15_000);
});
