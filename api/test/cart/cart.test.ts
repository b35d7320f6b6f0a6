import type { CartChangeResponse, CartResponse } from '@shop/shared/contracts';
import { testAppForFile } from '../helpers/build-test-app';

const shop = testAppForFile();

/** A seeded variant with stock, and its product's price and name. */
interface SeededVariant {
  sku: string;
  colour: string;
  size: string;
  stock: number;
  priceCents: number;
  nameIt: string;
}

async function seededVariant(minimumStock: number): Promise<SeededVariant> {
  const row = await shop.database.db
    .selectFrom('product_stock as s')
    .innerJoin('product_colours as c', 'c.id', 's.colour_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select([
      'p.sku',
      'c.code as colour',
      's.size',
      's.quantity as stock',
      'p.price_cents',
      'p.name_it',
    ])
    .where('s.quantity', '>=', minimumStock)
    .orderBy('p.sku')
    .orderBy('s.size')
    .executeTakeFirstOrThrow();
  return {
    sku: row.sku,
    colour: row.colour,
    size: row.size,
    stock: row.stock,
    priceCents: row.price_cents,
    nameIt: row.name_it,
  };
}

async function setStock(variant: SeededVariant, quantity: number): Promise<void> {
  const colour = await shop.database.db
    .selectFrom('product_colours as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select('c.id')
    .where('p.sku', '=', variant.sku)
    .where('c.code', '=', variant.colour)
    .executeTakeFirstOrThrow();
  await shop.database.db
    .updateTable('product_stock')
    .set({ quantity })
    .where('colour_id', '=', colour.id)
    .where('size', '=', variant.size)
    .execute();
}

/** A shopper's browser: keeps the cart cookie between calls. */
function shopper(headers: Record<string, string> = {}) {
  let cookie: string | undefined;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const response = await shop.app.inject({
      method,
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });
    const setCookie = response.cookies.find((entry) => entry.name === 'cart');
    if (setCookie) cookie = `cart=${setCookie.value}`;
    return response;
  };
  return {
    call,
    cart: async (lang = 'it') => {
      const response = await call('GET', `/api/cart?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      return response.json<CartResponse>();
    },
    add: (variant: SeededVariant, quantity = 1, language = 'it') =>
      call('POST', '/api/cart/add', {
        productId: variant.sku,
        colour: variant.colour,
        size: variant.size,
        quantity,
        language,
      }),
    get cookie() {
      return cookie;
    },
  };
}

test('a new shopper has an empty cart, and reading it sets no cookie', async () => {
  const response = await shop.app.inject({ url: '/api/cart' });
  expect(response.statusCode).toBe(200);
  expect(response.cookies).toEqual([]);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toMatchObject({
    items: [],
    itemCount: 0,
    subtotalCents: 0,
    shippingCents: 0,
    totalCents: 0,
    amountToFreeShippingCents: 25_000,
  });
});

test('adding creates the cart with an httpOnly SameSite=Lax cookie and answers the spec text', async () => {
  const variant = await seededVariant(3);
  const browser = shopper();
  const response = await browser.add(variant, 2);
  expect(response.statusCode).toBe(200);
  const answer = response.json<CartChangeResponse>();
  expect(answer.message).toBe('Prodotto aggiunto al carrello');
  expect(response.headers['cache-control']).toBe('no-store');
  const cookie = response.cookies.find((entry) => entry.name === 'cart');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.secure).toBeFalsy();

  const cart = await browser.cart();
  // The answer carries the cart as a read right after shows it: the page needs no second request.
  expect(answer.cart).toEqual(cart);
  expect(cart.itemCount).toBe(2);
  expect(cart.items).toEqual([
    expect.objectContaining({
      productId: variant.sku,
      name: variant.nameIt,
      size: variant.size,
      quantity: 2,
      unitPriceCents: variant.priceCents,
      lineTotalCents: variant.priceCents * 2,
      available: true,
      onlyLeft: variant.stock <= 3 ? variant.stock : null,
      exceedsStock: false,
    }),
  ]);
  expect(cart.subtotalCents).toBe(variant.priceCents * 2);
  const free = cart.subtotalCents >= 25_000;
  expect(cart.shippingCents).toBe(free ? 0 : 700);
  expect(cart.totalCents).toBe(cart.subtotalCents + cart.shippingCents);
});

test('the same variant added again is one line with the quantities summed', async () => {
  const variant = await seededVariant(3);
  const browser = shopper();
  await browser.add(variant);
  await browser.add(variant);
  const cart = await browser.cart();
  expect(cart.items).toHaveLength(1);
  expect(cart.items[0]?.quantity).toBe(2);
});

test('a cart never holds more than the stock, with a clear message', async () => {
  const variant = await seededVariant(1);
  await setStock(variant, 2);
  const browser = shopper();
  expect((await browser.add(variant, 2)).statusCode).toBe(200);
  const refused = await browser.add(variant, 1);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message: 'Hai già nel carrello tutti i pezzi disponibili di questa taglia',
  });
  const english = await browser.add(variant, 1, 'en');
  expect(english.json()).toEqual({
    message: 'Your cart already holds every piece available in this size',
  });
  expect((await browser.cart()).itemCount).toBe(2);
});

test('two tabs adding the last piece at once: one wins, the cart holds one', async () => {
  const variant = await seededVariant(1);
  await setStock(variant, 1);
  const browser = shopper();
  await browser.call('GET', '/api/cart');
  // A first addition sets the cookie both tabs then share.
  const other = await seededVariant(2);
  await browser.add(other);
  const [first, second] = await Promise.all([browser.add(variant), browser.add(variant)]);
  expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  const cart = await browser.cart();
  expect(
    cart.items.find((item) => item.productId === variant.sku && item.size === variant.size)
      ?.quantity,
  ).toBe(1);
});

test('a sold-out size and an unknown variant are refused in the request language', async () => {
  const variant = await seededVariant(1);
  await setStock(variant, 0);
  const browser = shopper();
  const soldOut = await browser.add(variant);
  expect(soldOut.statusCode).toBe(409);
  expect(soldOut.json()).toEqual({ message: 'Taglia non disponibile' });
  expect(browser.cookie).toBeUndefined();

  const unknown = await browser.add({ ...variant, sku: 'NOPE0001' }, 1, 'en');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ message: 'Product not available or sold out' });
  await setStock(variant, 5);
});

test('malformed bodies get 400 with a message and change nothing', async () => {
  const variant = await seededVariant(2);
  const browser = shopper();
  await browser.add(variant);
  for (const [payload, field] of [
    [
      {
        productId: variant.sku,
        colour: variant.colour,
        size: variant.size,
        quantity: 0,
        language: 'it',
      },
      'quantity',
    ],
    [
      {
        productId: variant.sku,
        colour: variant.colour,
        size: variant.size,
        quantity: 1.5,
        language: 'it',
      },
      'quantity',
    ],
    [
      {
        productId: variant.sku,
        colour: variant.colour,
        size: variant.size,
        quantity: 999,
        language: 'it',
      },
      'quantity',
    ],
    [
      {
        productId: "x' OR 1=1 --",
        colour: variant.colour,
        size: variant.size,
        quantity: 1,
        language: 'it',
      },
      'productId',
    ],
    [
      {
        productId: variant.sku,
        colour: '<script>',
        size: variant.size,
        quantity: 1,
        language: 'it',
      },
      'colour',
    ],
    [
      {
        productId: variant.sku,
        colour: variant.colour,
        size: variant.size,
        quantity: 'uno',
        language: 'it',
      },
      'quantity',
    ],
  ] as const) {
    const response = await browser.call('POST', '/api/cart/add', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Richiesta non valida: controlla il campo «${field}».`,
    });
  }
  expect((await browser.cart()).itemCount).toBe(1);
});

test('a forged or unknown cart cookie reads as an empty cart and opens nobody else’s', async () => {
  const variant = await seededVariant(1);
  const owner = shopper();
  await owner.add(variant);
  const stranger = shopper({ cookie: 'cart=not-a-token' });
  expect((await stranger.cart()).items).toEqual([]);
  const guesser = shopper({ cookie: `cart=${'A'.repeat(43)}` });
  expect((await guesser.cart()).items).toEqual([]);
});

test('edit sets a quantity within stock; remove takes the line out', async () => {
  const variant = await seededVariant(3);
  await setStock(variant, 3);
  const browser = shopper();
  await browser.add(variant);
  const line = { productId: variant.sku, colour: variant.colour, size: variant.size };

  const edited = await browser.call('PATCH', '/api/cart/edit', {
    ...line,
    quantity: 3,
    language: 'it',
  });
  expect(edited.statusCode).toBe(200);
  const editAnswer = edited.json<CartChangeResponse>();
  expect(editAnswer.message).toBe('Quantità aggiornata');
  expect(editAnswer.cart.itemCount).toBe(3);
  expect(editAnswer.cart).toEqual(await browser.cart());

  const tooMany = await browser.call('PATCH', '/api/cart/edit', {
    ...line,
    quantity: 4,
    language: 'it',
  });
  expect(tooMany.statusCode).toBe(409);
  expect(tooMany.json()).toEqual({ message: 'Sono rimasti solo 3 pezzi di questa taglia' });

  const removed = await browser.call('POST', '/api/cart/remove', { ...line, language: 'it' });
  expect(removed.json()).toEqual({
    message: 'Prodotto rimosso dal carrello',
    cart: await browser.cart(),
  });
  expect((await browser.cart()).items).toEqual([]);
  const again = await browser.call('POST', '/api/cart/remove', { ...line, language: 'it' });
  expect(again.statusCode).toBe(404);
  expect(again.json()).toEqual({ message: 'Questo prodotto non è nel carrello' });
});

test('a cart whose stock fell says so on each line', async () => {
  const variant = await seededVariant(2);
  await setStock(variant, 2);
  const browser = shopper();
  await browser.add(variant, 2);
  await setStock(variant, 1);
  const [item] = (await browser.cart()).items;
  expect(item).toMatchObject({ quantity: 2, available: true, onlyLeft: 1, exceedsStock: true });
  await setStock(variant, 5);
});

test('free shipping from 250 € and the international store’s shipping below it', async () => {
  const variant = await seededVariant(3);
  await setStock(variant, 10);
  const browser = shopper({ host: new URL(shop.config.storeOrigins.intl).host });
  await browser.add(variant, 1);
  const one = await browser.cart('en');
  expect(one.shippingCents).toBe(one.subtotalCents >= 25_000 ? 0 : 1_400);
  const needed = Math.ceil(25_000 / variant.priceCents);
  await browser.call('PATCH', '/api/cart/edit', {
    productId: variant.sku,
    colour: variant.colour,
    size: variant.size,
    quantity: Math.min(needed, 10),
    language: 'en',
  });
  const enough = await browser.cart('en');
  if (enough.subtotalCents >= 25_000) {
    expect(enough.shippingCents).toBe(0);
    expect(enough.amountToFreeShippingCents).toBe(0);
  }
  expect(enough.items[0]?.name).not.toBe(variant.nameIt);
});

test('another site’s page cannot change the cart', async () => {
  const variant = await seededVariant(1);
  const crossSite = shopper({ 'sec-fetch-site': 'cross-site' });
  const refused = await crossSite.add(variant);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: 'Richiesta rifiutata: proviene da un altro sito' });
  const foreignOrigin = shopper({ origin: 'https://evil.example' });
  expect((await foreignOrigin.add(variant)).statusCode).toBe(403);
  const ownStore = shopper({
    origin: shop.config.storeOrigins.it,
    'sec-fetch-site': 'same-origin',
  });
  expect((await ownStore.add(variant)).statusCode).toBe(200);
});
