import {
  WISHLIST_MAX_ENTRIES,
  WISHLIST_VISITOR_MAX_ENTRIES,
  type AccountDataExport,
  type InlinePageData,
  type ProductDetail,
  type WishlistChangeResponse,
  type WishlistKey,
  type WishlistKeysResponse,
  type WishlistResponse,
} from '@shop/shared/contracts';
import { PAGE_DATA_ELEMENT_ID } from '@shop/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { testAppForFile } from '../helpers/build-test-app';
import { setStock, shopper, type Shopper } from '../helpers/checkout-shopper';

const shop = testAppForFile();
const db = () => shop.database.db;

/** A seeded product in one colour, with its sizes; stocked with 5 pieces of each size. */
interface ProductColour extends WishlistKey {
  colourId: number;
  slugEn: string;
  sizes: string[];
}

type Tuple<N extends number, T, R extends T[] = []> = R['length'] extends N
  ? R
  : Tuple<N, T, [...R, T]>;
/** Exactly `N` product colours: a tuple for a literal count, so tests destructure them. */
type ProductColours<N extends number> = number extends N
  ? ProductColour[]
  : Tuple<N, ProductColour>;

let handedOut = 0;

/**
 * `count` product colours no other test of this file uses, each with two sizes or more, every
 * size given 5 pieces.
 */
async function productColours<N extends number>(count: N): Promise<ProductColours<N>> {
  const rows = await db()
    .selectFrom('product_colours as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select(['p.sku', 'c.code', 'c.id', 'p.slug_en'])
    .where(sql<boolean>`(select count(*) from product_stock s where s.colour_id = c.id) >= 2`)
    .orderBy('p.sku')
    .orderBy('c.code')
    .offset(handedOut)
    .limit(count)
    .execute();
  handedOut += count;
  if (rows.length < count) throw new Error(`only ${rows.length} product colours`);
  const colours = await Promise.all(
    rows.map(async (row) => {
      const sizes = await db()
        .selectFrom('product_stock')
        .select('size')
        .where('colour_id', '=', row.id)
        .orderBy('position')
        .execute();
      for (const { size } of sizes) await setStock(db(), row.id, size, 5);
      return {
        productId: row.sku,
        colour: row.code,
        colourId: row.id,
        slugEn: row.slug_en,
        sizes: sizes.map(({ size }) => size),
      };
    }),
  );
  return colours as ProductColours<N>;
}

const keyOf = ({ productId, colour }: WishlistKey): WishlistKey => ({ productId, colour });

function change(
  browser: Shopper,
  what: 'add' | 'remove',
  key: WishlistKey,
  language = 'it',
): Promise<LightMyRequestResponse> {
  return browser.call('POST', `/api/wishlist/${what}`, { ...keyOf(key), language });
}

async function keysOf(browser: Shopper, headers: Record<string, string> = {}) {
  const response = await browser.call('GET', '/api/wishlist/keys', undefined, headers);
  expect(response.statusCode).toBe(200);
  return response.json<WishlistKeysResponse>().entries;
}

async function pageOf(browser: Shopper, lang: 'it' | 'en') {
  const response = await browser.call('GET', `/api/wishlist?lang=${lang}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<WishlistResponse>();
}

/** A request carrying exactly `cookie`, as a browser with a crafted cookie would send it. */
function withCookie(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return shop.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

/** `count` entries as the shop writes them in the cookie, of SKUs the catalogue does not sell. */
function cookieEntries(count: number, prefix = 'FAKE'): string {
  return Array.from(
    { length: count },
    (_, index) => `${prefix}${String(index).padStart(4, '0')}.navy.${1_700_000_000_000 - index}`,
  ).join('~');
}

async function customerIdOf(email: string): Promise<number> {
  const row = await db()
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function tableEntries(customerId: number): Promise<WishlistKey[]> {
  const rows = await db()
    .selectFrom('wishlist_entries')
    .select(['product_id', 'colour'])
    .where('customer_id', '=', customerId)
    .orderBy('added_at', 'desc')
    .execute();
  return rows.map((row) => ({ productId: row.product_id, colour: row.colour }));
}

/** `count` entries written straight into a customer's list, added long ago. */
async function fillCustomerList(customerId: number, count: number): Promise<void> {
  await db()
    .insertInto('wishlist_entries')
    .values(
      Array.from({ length: count }, (_, index) => ({
        customer_id: customerId,
        product_id: `OLD${String(index).padStart(4, '0')}`,
        colour: 'navy',
        added_at: new Date(Date.UTC(2020, 0, 1) - index * 1000),
      })),
    )
    .execute();
}

describe("a visitor's list, kept in a cookie", () => {
  test('adds, reads and removes in Italian and English, newest first, in an httpOnly cookie', async () => {
    const [first, second] = await productColours(2);
    const visitor = shopper(shop.app);
    const empty = await visitor.call('GET', '/api/wishlist/keys');
    expect(empty.json()).toEqual({ entries: [] });
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.cookies).toEqual([]);

    const added = await change(visitor, 'add', first);
    expect(added.statusCode).toBe(200);
    expect(added.headers['cache-control']).toBe('no-store');
    expect(added.json()).toEqual({
      message: 'Aggiunto alla lista dei desideri.',
      entries: [keyOf(first)],
    });
    const cookie = added.cookies.find((entry) => entry.name === 'wishlist');
    expect(cookie).toMatchObject({
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 180 * 24 * 60 * 60,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();

    const again = await change(visitor, 'add', second, 'en');
    expect(again.json()).toEqual({
      message: 'Added to your wishlist.',
      entries: [keyOf(second), keyOf(first)],
    });
    expect(visitor.cookies.wishlist).toMatch(
      new RegExp(
        `^${second.productId}\\.${second.colour}\\.\\d+~${first.productId}\\.${first.colour}\\.\\d+$`,
      ),
    );
    expect(await keysOf(visitor)).toEqual([keyOf(second), keyOf(first)]);

    const removed = await change(visitor, 'remove', first, 'en');
    expect(removed.json()).toEqual({
      message: 'Removed from your wishlist.',
      entries: [keyOf(second)],
    });
    const last = await change(visitor, 'remove', second);
    expect(last.json()).toEqual({ message: 'Rimosso dalla lista dei desideri.', entries: [] });
    expect(visitor.cookies.wishlist).toBeUndefined();
    // Taking off what is not there is no error.
    expect((await change(visitor, 'remove', second)).json()).toEqual({
      message: 'Rimosso dalla lista dei desideri.',
      entries: [],
    });
  });

  test('adding twice keeps one entry and moves nothing, whatever the case of the SKU', async () => {
    const [first, second] = await productColours(2);
    const visitor = shopper(shop.app);
    await change(visitor, 'add', first);
    await change(visitor, 'add', second);
    const twice = await change(visitor, 'add', {
      productId: first.productId.toLowerCase(),
      colour: first.colour,
    });
    expect(twice.statusCode).toBe(200);
    expect(twice.json<WishlistChangeResponse>().entries).toEqual([keyOf(second), keyOf(first)]);
  });

  test('an unknown product or colour is refused with 404 in the request language', async () => {
    const [colour] = await productColours(1);
    const visitor = shopper(shop.app);
    const unknownProduct = await change(visitor, 'add', { productId: 'ZZ99999', colour: 'navy' });
    expect(unknownProduct.statusCode).toBe(404);
    expect(unknownProduct.json()).toEqual({
      message: 'Questo prodotto non è in vendita in questo colore.',
    });
    const unknownColour = await change(
      visitor,
      'add',
      { productId: colour.productId, colour: 'not-a-colour' },
      'en',
    );
    expect(unknownColour.statusCode).toBe(404);
    expect(unknownColour.json()).toEqual({ message: 'This product is not sold in this colour.' });
    expect(visitor.cookies.wishlist).toBeUndefined();
  });

  test(`holds ${WISHLIST_VISITOR_MAX_ENTRIES} entries; one more is refused with 409 in the language`, async () => {
    const [colour] = await productColours(1);
    const full = cookieEntries(WISHLIST_VISITOR_MAX_ENTRIES);
    const cookie = `wishlist=${full}`;
    const keys = await withCookie(cookie, 'GET', '/api/wishlist/keys');
    expect(keys.json<WishlistKeysResponse>().entries).toHaveLength(WISHLIST_VISITOR_MAX_ENTRIES);

    const refused = await withCookie(cookie, 'POST', '/api/wishlist/add', {
      ...keyOf(colour),
      language: 'it',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'La tua lista dei desideri è piena: togli qualcosa per aggiungere altro.',
    });
    expect(refused.cookies).toEqual([]);
    const inEnglish = await withCookie(cookie, 'POST', '/api/wishlist/add', {
      ...keyOf(colour),
      language: 'en',
    });
    expect(inEnglish.json()).toEqual({
      message: 'Your wishlist is full: remove something to add more.',
    });

    // What a full list already holds is no addition: 200, and nothing moves.
    const holding = [
      cookieEntries(1, 'NEW'),
      `${colour.productId}.${colour.colour}.1`,
      cookieEntries(WISHLIST_VISITOR_MAX_ENTRIES - 2),
    ].join('~');
    const held = await withCookie(`wishlist=${holding}`, 'POST', '/api/wishlist/add', {
      ...keyOf(colour),
      language: 'it',
    });
    expect(held.statusCode).toBe(200);
    const heldEntries = held.json<WishlistChangeResponse>().entries;
    expect(heldEntries).toHaveLength(WISHLIST_VISITOR_MAX_ENTRIES);
    expect(heldEntries[1]).toEqual(keyOf(colour));

    const visitor = shopper(shop.app, { cookie });
    const afterRemoval = await visitor.call('POST', '/api/wishlist/remove', {
      productId: 'FAKE0000',
      colour: 'navy',
      language: 'it',
    });
    expect(afterRemoval.json<WishlistChangeResponse>().entries).toHaveLength(
      WISHLIST_VISITOR_MAX_ENTRIES - 1,
    );
    const added = await change(visitor, 'add', colour);
    expect(added.statusCode).toBe(200);
    const entries = added.json<WishlistChangeResponse>().entries;
    expect(entries).toHaveLength(WISHLIST_VISITOR_MAX_ENTRIES);
    expect(entries[0]).toEqual(keyOf(colour));
  });

  test('a crafted or malformed cookie is read without its bad entries, never a 500', async () => {
    const [colour] = await productColours(1);
    const good = `${colour.productId}.${colour.colour}.1700000000000`;
    const crafted = [
      'garbage',
      `${colour.productId}.${colour.colour}`,
      'a.b.c.d',
      '%3Cscript%3E.navy.1',
      'SKU1.Navy.1',
      'SKU1.navy.12345678901234567890',
      `${'X'.repeat(33)}.navy.1`,
      '',
      good,
      good,
      `${colour.productId.toLowerCase()}.${colour.colour}.1600000000000`,
      '..',
    ].join('~');
    for (const value of [crafted, '%E0%A4%A', '~~~', 'x'.repeat(3000), '%00', '"quoted"']) {
      const cookie = `wishlist=${value}`;
      const keys = await withCookie(cookie, 'GET', '/api/wishlist/keys');
      expect(keys.statusCode).toBe(200);
      expect(keys.json()).toEqual({ entries: value === crafted ? [keyOf(colour)] : [] });
      expect((await withCookie(cookie, 'GET', '/api/wishlist?lang=it')).statusCode).toBe(200);
      const added = await withCookie(cookie, 'POST', '/api/wishlist/add', {
        ...keyOf(colour),
        language: 'it',
      });
      expect(added.statusCode).toBe(200);
    }

    // More entries than a visitor's list holds: the newest are read.
    const tooMany = await withCookie(
      `wishlist=${cookieEntries(WISHLIST_VISITOR_MAX_ENTRIES + 5)}`,
      'GET',
      '/api/wishlist/keys',
    );
    const entries = tooMany.json<WishlistKeysResponse>().entries;
    expect(entries).toHaveLength(WISHLIST_VISITOR_MAX_ENTRIES);
    expect(entries[0]).toEqual({ productId: 'FAKE0000', colour: 'navy' });
  });

  test('malformed bodies get 400 naming the field, in the language, and change nothing', async () => {
    const [colour] = await productColours(1);
    const visitor = shopper(shop.app);
    await change(visitor, 'add', colour);
    const valid = { ...keyOf(colour), language: 'it' };
    for (const [payload, field] of [
      [{ ...valid, productId: "x' OR 1=1 --" }, 'productId'],
      [{ ...valid, productId: 'A'.repeat(33) }, 'productId'],
      [{ ...valid, colour: '<script>' }, 'colour'],
      [{ ...valid, colour: 'Navy' }, 'colour'],
      [{ ...valid, colour: 'a'.repeat(41) }, 'colour'],
      [{ ...valid, colour: 7 }, 'colour'],
      [{ language: 'it', colour: colour.colour }, 'productId'],
    ] as const) {
      for (const path of ['/api/wishlist/add', '/api/wishlist/remove']) {
        const response = await visitor.call('POST', path, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          message: `Richiesta non valida: controlla il campo «${field}».`,
        });
      }
    }
    const english = await visitor.call('POST', '/api/wishlist/add', {
      ...valid,
      colour: '<b>',
      language: 'en',
    });
    expect(english.statusCode).toBe(400);
    expect(english.json<{ message: string }>().message).toMatch(/colour/);
    expect(english.json<{ message: string }>().message).not.toMatch(/Richiesta/);
    expect(await keysOf(visitor)).toEqual([keyOf(colour)]);
  });

  test('another site’s page cannot change the list', async () => {
    const [colour] = await productColours(1);
    const body = { ...keyOf(colour), language: 'it' };
    const crossSite = shopper(shop.app, { 'sec-fetch-site': 'cross-site' });
    for (const path of ['/api/wishlist/add', '/api/wishlist/remove']) {
      const refused = await crossSite.call('POST', path, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Richiesta rifiutata: proviene da un altro sito' });
    }
    expect(crossSite.cookies.wishlist).toBeUndefined();
    const foreignOrigin = shopper(shop.app, { origin: 'https://evil.example' });
    expect((await foreignOrigin.call('POST', '/api/wishlist/add', body)).statusCode).toBe(403);
    const ownStore = shopper(shop.app, {
      origin: shop.config.storeOrigins.it,
      'sec-fetch-site': 'same-origin',
    });
    expect((await ownStore.call('POST', '/api/wishlist/add', body)).statusCode).toBe(200);
  });

  test('a guest (checkout without an account) keeps the list in the cookie', async () => {
    const [colour] = await productColours(1);
    const guest = shopper(shop.app);
    expect((await guest.guest('ospite.lista@example.it')).statusCode).toBe(200);
    await change(guest, 'add', colour);
    expect(guest.cookies.wishlist).toBeDefined();
    expect(await keysOf(guest)).toEqual([keyOf(colour)]);
  });
});

describe('the wishlist page', () => {
  test('gives each entry its product as sold now, in the language, like the product page', async () => {
    const [onSale, gone, allSoldOut] = await productColours(3);
    const visitor = shopper(shop.app);
    for (const colour of [gone, allSoldOut, onSale]) {
      expect((await change(visitor, 'add', colour)).statusCode).toBe(200);
    }
    // A reduction (so the 30-day lowest price shows), a sold-out size, a colour no longer sold,
    // and a colour whose every size is sold out.
    const current = await db()
      .selectFrom('products')
      .select('price_cents')
      .where('sku', '=', onSale.productId)
      .executeTakeFirstOrThrow();
    const reduced = await shop.app.inject({
      method: 'POST',
      url: '/api/operator/inventory',
      headers: { authorization: `Bearer ${shop.operatorToken}` },
      payload: {
        prices: [{ sku: onSale.productId, priceCents: current.price_cents - 1000 }],
        stock: [
          { sku: onSale.productId, colour: onSale.colour, size: onSale.sizes[0], quantity: 0 },
        ],
      },
    });
    expect(reduced.statusCode).toBe(200);
    await db().deleteFrom('product_colours').where('id', '=', gone.colourId).execute();
    for (const size of allSoldOut.sizes) await setStock(db(), allSoldOut.colourId, size, 0);

    const page = await pageOf(visitor, 'en');
    expect(page.locale).toBe('en');
    expect(page.items.map(keyOf)).toEqual([onSale, allSoldOut, gone].map((c) => keyOf(c)));
    for (const item of page.items) {
      expect(new Date(item.addedAt).toISOString()).toBe(item.addedAt);
    }
    const [shown, soldOut, missing] = page.items;
    expect(missing?.product).toBeNull();

    const detailResponse = await shop.app.inject(`/api/products/${onSale.slugEn}?lang=en`);
    const detail = detailResponse.json<ProductDetail>();
    const detailColour = detail.colours.find((colour) => colour.code === onSale.colour);
    expect(detail.price.lowest30DaysCents).not.toBeNull();
    expect(shown?.product).toEqual({
      name: detail.name,
      path: `${detail.path}?colour=${onSale.colour}`,
      price: detail.price,
      colourName: detailColour?.name,
      image: detailColour?.images[0]
        ? { ...detailColour.images[0], alt: `${detail.name}, ${detailColour.name}` }
        : null,
      sizes: detailColour?.sizes,
      available: true,
    });
    expect(shown?.product?.sizes[0]).toEqual({ size: onSale.sizes[0], available: false });
    expect(shown?.product?.sizes.map((size) => size.size)).toEqual(onSale.sizes);

    expect(soldOut?.product?.available).toBe(false);
    expect(soldOut?.product?.sizes.every((size) => !size.available)).toBe(true);

    const italian = await pageOf(visitor, 'it');
    const italianName = await db()
      .selectFrom('products')
      .select(['name_it', 'slug_it'])
      .where('sku', '=', onSale.productId)
      .executeTakeFirstOrThrow();
    expect(italian.locale).toBe('it');
    expect(italian.items[0]?.product).toMatchObject({
      name: italianName.name_it,
      path: `${italianName.slug_it}?colour=${onSale.colour}`,
    });

    // What is no longer sold can still be taken off.
    const removed = await change(visitor, 'remove', gone);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<WishlistChangeResponse>().entries).toHaveLength(2);
  });

  test('an empty list is an empty page', async () => {
    expect(await pageOf(shopper(shop.app), 'it')).toEqual({ locale: 'it', items: [] });
  });
});

describe("a customer's list, kept by the shop", () => {
  test('is the same in every browser and on both stores, with no cookie', async () => {
    const [first, second] = await productColours(2);
    const customer = shopper(shop.app);
    const { email, password } = await customer.register();
    await change(customer, 'add', first);
    expect(customer.cookies.wishlist).toBeUndefined();

    const intlHost = new URL(shop.config.storeOrigins.intl).host;
    const abroad = shopper(shop.app, { host: intlHost });
    expect((await abroad.login(email, password)).statusCode).toBe(200);
    expect(await keysOf(abroad)).toEqual([keyOf(first)]);
    await change(abroad, 'add', second, 'en');
    expect(abroad.cookies.wishlist).toBeUndefined();
    expect(await keysOf(customer)).toEqual([keyOf(second), keyOf(first)]);
    expect((await pageOf(abroad, 'en')).items.map(keyOf)).toEqual([keyOf(second), keyOf(first)]);

    await customer.call('POST', '/api/auth/logout', {});
    expect(await keysOf(customer)).toEqual([]);
  });

  test(`holds ${WISHLIST_MAX_ENTRIES} entries; one more is refused with 409`, async () => {
    const [colour] = await productColours(1);
    const customer = shopper(shop.app);
    const { email } = await customer.register();
    const customerId = await customerIdOf(email);
    await fillCustomerList(customerId, WISHLIST_MAX_ENTRIES);

    const refused = await change(customer, 'add', colour, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Your wishlist is full: remove something to add more.',
    });
    await change(customer, 'remove', { productId: 'OLD0000', colour: 'navy' });
    const added = await change(customer, 'add', colour);
    expect(added.statusCode).toBe(200);
    const entries = added.json<WishlistChangeResponse>().entries;
    expect(entries).toHaveLength(WISHLIST_MAX_ENTRIES);
    expect(entries[0]).toEqual(keyOf(colour));
  });

  test('simultaneous adds at the cap leave the list at the cap', async () => {
    const colours = await productColours(10);
    const customer = shopper(shop.app);
    const { email } = await customer.register();
    const customerId = await customerIdOf(email);
    await fillCustomerList(customerId, WISHLIST_MAX_ENTRIES - 1);

    const answers = await Promise.all(colours.map((colour) => change(customer, 'add', colour)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(colours.length - 1);
    expect(await tableEntries(customerId)).toHaveLength(WISHLIST_MAX_ENTRIES);
  });

  test('is in the data download, and goes with the account', async () => {
    const [kept, gone] = await productColours(2);
    const customer = shopper(shop.app);
    const { email, password } = await customer.register();
    await change(customer, 'add', kept);
    await change(customer, 'add', gone);
    await db().deleteFrom('product_colours').where('id', '=', gone.colourId).execute();

    const download = await customer.call('GET', '/api/account/data');
    expect(download.statusCode).toBe(200);
    const data = download.json<AccountDataExport & { wishlist: unknown }>();
    const names = await db()
      .selectFrom('products as p')
      .innerJoin('product_colours as c', 'c.product_id', 'p.id')
      .select(['p.name_it', 'c.name_it as colour_it'])
      .where('c.id', '=', kept.colourId)
      .executeTakeFirstOrThrow();
    expect(data.wishlist).toEqual([
      {
        ...keyOf(gone),
        name: expect.any(String),
        colourName: null,
        addedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      {
        ...keyOf(kept),
        name: names.name_it,
        colourName: names.colour_it,
        addedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);

    const customerId = await customerIdOf(email);
    const deleted = await customer.call('POST', '/api/account/delete', {
      password,
      language: 'it',
    });
    expect(deleted.statusCode).toBe(200);
    expect(await tableEntries(customerId)).toEqual([]);
  });
});

describe('a visitor who signs in keeps their list', () => {
  test('at login it joins the customer’s, without duplicates, newest first, and the cookie goes', async () => {
    const [a, b, c, d] = await productColours(4);
    const customer = shopper(shop.app);
    const { email, password } = await customer.register();
    await change(customer, 'add', a);
    await change(customer, 'add', b);
    await customer.call('POST', '/api/auth/logout', {});

    const visitor = shopper(shop.app);
    for (const colour of [b, c, d]) await change(visitor, 'add', colour);
    expect(visitor.cookies.wishlist).toBeDefined();

    const login = await visitor.login(email, password);
    expect(login.statusCode).toBe(200);
    const cleared = login.cookies.find((cookie) => cookie.name === 'wishlist');
    expect(cleared?.value).toBe('');
    expect(visitor.cookies.wishlist).toBeUndefined();
    const merged = [d, c, b, a].map(keyOf);
    expect(await keysOf(visitor)).toEqual(merged);
    expect(await tableEntries(await customerIdOf(email))).toEqual(merged);
  });

  test('at login, the customer’s entries stay and the visitor’s newest fill the room left', async () => {
    const [a, c, d] = await productColours(3);
    const customer = shopper(shop.app);
    const { email, password } = await customer.register();
    const customerId = await customerIdOf(email);
    await fillCustomerList(customerId, WISHLIST_MAX_ENTRIES - 2);
    await change(customer, 'add', a);
    await customer.call('POST', '/api/auth/logout', {});

    const visitor = shopper(shop.app);
    for (const colour of [a, c, d]) await change(visitor, 'add', colour);
    expect((await visitor.login(email, password)).statusCode).toBe(200);

    const entries = await keysOf(visitor);
    expect(entries).toHaveLength(WISHLIST_MAX_ENTRIES);
    expect(entries.slice(0, 2)).toEqual([keyOf(d), keyOf(a)]);
    expect(entries).not.toContainEqual(keyOf(c));
  });

  test('at registration (the activation link signs in) it becomes the new customer’s', async () => {
    const [first, second] = await productColours(2);
    const visitor = shopper(shop.app);
    await change(visitor, 'add', first);
    await change(visitor, 'add', second);

    const { email } = await visitor.register();
    expect(visitor.cookies.wishlist).toBeUndefined();
    const expected = [keyOf(second), keyOf(first)];
    expect(await keysOf(visitor)).toEqual(expected);
    expect(await tableEntries(await customerIdOf(email))).toEqual(expected);
  });

  test('a crafted cookie at login adds only its well-formed entries', async () => {
    const [colour] = await productColours(1);
    const customer = shopper(shop.app);
    const { email, password } = await customer.register();
    await customer.call('POST', '/api/auth/logout', {});
    const future = Date.now() + 365 * 24 * 60 * 60 * 1000;
    const cookie = `wishlist=junk~${colour.productId}.${colour.colour}.${future}~a.b`;
    const visitor = shopper(shop.app, { cookie });

    expect((await visitor.login(email, password)).statusCode).toBe(200);
    const customerId = await customerIdOf(email);
    expect(await tableEntries(customerId)).toEqual([keyOf(colour)]);
    const row = await db()
      .selectFrom('wishlist_entries')
      .select('added_at')
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    // A time from the future is taken as now.
    expect(new Date(row.added_at).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe("the header's count in the page", () => {
  async function pageData(browser: Shopper): Promise<InlinePageData> {
    const response = await browser.call('GET', '/pages/faq', undefined, {
      host: 'shop.example.it',
    });
    const json = new RegExp(
      `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    ).exec(response.body);
    return JSON.parse(json?.[1] ?? 'null') as InlinePageData;
  }

  test("a visitor's page counts the cookie's entries, a customer's the shop's", async () => {
    const [first, second, third] = await productColours(3);
    const visitor = shopper(shop.app);
    expect((await pageData(visitor)).shopper?.wishlist).toEqual({ count: 0, isLoading: false });
    await change(visitor, 'add', first);
    await change(visitor, 'add', second);
    expect((await pageData(visitor)).shopper?.wishlist).toEqual({ count: 2, isLoading: false });

    const customer = shopper(shop.app);
    await customer.register();
    await change(customer, 'add', third);
    expect((await pageData(customer)).shopper?.wishlist).toEqual({ count: 1, isLoading: false });
  });
});
