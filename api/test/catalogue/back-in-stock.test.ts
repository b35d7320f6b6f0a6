import type {
  InventoryProduct,
  InventoryUpdateResponse,
  ProductDetail,
} from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { outboxFor } from '../helpers/outbox';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ listingCacheMaxAgeMs: 0 });
});
afterAll(() => shop.close());

async function aVariant() {
  return shop.database.db
    .selectFrom('product_stock as s')
    .innerJoin('product_colours as c', 'c.id', 's.colour_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['p.sku', 'p.slug_it', 'c.code as colour', 's.size', 's.quantity'])
    .where('s.quantity', '>', 0)
    .orderBy('p.sku', 'desc')
    .executeTakeFirstOrThrow();
}

const operator = (payload: unknown, token: string | null = shop.operatorToken) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/operator/inventory',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });

const setStock = async (
  variant: { sku: string; colour: string; size: string },
  quantity: number,
): Promise<InventoryUpdateResponse> => {
  const response = await operator({ stock: [{ ...variant, quantity }] });
  expect(response.statusCode).toBe(200);
  return response.json<InventoryUpdateResponse>();
};

const ask = (body: Record<string, unknown>) =>
  shop.app.inject({ method: 'POST', url: '/api/backstock/create', payload: body });

test('restocking a sold-out size e-mails each waiting request exactly once', async () => {
  const variant = await aVariant();
  const { sku, colour, size } = variant;
  await setStock({ sku, colour, size }, 0);

  const request = { product: sku, colour, size, language: 'it' };
  const first = await ask({ ...request, email: 'anna@example.com' });
  expect(first.statusCode).toBe(200);
  expect(first.json().message).toContain(`taglia ${size}`);
  // Asking twice, in another case, is still one request.
  expect((await ask({ ...request, email: ' Anna@Example.com ' })).statusCode).toBe(200);
  expect((await ask({ ...request, email: 'ben@example.com', language: 'en' })).statusCode).toBe(
    200,
  );

  const restock = await setStock({ sku, colour, size }, 5);
  expect(restock.notified).toBe(2);
  const anna = await outboxFor(shop.database.db, 'anna@example.com');
  expect(anna).toHaveLength(1);
  expect(anna[0]).toMatchObject({ kind: 'back-in-stock', language: 'it' });
  expect(anna[0]?.text_body).toContain(`/products/${variant.slug_it}?colour=${colour}`);
  const ben = await outboxFor(shop.database.db, 'ben@example.com');
  expect(ben).toHaveLength(1);
  expect(ben[0]?.subject).toMatch(/^Back in stock: /);

  // Sold out and back again: the requests are done, nobody is written to twice.
  await setStock({ sku, colour, size }, 0);
  expect((await setStock({ sku, colour, size }, 3)).notified).toBe(0);
  expect(await outboxFor(shop.database.db, 'anna@example.com')).toHaveLength(1);
});

test('a size in stock, an unknown variant and a bad address are refused in the shopper’s language', async () => {
  const { sku, colour, size } = await aVariant();
  const inStock = await ask({ product: sku, colour, size, language: 'en', email: 'c@example.com' });
  expect(inStock.statusCode).toBe(409);
  expect(inStock.json()).toEqual({
    message: 'This size is available: you can add it to your cart.',
  });
  const unknown = await ask({
    product: 'NOPE1',
    colour,
    size,
    language: 'it',
    email: 'c@example.com',
  });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ message: 'Prodotto non disponibile o esaurito' });
  const badEmail = await ask({ product: sku, colour, size, language: 'it', email: 'not-an-email' });
  expect(badEmail.statusCode).toBe(400);
  expect(badEmail.json()).toEqual({ message: 'La email inserita non è valida' });
});

test('the operator endpoint refuses a missing or wrong token and changes nothing', async () => {
  const { sku, colour, size, quantity } = await aVariant();
  for (const token of [null, 'wrong-token']) {
    const response = await operator({ stock: [{ sku, colour, size, quantity: 0 }] }, token);
    expect(response.statusCode).toBe(401);
  }
  const read = await shop.app.inject({
    url: `/api/operator/inventory/${sku}`,
    headers: { authorization: `Bearer ${shop.operatorToken}` },
  });
  const product = read.json<InventoryProduct>();
  expect(product.variants.find((row) => row.colour === colour && row.size === size)?.quantity).toBe(
    quantity,
  );
  expect((await shop.app.inject({ url: `/api/operator/inventory/${sku}` })).statusCode).toBe(401);
});

test('an update naming an unknown variant changes nothing at all', async () => {
  const { sku, colour, size, quantity } = await aVariant();
  const response = await operator({
    stock: [
      { sku, colour, size, quantity: quantity + 7 },
      { sku, colour: 'no-such-colour', size, quantity: 1 },
    ],
  });
  expect(response.statusCode).toBe(404);
  const row = await shop.database.db
    .selectFrom('product_stock as s')
    .innerJoin('product_colours as c', 'c.id', 's.colour_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select('s.quantity')
    .where('p.sku', '=', sku)
    .where('c.code', '=', colour)
    .where('s.size', '=', size)
    .executeTakeFirstOrThrow();
  expect(row.quantity).toBe(quantity);
});

test('a price cut extends the history and shows as a reduction with its 30-day lowest price', async () => {
  const { sku, slug_it: slug } = await aVariant();
  const before = (
    await shop.app.inject({ url: `/api/products/${slug}?lang=it` })
  ).json<ProductDetail>();
  const cut = Math.round(before.price.cents * 0.5);
  const response = await operator({ prices: [{ sku, priceCents: cut }] });
  expect(response.json<InventoryUpdateResponse>().prices).toEqual([
    { sku, beforeCents: before.price.cents, afterCents: cut },
  ]);
  const after = (
    await shop.app.inject({ url: `/api/products/${slug}?lang=it` })
  ).json<ProductDetail>();
  expect(after.price).toMatchObject({ cents: cut, previousCents: before.price.cents });
  expect(after.price.lowest30DaysCents).toBeGreaterThan(cut);
});
