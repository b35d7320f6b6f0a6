import {
  DEFAULT_LISTING_PARAMS,
  type CategoryListingResponse,
  type ProductDetail,
} from '@shop/shared/contracts';
import { sql } from 'kysely';
import { ListingIndex } from '../../src/catalogue/listing/listing-index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// The caches as production runs them: answers reused while the catalogue is unchanged, the change
// log read every 200 ms. A change made through this server must still show at once, one made
// elsewhere within the interval.
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ listingCacheMaxAgeMs: 60_000, catalogueChangesCheckMs: 200 });
});
afterAll(() => shop.close());

async function get<T>(url: string): Promise<T> {
  const response = await shop.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

const operator = (payload: Record<string, unknown>) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/operator/inventory',
    headers: { authorization: `Bearer ${shop.operatorToken}` },
    payload,
  });

test('a size sold out and a new price set by the operator show at once in listings and products', async () => {
  const listingUrl = 'category=Uomo/Camicie&lang=it&sort=price-asc';
  const before = await get<CategoryListingResponse>(`/api/products?${listingUrl}`);
  const tile = before.items[0];
  if (!tile) throw new Error('The seeded shirts are missing');
  const productUrl = `/api/products/${encodeURIComponent(tile.path)}?lang=it`;
  const product = await get<ProductDetail>(productUrl);

  // Sell out every size of every colour of the cheapest shirt, and raise its price.
  const stock = product.colours.flatMap((colour) =>
    colour.sizes.map((size) => ({
      sku: tile.id,
      colour: colour.code,
      size: size.size,
      quantity: 0,
    })),
  );
  const newPriceCents = tile.price.cents + 100_000;
  const change = await operator({ stock, prices: [{ sku: tile.id, priceCents: newPriceCents }] });
  expect(change.statusCode).toBe(200);

  const after = await get<CategoryListingResponse>(`/api/products?${listingUrl}`);
  expect(after.items[0]?.id).not.toBe(tile.id);
  const size = product.colours[0]?.sizes[0]?.size ?? 'M';
  const bySize = await get<CategoryListingResponse>(`/api/products?${listingUrl}&sizes=${size}`);
  expect(bySize.items.map((item) => item.id)).not.toContain(tile.id);

  const reread = await get<ProductDetail>(productUrl);
  expect(reread.price.cents).toBe(newPriceCents);
  expect(reread.colours.every((colour) => colour.sizes.every((s) => !s.available))).toBe(true);
});

/** Polls `read` until `done` holds (or gives up after 5 s). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('a sale made by another server (an order, another copy of the API) reaches the listing through the change log', async () => {
  const listingUrl = '/api/products?category=Donna&lang=it&sort=price-desc';
  const before = await get<CategoryListingResponse>(listingUrl);
  const tile = before.items[0];
  if (!tile) throw new Error('The seeded women’s products are missing');
  const product = await shop.database.db
    .selectFrom('products')
    .select('id')
    .where('sku', '=', tile.id)
    .executeTakeFirstOrThrow();

  // Straight into the database, as another server would: nothing tells this one.
  await shop.database.db
    .updateTable('product_stock')
    .set({ quantity: 0 })
    .where('product_id', '=', product.id)
    .execute();
  const shown = (listing: CategoryListingResponse) =>
    listing.items.find((item) => item.id === tile.id);
  expect(shown(before)?.available).toBe(true);
  // Unfiltered, a sold-out product is still listed, marked so; filtered by size it is gone.
  const after = await eventually(
    () => get<CategoryListingResponse>(listingUrl),
    (listing) => shown(listing)?.available === false,
  );
  expect(shown(after)?.available).toBe(false);
  expect(after.total).toBe(before.total);
  const bySize = await get<CategoryListingResponse>(`${listingUrl}&sizes=M,S,L,XL,40,42,44`);
  expect(bySize.items.map((item) => item.id)).not.toContain(tile.id);
});

test('the index brings one changed product up to date, and reads everything again after a bulk change', async () => {
  const index = new ListingIndex(shop.database.db, 0);
  await index.fresh();
  const everything = () => true;
  const listed = () => index.page(everything, DEFAULT_LISTING_PARAMS, 'it').total;
  const total = listed();

  const newest = await shop.database.db
    .selectFrom('products')
    .select(['id', 'created_at'])
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  await shop.database.db
    .updateTable('products')
    .set({ price_cents: 123_456 })
    .where('id', '=', newest.id)
    .execute();
  const version = await index.fresh();
  const priciest = index.page(everything, { ...DEFAULT_LISTING_PARAMS, sort: 'price-desc' }, 'it');
  expect(priciest.productIds[0]).toBe(newest.id);
  expect(listed()).toBe(total);

  // A change of more products than one check reads (a restore, a seed): a full read, same answer.
  await shop.database.db
    .updateTable('product_stock')
    .set({ position: sql`position` })
    .execute();
  expect(await index.fresh()).toBeGreaterThan(version);
  expect(listed()).toBe(total);
});

test('changes older than an hour are pruned from the log, newer ones kept', async () => {
  const { pruneCatalogueChanges } = await import('../../src/catalogue/listing/catalogue-changes');
  const product = await shop.database.db
    .selectFrom('products')
    .select('id')
    .executeTakeFirstOrThrow();
  await shop.database.db.deleteFrom('catalogue_changes').execute();
  await shop.database.db
    .insertInto('catalogue_changes')
    .values([
      { product_id: product.id, changed_at: sql<Date>`now() - interval '2 hours'` },
      { product_id: product.id, changed_at: sql<Date>`now() - interval '10 minutes'` },
    ])
    .execute();
  await pruneCatalogueChanges(shop.database.db);
  const left = await shop.database.db
    .selectFrom('catalogue_changes')
    .select('product_id')
    .execute();
  expect(left).toHaveLength(1);
});
