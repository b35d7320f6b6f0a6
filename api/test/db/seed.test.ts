import { sql } from 'kysely';
import type { ShopDatabase } from '../../src/db/database';
import { SEED_PRODUCT_COUNT, seedIfEmpty } from '../../src/seed/seed';
import { generateProducts } from '../../src/seed/generate-products';
import { createTestDatabase } from '../helpers/test-database';

let database: ShopDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const count = async (table: 'products' | 'categories' | 'site_settings') => {
  const row = await database.db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
};

test('seeds at least 60 products in the leaf categories', async () => {
  expect(await count('products')).toBe(SEED_PRODUCT_COUNT);
  expect(SEED_PRODUCT_COUNT).toBeGreaterThanOrEqual(60);

  const inDepartments = await database.db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .where('categories.parent_id', 'is', null)
    .select('products.id')
    .execute();
  expect(inDepartments).toEqual([]);
});

test('every product has 1 to 4 colours, an image per colour, and stock with some sold-out sizes', async () => {
  const perProduct = await database.db
    .selectFrom('products')
    .select((eb) => [
      eb
        .selectFrom('product_colours')
        .whereRef('product_colours.product_id', '=', 'products.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('colours'),
      eb
        .selectFrom('product_images')
        .whereRef('product_images.product_id', '=', 'products.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('images'),
    ])
    .execute();
  for (const { colours, images } of perProduct) {
    expect(colours).toBeGreaterThanOrEqual(1);
    expect(colours).toBeLessThanOrEqual(4);
    // Front, back, a close-up of the cloth and worn: four pictures of each colour.
    expect(images).toBe((colours ?? 0) * 4);
  }

  const stock = await database.db
    .selectFrom('product_stock')
    .select([
      sql<number>`count(*) filter (where quantity = 0)::int`.as('soldOut'),
      sql<number>`count(*) filter (where quantity > 0)::int`.as('available'),
    ])
    .executeTakeFirstOrThrow();
  expect(stock.soldOut).toBeGreaterThan(0);
  expect(stock.available).toBeGreaterThan(stock.soldOut);
});

test('price history covers 60 days and ends at the current price', async () => {
  const rows = await database.db
    .selectFrom('products')
    .select((eb) => [
      'products.price_cents',
      eb
        .selectFrom('price_history')
        .whereRef('price_history.product_id', '=', 'products.id')
        .select(sql<Date>`min(valid_from)`.as('first'))
        .as('first'),
      eb
        .selectFrom('price_history')
        .whereRef('price_history.product_id', '=', 'products.id')
        .orderBy('valid_from', 'desc')
        .select('price_cents')
        .limit(1)
        .as('latest'),
    ])
    .execute();

  const dayMs = 24 * 60 * 60 * 1000;
  for (const row of rows) {
    const ageInDays = (Date.now() - new Date(row.first as Date).getTime()) / dayMs;
    expect(ageInDays).toBeGreaterThanOrEqual(60);
    expect(ageInDays).toBeLessThan(61);
    expect(row.latest).toBe(row.price_cents);
  }
});

test('some products are discounted, so the lowest price of the last 30 days differs from the current one', async () => {
  const { rows } = await sql<{ product_id: number; lowest: number; current: number }>`
    select p.id as product_id, p.price_cents as current, min(h.price_cents)::int as lowest
    from products p
    join price_history h on h.product_id = p.id
    where h.valid_from >= now() - interval '30 days'
       or h.valid_from = (select max(valid_from) from price_history
                          where product_id = p.id and valid_from < now() - interval '30 days')
    group by p.id`.execute(database.db);

  expect(rows).toHaveLength(SEED_PRODUCT_COUNT);
  expect(rows.some((row) => row.lowest < row.current)).toBe(true);
  expect(rows.some((row) => row.lowest === row.current)).toBe(true);
});

test('names and descriptions exist in both languages, prices are whole euro cents', async () => {
  const products = await database.db.selectFrom('products').selectAll().execute();

  for (const product of products) {
    expect(product.name_it).not.toBe('');
    expect(product.name_en).not.toBe('');
    expect(product.description_it).toMatch(/Composizione/);
    expect(product.description_en).toMatch(/Composition/);
    expect(Number.isInteger(product.price_cents)).toBe(true);
    expect(product.price_cents).toBeGreaterThan(0);
  }
});

test('seeding again changes nothing', async () => {
  const before = await count('products');

  expect(await seedIfEmpty(database.db)).toEqual({
    catalogue: false,
    settings: false,
    contentPages: false,
    stores: false,
    articles: false,
    coupons: false,
  });
  expect(await count('products')).toBe(before);
  expect(await count('site_settings')).toBe(2);
});

test('the generator is deterministic', () => {
  const now = new Date('2025-03-01T10:00:00Z');
  const options = { count: 30, skuPrefix: 'SH', seed: 7, now };

  expect(generateProducts(options)).toEqual(generateProducts(options));
  expect(new Set(generateProducts({ ...options, count: 500 }).map((p) => p.slug.en)).size).toBe(
    500,
  );
});
