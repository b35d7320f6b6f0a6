import type { PlaceOrderResponse } from '@shop/shared/contracts';
import { testAppForFile } from '../helpers/build-test-app';
import { orderBody, placeOrder } from '../helpers/checkout-orders';
import {
  setStock,
  shopper,
  testVariants,
  type Shopper,
  type TestVariant,
} from '../helpers/checkout-shopper';

const shop = testAppForFile();

const db = () => shop.database.db;

/** A customer who ordered `lines` (variant, quantity); answers them and the order's number. */
async function customerWithOrder(lines: [TestVariant, number][]) {
  const customer = shopper(shop.app);
  await customer.register();
  for (const [variant, quantity] of lines) await customer.add(variant, quantity);
  const placed = await placeOrder(customer, await orderBody(customer));
  expect(placed.statusCode).toBe(200);
  return { customer, orderId: placed.json<PlaceOrderResponse>().orderId };
}

const reorder = (customer: Shopper, orderId: string, language: 'it' | 'en' = 'it') =>
  customer.call('POST', '/api/cart/reorder', { orderId, language });

/** The product's and colour's Italian names, as the message writes them. */
async function named(variant: TestVariant, language: 'it' | 'en' = 'it') {
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

test('a reorder adds what it can and names each line left out or short, with why', async () => {
  const [whole, soldOut, fewer, gone] = await testVariants(db(), 4, {
    skip: 120,
    distinctProducts: true,
  });
  const { customer, orderId } = await customerWithOrder([
    [whole, 1],
    [soldOut, 1],
    [fewer, 3],
    [gone, 1],
  ]);
  await setStock(db(), soldOut.colourId, soldOut.size, 0);
  await setStock(db(), fewer.colourId, fewer.size, 2);
  await db()
    .deleteFrom('product_stock')
    .where('colour_id', '=', gone.colourId)
    .where('size', '=', gone.size)
    .execute();

  const answer = await reorder(customer, orderId);

  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({
    cart: await customer.cart(),
    message:
      'Abbiamo rimesso nel carrello i prodotti disponibili del tuo ordine. Non abbiamo potuto aggiungere tutto: ' +
      [
        `${await named(soldOut)} (esaurito)`,
        `${await named(fewer)} (ne restano meno, aggiunti 2 su 3)`,
        `${await named(gone)} (non più in vendita)`,
      ].join('; ') +
      '.',
  });
  const cart = await customer.cart();
  expect(cart.items.map((item) => [item.productId, item.quantity]).sort()).toEqual(
    [
      [whole.sku, 1],
      [fewer.sku, 2],
    ].sort(),
  );
});

test('when nothing can be added it says so, names every line, and adds nothing (in English too)', async () => {
  const [first, second] = await testVariants(db(), 2, { skip: 160, distinctProducts: true });
  const { customer, orderId } = await customerWithOrder([
    [first, 1],
    [second, 2],
  ]);
  await setStock(db(), first.colourId, first.size, 0);
  await setStock(db(), second.colourId, second.size, 0);

  const answer = await reorder(customer, orderId, 'en');

  expect(answer.statusCode).toBe(409);
  const lines = [
    `${await named(first, 'en')} (sold out)`,
    `${await named(second, 'en')} (sold out)`,
  ];
  const message = answer.json<{ message: string }>().message;
  expect(message).toMatch(/^No product of this order could be added to your cart: /);
  for (const line of lines) expect(message).toContain(line);
  expect((await customer.cart()).items).toEqual([]);
});

test('a reorder of lines all in stock says they are back, as before', async () => {
  const [variant] = await testVariants(db(), 1, { skip: 200 });
  const { customer, orderId } = await customerWithOrder([[variant, 2]]);

  const answer = await reorder(customer, orderId);

  expect(answer.json()).toEqual({
    message: 'I prodotti del tuo ordine sono di nuovo nel carrello',
    cart: await customer.cart(),
  });
  expect((await customer.cart()).itemCount).toBe(2);
});
