import type { AccountDataExport, PlaceOrderResponse } from '@shop/shared/contracts';
import { testAppForFile } from '../helpers/build-test-app';
import { italianAddress, orderBody, placeOrder } from '../helpers/checkout-orders';
import { setStock, shopper, testVariants, type Shopper } from '../helpers/checkout-shopper';

const shop = testAppForFile();

async function download(browser: Shopper): Promise<AccountDataExport> {
  const response = await browser.call('GET', '/api/account/data');
  expect(response.statusCode).toBe(200);
  return response.json<AccountDataExport>();
}

test("the data download holds the customer's orders with lines, totals, addresses, state and dates", async () => {
  const [shirt, trousers] = await testVariants(shop.database.db, 2, { skip: 40 });
  const customer = shopper(shop.app);
  const { email } = await customer.register();
  await customer.add(shirt, 2);
  await customer.add(trousers);
  const address = italianAddress({ name: 'Giulia', streetAddress: 'Via Export' });
  const body = await orderBody(customer, { email, address });
  const placed = await placeOrder(customer, body);
  expect(placed.statusCode).toBe(200);
  const { orderId } = placed.json<PlaceOrderResponse>();
  // Someone else's order stays out of it.
  const other = shopper(shop.app);
  await other.register();
  await other.add(shirt);
  expect((await placeOrder(other, await orderBody(other))).statusCode).toBe(200);

  const data = await download(customer);

  expect(data.orders).toEqual([
    expect.objectContaining({
      orderId,
      store: 'it',
      language: 'it',
      email,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 'pending',
      paymentStatus: 'awaiting-transfer',
      shippingStatus: 'not-shipped',
      deliveredAt: null,
      lines: [
        expect.objectContaining({ productId: shirt.sku, size: shirt.size, quantity: 2 }),
        expect.objectContaining({ productId: trousers.sku, size: trousers.size, quantity: 1 }),
      ],
      subtotalCents: shirt.priceCents * 2 + trousers.priceCents,
      totalCents: body.totalCents,
      shippingAddress: expect.objectContaining({ name: 'Giulia', streetAddress: 'Via Export' }),
      billingAddress: expect.objectContaining({ streetAddress: 'Via Export' }),
      paymentMethod: 'bank-transfer',
      payments: [expect.objectContaining({ method: 'bank-transfer' })],
      withdrawal: null,
    }),
  ]);
});

test('it also holds the cart, the newsletter, back-in-stock requests, sessions and e-mails of the address', async () => {
  const [inCart, awaited] = await testVariants(shop.database.db, 2, { skip: 50 });
  await setStock(shop.database.db, awaited.colourId, awaited.size, 0);
  const customer = shopper(shop.app);
  const { email } = await customer.register();
  await customer.add(inCart, 3);
  const signup = await customer.call('POST', '/api/newsletter', {
    email: email.toUpperCase(),
    language: 'it',
    privacy: true,
  });
  expect(signup.statusCode).toBeLessThan(300);
  const waiting = await customer.call('POST', '/api/backstock/create', {
    email,
    product: awaited.sku,
    colour: awaited.colour,
    size: awaited.size,
    language: 'en',
  });
  expect(waiting.statusCode).toBeLessThan(300);

  const data = await download(customer);

  expect(data.orders).toEqual([]);
  expect(data.cart).toEqual([
    expect.objectContaining({ productId: inCart.sku, size: inCart.size, quantity: 3 }),
  ]);
  expect(data.newsletter).toEqual(
    expect.objectContaining({ status: 'pending', language: 'it', confirmedAt: null }),
  );
  expect(data.backInStockRequests).toEqual([
    expect.objectContaining({
      productId: awaited.sku,
      size: awaited.size,
      language: 'en',
      notifiedAt: null,
    }),
  ]);
  expect(data.sessions?.length).toBeGreaterThanOrEqual(1);
  expect(data.emails?.map((sent) => sent.kind)).toEqual(
    expect.arrayContaining(['account-activation']),
  );
  // Dates only: no token, hash or e-mail body leaves the shop.
  expect(JSON.stringify(data)).not.toMatch(/token|hash|activate=/i);
});
