import {
  LISTING_PAGE_SIZE,
  listingParamsFromSearch,
  type CategoryListingResponse,
  type ProductDetail,
  type ProductSummary,
} from '@shop/shared';

const image = (sku: string, colour: string) => ({
  url: `/media/products/${sku}-${colour}.svg`,
  width: 600,
  height: 800,
  alt: `${sku} ${colour}`,
});

/** A shirt tile: navy and white, on sale when `sale` is set. */
export function productSummary(
  index: number,
  overrides: Partial<ProductSummary> = {},
): ProductSummary {
  const sku = `ucam${String(index).padStart(4, '0')}`;
  return {
    id: sku.toUpperCase(),
    name: `Camicia ${index}`,
    path: `camicia-${index}-${sku}`,
    paths: { it: `camicia-${index}-${sku}`, en: `shirt-${index}-${sku}` },
    price: { cents: 8_900, previousCents: null, lowest30DaysCents: null },
    colours: [
      { code: 'navy', name: 'Blu navy', hex: '#1f2a44', available: true },
      { code: 'white', name: 'Bianco', hex: '#ffffff', available: true },
    ],
    image: image(sku, 'navy'),
    available: true,
    ...overrides,
  };
}

/**
 * A fake `GET /api/products` over `products`: it reads the page URL's params the way the API
 * does (sizes by `sizesOf`, colours by the tile's colours), so tests see filters take effect.
 */
export function fakeListing(
  url: URL,
  products: readonly ProductSummary[],
  sizesOf: (product: ProductSummary) => string[] = () => ['M', 'L'],
): CategoryListingResponse {
  const params = listingParamsFromSearch(url.searchParams);
  const matches = products.filter(
    (product) =>
      (params.sizes.length === 0 || sizesOf(product).some((size) => params.sizes.includes(size))) &&
      (params.colours.length === 0 ||
        product.colours.some((colour) => params.colours.includes(colour.code))) &&
      (params.priceMin === null || product.price.cents >= params.priceMin) &&
      (params.priceMax === null || product.price.cents <= params.priceMax),
  );
  const sorted = [...matches].sort((a, b) =>
    params.sort === 'price-asc'
      ? a.price.cents - b.price.cents
      : params.sort === 'price-desc'
        ? b.price.cents - a.price.cents
        : 0,
  );
  const start = (params.page - 1) * LISTING_PAGE_SIZE;
  const count = (predicate: (product: ProductSummary) => boolean) =>
    products.filter(predicate).length;
  return {
    locale: 'it',
    params,
    items: sorted.slice(start, start + LISTING_PAGE_SIZE),
    total: matches.length,
    page: params.page,
    pageSize: LISTING_PAGE_SIZE,
    pageCount: Math.ceil(matches.length / LISTING_PAGE_SIZE),
    trail: [{ id: 'men', name: 'Uomo', path: 'Uomo', paths: { it: 'Uomo', en: 'Men' } }],
    facets: {
      sizes: ['M', 'L'].map((size) => ({
        value: size,
        label: size,
        count: count((product) => sizesOf(product).includes(size)),
        selected: params.sizes.includes(size),
      })),
      colours: [
        { value: 'navy', label: 'Blu navy', hex: '#1f2a44' },
        { value: 'white', label: 'Bianco', hex: '#ffffff' },
        { value: 'red', label: 'Rosso', hex: '#a3260f' },
      ].map((colour) => ({
        ...colour,
        count: count((product) => product.colours.some(({ code }) => code === colour.value)),
        selected: params.colours.includes(colour.value),
      })),
      price: matches.length
        ? {
            min: Math.min(...matches.map((product) => product.price.cents)),
            max: Math.max(...matches.map((product) => product.price.cents)),
          }
        : null,
    },
  };
}

/** A linen shirt in navy (M in stock, L sold out) and white (sold out), on sale. */
export const linenShirt: ProductDetail = {
  locale: 'it',
  id: 'UCAM0001',
  name: 'Camicia in lino',
  description: 'Camicia in puro lino, collo alla francese.',
  path: 'camicia-in-lino-ucam0001',
  paths: { it: 'camicia-in-lino-ucam0001', en: 'linen-shirt-ucam0001' },
  price: { cents: 7_200, previousCents: 9_000, lowest30DaysCents: 8_500 },
  colours: [
    {
      code: 'navy',
      name: 'Blu navy',
      hex: '#1f2a44',
      available: true,
      images: [image('ucam0001', 'navy')],
      sizes: [
        { size: 'M', available: true },
        { size: 'L', available: false },
      ],
    },
    {
      code: 'white',
      name: 'Bianco',
      hex: '#ffffff',
      available: false,
      images: [image('ucam0001', 'white')],
      sizes: [
        { size: 'M', available: false },
        { size: 'L', available: false },
      ],
    },
  ],
  available: true,
  trail: [
    { id: 'men', name: 'Uomo', path: 'Uomo', paths: { it: 'Uomo', en: 'Men' } },
    {
      id: 'men-shirts',
      name: 'Camicie',
      path: 'Uomo/Camicie',
      paths: { it: 'Uomo/Camicie', en: 'Men/Shirts' },
    },
  ],
  sizeGuide: {
    id: 'men-tops',
    title: 'Camicie e maglieria uomo',
    note: null,
    measurements: ['chest', 'waist'],
    rows: [
      {
        size: 'S',
        systems: { it: '46', eu: '46', uk: '36', us: '36' },
        measurements: { chest: { min: 90, max: 94 }, waist: { min: 78, max: 82 } },
      },
      {
        size: 'M',
        systems: { it: '48', eu: '48', uk: '38', us: '38' },
        measurements: { chest: { min: 94, max: 98 }, waist: { min: 82, max: 86 } },
      },
      {
        size: 'L',
        systems: { it: '50', eu: '50', uk: '40', us: '40' },
        measurements: { chest: { min: 98, max: 102 }, waist: { min: 86, max: 90 } },
      },
    ],
  },
  careGuideId: 'linen',
};
