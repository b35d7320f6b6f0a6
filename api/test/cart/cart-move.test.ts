import type { CartChangeResponse } from '@shop/shared/contracts';
import { sql } from 'kysely';
import { testAppForFile } from '../helpers/build-test-app';
import {
  setStock,
  shopper,
  testVariants,
  type Shopper,
  type TestVariant,
} from '../helpers/checkout-shopper';

// Issue 30: a shopper who changes country to the other store takes the cart along. The stores
// are different hosts, each with its own cart cookie: one browser is two cookie jars here.

const shop = testAppForFile();
const db = () => shop.database.db;

const IT_HOST = 'it.localhost:8080';
const INTL_HOST = 'intl.localhost:8080';

/** One shopper's browser on both stores: the cookies of each host are its own. */
function browserOnBothStores() {
  return {
    italian: shopper(shop.app, { host: IT_HOST }),
    international: shopper(shop.app, { host: INTL_HOST }),
  };
}

/** The country choice's form: leave for `next`, with the cart. Answers the 303 and its token. */
async function moveForm(from: Shopper, next: string, headers: Record<string, string> = {}) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/cart/move',
    headers: {
      host: headers.host ?? IT_HOST,
      'content-type': 'application/x-www-form-urlencoded',
      cookie: Object.entries(from.cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      ...headers,
    },
    payload: new URLSearchParams({ next }).toString(),
  });
  const location = response.headers.location;
  const token = typeof location === 'string' ? new URL(location).searchParams.get('cart') : null;
  return { response, location, token };
}

const arrive = (to: Shopper, token: string, language: 'it' | 'en' = 'en') =>
  to.call('POST', '/api/cart/arrive', { token, language });

async function named(variant: TestVariant, language: 'it' | 'en') {
  const row = await db()
    .selectFrom('product_colours as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['p.name_it', 'p.name_en', 'c.name_it as colour_it', 'c.name_en as colour_en'])
    .where('c.id', '=', variant.colourId)
    .executeTakeFirstOrThrow();
  return language === 'it'
    ? `${row.name_it}, ${row.colour_it}, taglia ${variant.size}`
    : `${row.name_en}, ${row.colour_en}, size ${variant.size}`;
}

/** The one cart holding `variant` (each test takes variants of its own). */
async function cartHolding(variant: TestVariant): Promise<string> {
  const rows = await db()
    .selectFrom('cart_items')
    .select('cart_id')
    .where('colour_id', '=', variant.colourId)
    .where('size', '=', variant.size)
    .execute();
  expect(rows).toHaveLength(1);
  return rows[0]?.cart_id ?? '';
}

const quantities = (cart: { items: { productId: string; size: string; quantity: number }[] }) =>
  cart.items.map((item) => `${item.productId}/${item.size}×${item.quantity}`).sort();

test('moving to the international store takes what it can sell now, says what stayed behind, and keeps that in the Italian cart', async () => {
  const [whole, soldOut, fewer] = await testVariants(db(), 3, {
    skip: 300,
    distinctProducts: true,
  });
  const { italian, international } = browserOnBothStores();
  await italian.add(whole, 2);
  await italian.add(soldOut, 1);
  await italian.add(fewer, 3);
  const italianCart = await cartHolding(whole);
  await db()
    .updateTable('carts')
    .set({ coupon_code: 'BENVENUTO10' })
    .where('id', '=', italianCart)
    .execute();
  await setStock(db(), soldOut.colourId, soldOut.size, 0);
  await setStock(db(), fewer.colourId, fewer.size, 2);

  const next = `http://${INTL_HOST}/en/women?preference=FR`;
  const { response, location, token } = await moveForm(italian, next);
  expect(response.statusCode).toBe(303);
  expect(location).toMatch(
    /^http:\/\/intl\.localhost:8080\/en\/women\?preference=FR&cart=[\w-]{43}$/,
  );

  const arrived = await arrive(international, token ?? '');
  expect(arrived.statusCode).toBe(200);
  const answer = arrived.json<CartChangeResponse>();
  expect(answer.message).toBe(
    'Your cart came with you to this store, but not all of it: ' +
      [
        `${await named(soldOut, 'en')} (sold out)`,
        `${await named(fewer, 'en')} (fewer left, 2 of 3 added)`,
      ].join('; ') +
      '. What is missing stays in the other store’s cart.',
  );
  expect(quantities(answer.cart)).toEqual(
    [`${whole.sku}/${whole.size}×2`, `${fewer.sku}/${fewer.size}×2`].sort(),
  );
  expect(answer.cart).toEqual(await international.cart('en'));
  // The coupon came along; what did not come is still in the Italian store's cart, nothing else.
  const couponOf = async (id: string) =>
    (await db().selectFrom('carts').select('coupon_code').where('id', '=', id).executeTakeFirst())
      ?.coupon_code;
  expect(await couponOf(await cartHolding(whole))).toBe('BENVENUTO10');
  expect(await couponOf(italianCart)).toBeNull();
  expect(quantities(await italian.cart())).toEqual(
    [`${soldOut.sku}/${soldOut.size}×1`, `${fewer.sku}/${fewer.size}×1`].sort(),
  );
});

test('a move token opens once: a second arrival, or one after ten minutes, is told so in its language', async () => {
  const [variant] = await testVariants(db(), 1, { skip: 320 });
  const { italian, international } = browserOnBothStores();
  await italian.add(variant, 1);
  const { token } = await moveForm(italian, `http://${INTL_HOST}/en`);
  expect((await arrive(international, token ?? '')).statusCode).toBe(200);

  const replay = await arrive(shopper(shop.app, { host: INTL_HOST }), token ?? '', 'it');
  expect(replay.statusCode).toBe(404);
  expect(replay.json()).toEqual({
    message: 'Il carrello dell’altro negozio non è più disponibile: aggiungi di nuovo i prodotti.',
  });

  const late = browserOnBothStores();
  await late.italian.add(variant, 1);
  const second = await moveForm(late.italian, `http://${INTL_HOST}/en`);
  await db()
    .updateTable('cart_moves')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('used_at', 'is', null)
    .execute();
  expect((await arrive(late.international, second.token ?? '')).statusCode).toBe(404);
  expect(quantities(await late.italian.cart())).toEqual([`${variant.sku}/${variant.size}×1`]);
});

test('lines join what the arriving store’s cart already holds, and back again the cart follows the shopper home', async () => {
  const [shared, own] = await testVariants(db(), 2, { skip: 340, distinctProducts: true });
  const { italian, international } = browserOnBothStores();
  await international.add(shared, 1);
  await international.add(own, 1);
  await italian.add(shared, 2);

  const { token } = await moveForm(italian, `http://${INTL_HOST}/en`);
  const arrived = await arrive(international, token ?? '');
  expect(arrived.json<CartChangeResponse>().message).toBe('Your cart came with you to this store.');
  expect(quantities(await international.cart())).toEqual(
    [`${shared.sku}/${shared.size}×3`, `${own.sku}/${own.size}×1`].sort(),
  );

  const back = await moveForm(international, `http://${IT_HOST}/uomo`, { host: INTL_HOST });
  expect(back.location).toMatch(/^http:\/\/it\.localhost:8080\/uomo\?cart=/);
  const home = await arrive(italian, back.token ?? '', 'it');
  expect(home.json<CartChangeResponse>().message).toBe(
    'Il tuo carrello ti ha seguito in questo negozio.',
  );
  expect(quantities(await italian.cart())).toEqual(
    [`${shared.sku}/${shared.size}×3`, `${own.sku}/${own.size}×1`].sort(),
  );
  expect((await international.cart()).items).toEqual([]);
});

test('an empty cart leaves without a token; a page off the other store, or on this one, is refused', async () => {
  const { italian } = browserOnBothStores();
  const empty = await moveForm(italian, `http://${INTL_HOST}/en`);
  expect(empty.response.statusCode).toBe(303);
  expect(empty.location).toBe(`http://${INTL_HOST}/en`);

  for (const next of ['https://evil.example/en', `http://${IT_HOST}/uomo`, 'javascript:alert(1)']) {
    const refused = await moveForm(italian, next);
    expect(refused.response.statusCode).toBe(400);
    expect(refused.location).toBeUndefined();
  }
});

test('another site cannot hand a shopper’s cart away', async () => {
  const [variant] = await testVariants(db(), 1, { skip: 360 });
  const { italian } = browserOnBothStores();
  await italian.add(variant, 1);
  const forged = await moveForm(italian, `http://${INTL_HOST}/en`, {
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
  });
  expect(forged.response.statusCode).toBe(403);
  expect(forged.token).toBeNull();
  const moves = await db()
    .selectFrom('cart_moves as m')
    .innerJoin('cart_items as i', 'i.cart_id', 'm.cart_id')
    .where('i.colour_id', '=', variant.colourId)
    .where('i.size', '=', variant.size)
    .select('m.token_hash')
    .execute();
  expect(moves).toHaveLength(0);
});
