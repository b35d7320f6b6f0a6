import { listingParamsFromSearch } from '@shop/shared/catalogue';
import {
  listingQueryKey,
  productQueryKey,
  type ProductDetail,
  type SizeGuidesResponse,
} from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { getPageHtml } from '../helpers/page-html';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ listingCacheMaxAgeMs: 0 });
});
afterAll(() => shop.close());

async function aShirt() {
  return shop.database.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.sku', 'p.slug_it', 'p.slug_en', 'p.name_it', 'p.name_en', 'p.fabric'])
    .where('c.code', '=', 'men-shirts')
    .orderBy('p.sku')
    .executeTakeFirstOrThrow();
}

test('a product answers its colours with pictures and sizes, trail, size table and care-guide id', async () => {
  const shirt = await aShirt();
  const response = await shop.app.inject({ url: `/api/products/${shirt.slug_it}?lang=it` });
  expect(response.statusCode).toBe(200);
  const product = response.json<ProductDetail>();
  expect(product).toMatchObject({
    locale: 'it',
    id: shirt.sku,
    name: shirt.name_it,
    path: shirt.slug_it,
    paths: { it: shirt.slug_it, en: shirt.slug_en },
    careGuideId: shirt.fabric,
  });
  expect(product.trail.map((crumb) => crumb.path)).toEqual(['Uomo', 'Uomo/Camicie']);
  expect(product.sizeGuide?.id).toBe('men-tops');
  expect(product.sizeGuide?.rows.map((row) => row.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
  for (const colour of product.colours) {
    expect(colour.images[0]).toMatchObject({ width: 1600, height: 2133 });
    expect(colour.sizes.map((size) => size.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(colour.available).toBe(colour.sizes.some((size) => size.available));
  }
});

test('the English slug answers in English; the Italian slug is not an English address', async () => {
  const shirt = await aShirt();
  const english = await shop.app.inject({ url: `/api/products/${shirt.slug_en}?lang=en` });
  expect(english.json<ProductDetail>().name).toBe(shirt.name_en);
  const crossed = await shop.app.inject({ url: `/api/products/${shirt.slug_it}?lang=en` });
  expect(crossed.statusCode).toBe(404);
});

test('an unknown or crafted slug answers 404 with a message in the request’s language', async () => {
  for (const slug of ['no-such-shirt', 'UPPER-case', "x'%20or%201=1", '..%2F..%2Fetc']) {
    const response = await shop.app.inject({ url: `/api/products/${slug}?lang=it` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Prodotto non disponibile o esaurito' });
  }
});

test('size guides answer every table in the language asked', async () => {
  const body = (
    await shop.app.inject({ url: '/api/size-guides?lang=en' })
  ).json<SizeGuidesResponse>();
  expect(body.guides.map((guide) => guide.id)).toEqual([
    'men-tops',
    'men-tailoring',
    'men-trousers',
    'men-belts',
    'women-tops',
    'women-clothing',
    'women-belts',
  ]);
  const women = body.guides.find((guide) => guide.id === 'women-tops');
  expect(women?.rows.find((row) => row.size === 'M')?.systems).toEqual({
    it: '42',
    eu: '38',
    uk: '10',
    us: '6',
  });
});

test('a letter-size garment’s guide gives its letters’ IT/EU/UK/US sizes and the body in cm', async () => {
  const shirt = await aShirt();
  const product = (
    await shop.app.inject({ url: `/api/products/${shirt.slug_en}?lang=en` })
  ).json<ProductDetail>();
  const guide = product.sizeGuide;
  expect(guide?.measurements).toEqual(['chest', 'waist']);
  expect(guide?.rows.find((row) => row.size === 'M')).toEqual({
    size: 'M',
    systems: { it: '48', eu: '48', uk: '38', us: '38' },
    measurements: { chest: { min: 94, max: 98 }, waist: { min: 82, max: 86 } },
  });
});

test('a numbered garment’s guide gives each number its letter and the body in cm', async () => {
  const trousers = await shop.database.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select('p.slug_it')
    .where('c.code', '=', 'women-trousers')
    .orderBy('p.sku')
    .executeTakeFirstOrThrow();
  const product = (
    await shop.app.inject({ url: `/api/products/${trousers.slug_it}?lang=it` })
  ).json<ProductDetail>();
  const guide = product.sizeGuide;
  expect(guide?.id).toBe('women-clothing');
  expect(guide?.measurements).toEqual(['bust', 'waist', 'hips']);
  expect(guide?.rows.map((row) => [row.size, row.letter])).toEqual([
    ['38', 'XS'],
    ['40', 'S'],
    ['42', 'M'],
    ['44', 'L'],
    ['46', 'XL'],
    ['48', 'XXL'],
  ]);
  for (const row of guide?.rows ?? []) {
    for (const measurement of guide?.measurements ?? []) {
      const range = row.measurements?.[measurement];
      expect(range?.max).toBeGreaterThan(range?.min ?? Infinity);
    }
  }
});

describe('the product page the server writes', () => {
  test('inlines the product under its query key, with Product structured data in the head', async () => {
    const shirt = await aShirt();
    const page = await getPageHtml(shop, `/products/${shirt.slug_it}`);
    expect(page.status).toBe(200);
    const [inline] = page.pageData().queries.filter(({ queryKey }) => queryKey[0] === 'product');
    expect(inline?.queryKey).toEqual(productQueryKey('it', shirt.slug_it));
    expect((inline?.data as ProductDetail).id).toBe(shirt.sku);
    expect(page.html).toContain('"@type":"Product"');
    expect(page.html).toContain(`"sku":"${shirt.sku}"`);
    expect(page.hreflang('en')).toContain(`/en/products/${shirt.slug_en}`);
  });

  test('an older address with the category before the slug is sent to the product’s one address', async () => {
    const shirt = await aShirt();
    const response = await shop.app.inject({ url: `/products/Uomo/Camicie/${shirt.slug_it}` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/products/${shirt.slug_it}`);
  });

  test('an unknown product answers 404 with the not-found page', async () => {
    const page = await getPageHtml(shop, '/products/no-such-shirt');
    expect(page.status).toBe(404);
  });
});

describe('the category page the server writes', () => {
  test('inlines the listing the URL asks for, filters included', async () => {
    const page = await getPageHtml(shop, '/categories/Uomo/Camicie?sizes=M&sort=price-asc');
    const listing = page.pageData().queries.find(({ queryKey }) => queryKey[0] === 'listing');
    expect(listing?.queryKey).toEqual(
      listingQueryKey('it', 'Uomo/Camicie', listingParamsFromSearch('?sizes=M&sort=price-asc')),
    );
    const prices = (listing?.data as { items: { price: { cents: number } }[] }).items.map(
      (item) => item.price.cents,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('a category asked for in another letter case is sent to its own spelling, query kept', async () => {
    const response = await shop.app.inject({ url: '/categories/uomo/camicie?sizes=M' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/categories/Uomo/Camicie?sizes=M');
  });
});
