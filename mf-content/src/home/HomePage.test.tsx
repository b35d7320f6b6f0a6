import { screen } from '@testing-library/react';
import {
  articleListQuery,
  createQueryClient,
  RemoteFragmentProvider,
  type ArticleListPage,
  type CategoryListingResponse,
  type FragmentSlotProps,
  type ProductCarouselProps,
  type ProductSummary,
} from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { NEWS_PAGE_2, WOOL_IT } from '../articles/fixtures';
import { registerContentTexts } from '../i18n';
import { homeProductsQuery } from './home-products-query';
import { HomePage } from './HomePage';

beforeAll(registerContentTexts);

const product = (index: number): ProductSummary => ({
  id: `SH-${index}`,
  name: `Camicia ${index}`,
  path: `camicia-${index}`,
  paths: { it: `camicia-${index}`, en: `shirt-${index}` },
  price: { cents: 12900, previousCents: null, lowest30DaysCents: null },
  colours: [{ code: 'white', name: 'Bianco', hex: '#ffffff', available: true }],
  image: { url: `/media/products/${index}.svg`, width: 600, height: 800, alt: `Camicia ${index}` },
  available: true,
});

const LISTING = {
  locale: 'it',
  trail: [],
  items: Array.from({ length: 10 }, (_, index) => product(index + 1)),
  total: 10,
  page: 1,
  pageSize: 24,
  pageCount: 1,
  facets: { sizes: [], colours: [], price: null },
} as unknown as CategoryListingResponse;

const NEWS: ArticleListPage = { ...NEWS_PAGE_2, locale: 'it', page: 1 };
const CARE: ArticleListPage = {
  kind: 'care-guide',
  locale: 'it',
  items: [WOOL_IT],
  page: 1,
  pageSize: 3,
  pageCount: 1,
  total: 1,
};

/** The home's data as the server inlines it. */
function inlined() {
  const client = createQueryClient();
  client.setQueryData(homeProductsQuery('it').queryKey, LISTING);
  client.setQueryData(articleListQuery('it', 'blog', 1).queryKey, NEWS);
  client.setQueryData(articleListQuery('it', 'care-guide', 1).queryKey, CARE);
  return client;
}

describe('HomePage', () => {
  it('leads to the Italian collections', () => {
    mockApi({});
    renderWithShop(<HomePage page="home" locale="it" localePrefix="" />);
    expect(screen.getByRole('link', { name: 'Scopri la collezione Donna' })).toHaveAttribute(
      'href',
      '/categories/Donna',
    );
    expect(screen.getByRole('link', { name: 'Scopri la collezione Uomo' })).toHaveAttribute(
      'href',
      '/categories/Uomo',
    );
    expect(screen.getByRole('link', { name: 'Iscriviti' })).toHaveAttribute(
      'href',
      '/pages/newsletter',
    );
  });

  it('leads to the English collections under /en', () => {
    mockApi({});
    renderWithShop(<HomePage page="home" locale="en" localePrefix="/en" />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'Shop the Women collection' })).toHaveAttribute(
      'href',
      '/en/categories/Women',
    );
    expect(screen.getByRole('link', { name: /^Men/ })).toHaveAttribute(
      'href',
      '/en/categories/Men',
    );
  });

  it('hands the catalogue’s carousel the newest products, first picture first, and asks for nothing', () => {
    const api = mockApi({});
    const placed: FragmentSlotProps[] = [];
    const Slot = (props: FragmentSlotProps) => {
      placed.push(props);
      return <p>carousel</p>;
    };
    renderWithShop(
      <RemoteFragmentProvider slot={Slot}>
        <HomePage page="home" locale="it" localePrefix="" />
      </RemoteFragmentProvider>,
      { queryClient: inlined() },
    );

    expect(screen.getByText('carousel')).toBeVisible();
    const carousel = placed.at(-1);
    expect(carousel).toMatchObject({ remote: 'mf_catalogue', module: './product-carousel' });
    const props = carousel?.props as ProductCarouselProps;
    expect(props).toMatchObject({ title: 'Novità donna', locale: 'it', priority: true });
    expect(props.products.map((item) => item.id)).toEqual(
      LISTING.items.slice(0, 8).map((item) => item.id),
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('leads into the brand story, the latest news and the care guide', () => {
    mockApi({});
    renderWithShop(<HomePage page="home" locale="it" localePrefix="" />, {
      queryClient: inlined(),
    });

    expect(screen.getByRole('link', { name: 'Scopri il brand' })).toHaveAttribute('href', '/brand');
    expect(screen.getByRole('link', { name: 'Post number 4' })).toHaveAttribute(
      'href',
      '/en/blog/post-4',
    );
    expect(screen.getByRole('link', { name: 'Tutte le news' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Come curare la lana' })).toHaveAttribute(
      'href',
      '/curadelcapo/lana',
    );
    expect(screen.getByRole('link', { name: 'Tutta la guida' })).toHaveAttribute(
      'href',
      '/curadelcapo',
    );
    expect(screen.getByText(/Spedizione gratuita da 250\s€/)).toBeVisible();
  });
});
