import {
  LISTING_PAGE_SIZE,
  type CategoryListingResponse,
  type CategoryNode,
  type ProductSummary,
} from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ listingCacheMaxAgeMs: 0 });
});
afterAll(() => shop.close());

async function listing(query: string): Promise<CategoryListingResponse> {
  const response = await shop.app.inject({ url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<CategoryListingResponse>();
}

/** Every product of a category (and its subcategories), page by page. */
async function allItems(query: string): Promise<ProductSummary[]> {
  const first = await listing(query);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page += 1) {
    items.push(...(await listing(`${query}&page=${page}`)).items);
  }
  return items;
}

async function categoryIds(path: string, lang = 'it'): Promise<number[]> {
  const response = await shop.app.inject({ url: `/api/categories?lang=${lang}` });
  const find = (nodes: CategoryNode[]): CategoryNode | undefined =>
    nodes.map((node) => (node.path === path ? node : find(node.children))).find(Boolean);
  const node = find(response.json<{ categories: CategoryNode[] }>().categories);
  if (!node) throw new Error(`No category ${path}`);
  const below = (item: CategoryNode): number[] => [
    Number(item.id),
    ...item.children.flatMap(below),
  ];
  return below(node);
}

/** The seeded truth: products of the categories with an in-stock size matching the filters. */
async function seededCount(
  ids: number[],
  { sizes = [], colours = [] }: { sizes?: string[]; colours?: string[] },
): Promise<number> {
  let query = shop.database.db
    .selectFrom('product_stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('product_colours as c', 'c.id', 's.colour_id')
    .select((eb) => eb.fn.count<string>('s.product_id').distinct().as('count'))
    .where('p.category_id', 'in', ids)
    .where('s.quantity', '>', 0);
  if (sizes.length) query = query.where('s.size', 'in', sizes);
  if (colours.length) query = query.where('c.code', 'in', colours);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

test('a department lists its subcategories’ products, in pages of 24, newest first', async () => {
  const ids = await categoryIds('Uomo');
  const expected = await shop.database.db
    .selectFrom('products')
    .select(['sku', 'created_at'])
    .where('category_id', 'in', ids)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const body = await listing('category=Uomo&lang=it');
  expect(body.total).toBe(expected.length);
  expect(body.pageSize).toBe(LISTING_PAGE_SIZE);
  expect(body.pageCount).toBe(Math.ceil(expected.length / LISTING_PAGE_SIZE));
  expect(body.trail.map((crumb) => crumb.name)).toEqual(['Uomo']);
  const all = await allItems('category=Uomo&lang=it');
  expect(all.map((item) => item.id)).toEqual(expected.map((row) => row.sku));
});

test('the English path lists the same products under English names and paths', async () => {
  const italian = await listing('category=Uomo/Camicie&lang=it');
  const english = await listing('category=Men/Shirts&lang=en');
  expect(english.items.map((item) => item.id)).toEqual(italian.items.map((item) => item.id));
  expect(english.trail.map((crumb) => crumb.name)).toEqual(['Men', 'Shirts']);
  expect(english.items[0]?.path).toBe(italian.items[0]?.paths.en);
});

test('size and colour facets count what ticking them would list, as the seeded stock says', async () => {
  const ids = await categoryIds('Uomo/Camicie');
  const body = await listing('category=Uomo/Camicie&lang=it');
  expect(body.facets.sizes.map((facet) => facet.value)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
  for (const facet of body.facets.sizes) {
    expect(facet.count).toBe(await seededCount(ids, { sizes: [facet.value] }));
  }
  for (const facet of body.facets.colours) {
    expect(facet.count).toBe(await seededCount(ids, { colours: [facet.value] }));
    expect(facet.hex).toMatch(/^#[0-9a-f]{6}$/);
  }

  const size = body.facets.sizes.find((facet) => facet.count > 0)?.value ?? 'M';
  const filtered = await listing(`category=Uomo/Camicie&lang=it&sizes=${size}`);
  expect(filtered.total).toBe(await seededCount(ids, { sizes: [size] }));
  expect(filtered.facets.sizes.find((facet) => facet.value === size)?.selected).toBe(true);
  for (const facet of filtered.facets.colours) {
    expect(facet.count).toBe(await seededCount(ids, { sizes: [size], colours: [facet.value] }));
  }
  const colour = filtered.facets.colours.find((facet) => facet.count > 0)?.value ?? 'navy';
  const both = await listing(`category=Uomo/Camicie&lang=it&sizes=${size}&colours=${colour}`);
  expect(both.total).toBe(await seededCount(ids, { sizes: [size], colours: [colour] }));
});

test('sorts by price either way, and filters by a price range in cents', async () => {
  const ascending = (await allItems('category=Donna&lang=it&sort=price-asc')).map(
    (item) => item.price.cents,
  );
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  const descending = (await allItems('category=Donna&lang=it&sort=price-desc')).map(
    (item) => item.price.cents,
  );
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  const min = ascending[Math.floor(ascending.length / 4)] ?? 0;
  const max = ascending[Math.floor((ascending.length * 3) / 4)] ?? 0;
  const ranged = await allItems(`category=Donna&lang=it&priceMin=${min}&priceMax=${max}`);
  expect(ranged.length).toBe(ascending.filter((cents) => cents >= min && cents <= max).length);
  const body = await listing(`category=Donna&lang=it&priceMin=${min}&priceMax=${max}`);
  // The price facet spans what the size and colour filters let through, whatever the range.
  expect(body.facets.price).toEqual({ min: ascending[0], max: ascending.at(-1) });
});

test('a page past the last is empty, not an error', async () => {
  const body = await listing('category=Uomo/Camicie&lang=it&page=999');
  expect(body.items).toEqual([]);
  expect(body.page).toBe(999);
});

test('sale prices carry their previous price and the lowest price of the 30 days before', async () => {
  const all = await allItems('category=Uomo&lang=it');
  const onSale = all.filter((item) => item.price.previousCents !== null);
  expect(onSale.length).toBeGreaterThan(0);
  for (const item of onSale) {
    expect(item.price.previousCents).toBeGreaterThan(item.price.cents);
    expect(item.price.lowest30DaysCents).not.toBeNull();
  }
  for (const item of all.filter((candidate) => candidate.price.previousCents === null)) {
    expect(item.price.lowest30DaysCents).toBeNull();
  }
});

test('tiles carry pictures with their size, colours with availability, and both paths', async () => {
  const [item] = (await listing('category=Uomo/Camicie&lang=it')).items;
  expect(item).toMatchObject({
    image: { width: 1600, height: 2133, placeholder: expect.stringMatching(/^#[0-9a-f]{6}$/) },
    paths: { it: expect.any(String), en: expect.any(String) },
  });
  expect(item?.image.url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/640\.jpg$/);
  expect(item?.image.variants?.widths).toContain(320);
  expect(item?.colours.length).toBeGreaterThan(0);
});

test('each colour of a tile carries its own first picture, named after the colour', async () => {
  const items = (await listing('category=Uomo/Camicie&lang=it')).items;
  const item = items.find((candidate) => candidate.colours.length > 1);
  if (!item) throw new Error('The seed has no shirt in more than one colour');
  const [first, second] = item.colours;
  expect(first?.image).toEqual(item.image);
  expect(second?.image?.url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/640\.jpg$/);
  expect(second?.image?.url).not.toBe(first?.image?.url);
  expect(second?.image?.alt).toBe(`${item.name}, ${second?.name}`);
  // The colour's next picture, for a pointer resting on the tile.
  expect(second?.secondImage?.url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/640\.jpg$/);
  expect(second?.secondImage?.url).not.toBe(second?.image?.url);
  expect(item.secondImage).toEqual(first?.secondImage);
});

test('an unknown category answers 404 with a message in the request’s language', async () => {
  const italian = await shop.app.inject({ url: '/api/products?category=Uomo/Pigiami&lang=it' });
  expect(italian.statusCode).toBe(404);
  expect(italian.json()).toEqual({ message: 'Categoria non trovata' });
  const english = await shop.app.inject({ url: '/api/products?category=Nope&lang=en' });
  expect(english.json()).toEqual({ message: 'Category not found' });
});

test.each([
  ['sizes=<script>', 'sizes'],
  ['colours=Navy Blue', 'colours'],
  ['priceMin=-5', 'priceMin'],
  ['priceMin=abc', 'priceMin'],
  ['priceMin=9000&priceMax=100', 'priceMin'],
  ['priceMax=99999999999', 'priceMax'],
  ['sort=cheapest', 'sort'],
  ['page=0', 'page'],
  ['page=1&page=2', 'page'],
  [`sizes=${Array.from({ length: 21 }, (_, index) => `S${index}`).join(',')}`, 'sizes'],
])('a bad value (%s) answers 400 naming %s', async (query, parameter) => {
  const response = await shop.app.inject({ url: `/api/products?category=Uomo&lang=en&${query}` });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: `Invalid value for the parameter "${parameter}"` });
});

test('a listing without a category is refused', async () => {
  const response = await shop.app.inject({ url: '/api/products?lang=it' });
  expect(response.statusCode).toBe(400);
});
