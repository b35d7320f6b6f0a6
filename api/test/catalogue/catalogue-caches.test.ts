import {
  DEFAULT_LISTING_PARAMS,
  type CategoryListingResponse,
  type ProductDetail,
} from '@shop/shared/contracts';
import { ListingIndex } from '../../src/catalogue/listing/listing-index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// The caches as production runs them: answers reused for a minute, the listing index trusted for
// as long. A change made through this server must still show at once.
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ listingCacheMaxAgeMs: 60_000, catalogueIndexMaxAgeMs: 60_000 });
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

test('a change made by another server reaches the listing index once its age is up', async () => {
  let now = 0;
  const index = new ListingIndex(shop.database.db, 30_000, () => now);
  const everything = () => true;
  const bySize = (size: string) => ({ ...DEFAULT_LISTING_PARAMS, sizes: [size] });
  const variant = await shop.database.db
    .selectFrom('product_stock')
    .select(['product_id', 'colour_id', 'size'])
    .where('quantity', '>', 0)
    .orderBy('product_id')
    .executeTakeFirstOrThrow();
  const listed = async () => {
    const pages: number[] = [];
    for (let page = 1; ; page += 1) {
      const result = await index.page(everything, { ...bySize(variant.size), page }, 'it');
      pages.push(...result.productIds);
      if (result.productIds.length === 0) return pages;
    }
  };
  expect(await listed()).toContain(variant.product_id);

  // Another server sells the last pieces of every colour of that size.
  await shop.database.db
    .updateTable('product_stock')
    .set({ quantity: 0 })
    .where('product_id', '=', variant.product_id)
    .where('size', '=', variant.size)
    .execute();
  now += 29_000;
  expect(await listed()).toContain(variant.product_id);

  // Past its age the index answers from what it had while it reads again, then from the new read.
  now += 2_000;
  await listed();
  expect(await listed()).not.toContain(variant.product_id);
});
