import { randomUUID } from 'node:crypto';
import type {
  OrderListResponse,
  OrderResponse,
  PaymentMethodsResponse,
  PlaceOrderResponse,
  ShippingMethodsResponse,
} from '@shop/shared/contracts';
import { testAppForFile } from '../helpers/build-test-app';
import {
  italianAddress,
  orderBody,
  placeOrder,
  TEST_CARD_OK,
  cardToken,
} from '../helpers/checkout-orders';
import { shopper, stockOf, type Shopper, variantSupply } from '../helpers/checkout-shopper';
import { outboxFor } from '../helpers/outbox';

const shop = testAppForFile();

const db = () => shop.database.db;
const variants = variantSupply(db);

async function filledCart(units = 1): Promise<Shopper> {
  const browser = shopper(shop.app);
  const [variant] = await variants(1);
  await browser.add(variant, units);
  return browser;
}

const countOrders = async () =>
  Number(
    (
      await db()
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('a visitor checks out as a guest with a test card: paid, stock taken, cart emptied, e-mail with a private link', async () => {
  const browser = shopper(shop.app);
  const [variant] = await variants(1, 5);
  await browser.add(variant, 2);
  const body = await orderBody(browser, {
    method: 'card',
    card: await cardToken(browser, TEST_CARD_OK),
    email: 'guest.card@example.it',
  });
  const response = await placeOrder(browser, body);
  expect(response.statusCode).toBe(200);
  const placed = response.json<PlaceOrderResponse>();
  expect(placed.orderId).toMatch(/^IT-\d{4}-\d{6}$/);
  expect(placed.next).toEqual({ kind: 'paid' });
  expect(browser.cookies.session).toBeDefined();
  expect(await stockOf(db(), variant)).toBe(3);
  expect((await browser.cart()).items).toEqual([]);

  const own = await browser.call('GET', `/api/checkout/orders/${placed.orderId}?lang=it`);
  expect(own.statusCode).toBe(200);
  const order = own.json<OrderResponse>();
  expect(order).toMatchObject({
    orderId: placed.orderId,
    status: 'confirmed',
    paymentStatus: 'paid',
    shippingStatus: 'preparing',
    email: 'guest.card@example.it',
    totalCents: body.totalCents,
    paymentMethod: { id: 'card' },
    shippingMethod: { id: 'standard' },
  });
  expect(order.items).toEqual([
    expect.objectContaining({
      productId: variant.sku,
      quantity: 2,
      unitPriceCents: variant.priceCents,
    }),
  ]);

  const [email] = await outboxFor(db(), 'guest.card@example.it');
  expect(email?.kind).toBe('order-confirmation');
  expect(email?.text_body).toContain(
    `/checkout/success/${placed.orderId}?access=${placed.accessToken}`,
  );
  // The e-mail's link opens the order in any browser; the order number alone does not.
  const stranger = shopper(shop.app);
  expect((await stranger.call('GET', `/api/checkout/orders/${placed.orderId}`)).statusCode).toBe(
    404,
  );
  const withLink = await stranger.call(
    'GET',
    `/api/checkout/orders/${placed.orderId}?access=${placed.accessToken}`,
  );
  expect(withLink.statusCode).toBe(200);
  const wrong = await stranger.call(
    'GET',
    `/api/checkout/orders/${placed.orderId}?access=${'x'.repeat(43)}`,
  );
  expect(wrong.statusCode).toBe(404);
});

test('a guest who started a session at checkout owns the order by it', async () => {
  const browser = await filledCart();
  expect((await browser.guest('ospite.sessione@example.it')).statusCode).toBe(200);
  const session = browser.cookies.session;
  const placed = (
    await placeOrder(browser, await orderBody(browser, { email: 'ospite.sessione@example.it' }))
  ).json<PlaceOrderResponse>();
  // The guest's own session goes on: no new one is started.
  expect(browser.cookies.session).toBe(session);
  expect((await browser.call('GET', `/api/checkout/orders/${placed.orderId}`)).statusCode).toBe(
    200,
  );
  // A guest has no account: the account's order list stays closed.
  expect((await browser.call('GET', '/api/account/orders')).statusCode).toBe(401);
});

test('a double submit with one idempotency key is one order and one charge; another body with it is refused', async () => {
  const browser = await filledCart();
  const body = await orderBody(browser, { method: 'card' });
  const key = randomUUID();
  const before = await countOrders();
  const [first, second] = await Promise.all([
    placeOrder(browser, body, key),
    placeOrder(browser, body, key),
  ]);
  expect(first.statusCode).toBe(200);
  expect(second.statusCode).toBe(200);
  expect(second.json()).toEqual(first.json());
  expect(await countOrders()).toBe(before + 1);
  const { orderId } = first.json<PlaceOrderResponse>();
  const payments = await db()
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select('p.status')
    .where('o.number', '=', orderId)
    .execute();
  expect(payments).toEqual([{ status: 'paid' }]);

  const changed = await placeOrder(browser, { ...body, email: 'altro@example.it' }, key);
  expect(changed.statusCode).toBe(422);
});

test('a total that differs from the server’s is refused with the spec text', async () => {
  const browser = await filledCart();
  const body = await orderBody(browser);
  const refused = await placeOrder(browser, { ...body, totalCents: body.totalCents - 1 });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message: 'Il totale del carrello e quanto stai per pagare non corrispondono!',
  });
  expect((await browser.cart()).itemCount).toBe(1);
});

test('prices, discounts and totals sent by the client are ignored: the server prices the cart', async () => {
  const browser = await filledCart(2);
  const body = await orderBody(browser);
  const cart = await browser.cart();
  const response = await placeOrder(browser, {
    ...body,
    subtotalCents: 1,
    discountCents: cart.subtotalCents,
    shippingCents: 0,
    couponCode: 'SALDI20',
    items: [{ productId: cart.items[0]?.productId, unitPriceCents: 1, quantity: 2 }],
  });
  expect(response.statusCode).toBe(200);
  const { orderId, accessToken } = response.json<PlaceOrderResponse>();
  const order = (
    await browser.call('GET', `/api/checkout/orders/${orderId}?access=${accessToken}`)
  ).json<OrderResponse>();
  expect(order).toMatchObject({
    subtotalCents: cart.subtotalCents,
    discountCents: 0,
    couponCode: null,
    shippingCents: cart.shippingCents,
    totalCents: cart.totalCents,
  });
  expect(order.items[0]?.unitPriceCents).toBe(cart.items[0]?.unitPriceCents);
});

test('an address the store does not ship to, or an invalid one, is refused before anything is written', async () => {
  const browser = await filledCart();
  const body = await orderBody(browser);
  const abroad = await placeOrder(browser, {
    ...body,
    shippingAddress: italianAddress({ country: 'FR' }),
  });
  expect(abroad.statusCode).toBe(422);
  expect(abroad.json()).toEqual({
    message:
      "Siamo spiacenti, ma non sono disponibili metodi di consegna per l'indirizzo che hai selezionato",
  });
  const missing = await placeOrder(browser, {
    ...body,
    shippingAddress: italianAddress({ streetNumber: '' }),
  });
  expect(missing.statusCode).toBe(400);
  expect(missing.json()).toEqual({ message: 'Il numero civico è obbligatorio!' });
  const bothInvoiceRoutes = await placeOrder(browser, {
    ...body,
    invoice: {
      companyName: 'Bianchi S.r.l.',
      vatNumber: '07643520567',
      sdiCode: 'ABC1234',
      pec: 'fatture@pec.example.it',
    },
  });
  expect(bothInvoiceRoutes.json()).toEqual({
    message: 'Indica il codice destinatario SDI oppure la PEC, non entrambi',
  });
  expect((await placeOrder(browser, body, 'short')).statusCode).toBe(400);
});

test('20 simultaneous checkouts for the last 3 pieces of a size: exactly 3 orders, stock never below zero', async () => {
  const [variant] = await variants(1, 3);
  const browsers = Array.from({ length: 20 }, () => shopper(shop.app));
  for (const browser of browsers) {
    await shop.database.db
      .updateTable('product_stock')
      .set({ quantity: 3 })
      .where('colour_id', '=', variant.colourId)
      .where('size', '=', variant.size)
      .execute();
    expect((await browser.add(variant, 1)).statusCode).toBe(200);
  }
  const bodies = await Promise.all(browsers.map((browser) => orderBody(browser)));
  const answers = await Promise.all(
    browsers.map((browser, index) => placeOrder(browser, bodies[index] ?? {})),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  expect(statuses.filter((status) => status !== 200)).toEqual(Array(17).fill(409));
  expect(await stockOf(db(), variant)).toBe(0);
});

test('a single-use coupon used by 10 simultaneous checkouts succeeds once', async () => {
  await db()
    .insertInto('coupons')
    .values({
      code: 'UNAVOLTA',
      kind: 'amount',
      value: 500,
      single_use: true,
      valid_from: null,
      valid_until: null,
    })
    .execute();
  const browsers: Shopper[] = [];
  for (let i = 0; i < 10; i++) {
    const browser = await filledCart();
    expect(
      (await browser.call('POST', '/api/cart/addDiscount', { code: 'UNAVOLTA', language: 'it' }))
        .statusCode,
    ).toBe(200);
    browsers.push(browser);
  }
  const bodies = await Promise.all(browsers.map((browser) => orderBody(browser)));
  const answers = await Promise.all(
    browsers.map((browser, index) => placeOrder(browser, bodies[index] ?? {})),
  );
  expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
  const refusals = answers.filter((answer) => answer.statusCode !== 200);
  expect(refusals.map((answer) => answer.statusCode)).toEqual(Array(9).fill(409));
  const coupon = await db()
    .selectFrom('coupons')
    .select('uses')
    .where('code', '=', 'UNAVOLTA')
    .executeTakeFirstOrThrow();
  expect(coupon.uses).toBe(1);
});

test('the newsletter code is redeemed by the order of its subscriber, once', async () => {
  await db()
    .insertInto('newsletter_subscriptions')
    .values({
      email: 'prima@example.it',
      language: 'it',
      privacy_consent: true,
      status: 'confirmed',
      confirmed_at: new Date(),
      discount_code: 'BENVENUTO10-ORDINEUNO2',
    })
    .execute();
  const browser = await filledCart(2);
  await browser.call('POST', '/api/cart/addDiscount', {
    code: 'BENVENUTO10-ORDINEUNO2',
    language: 'it',
  });
  const cart = await browser.cart();
  expect(cart.discountCents).toBe(Math.round(cart.subtotalCents * 0.1));
  // Another address at checkout: the code is not theirs, so the server's total has no discount.
  const other = await orderBody(browser, { email: 'altra.persona@example.it' });
  expect((await placeOrder(browser, other)).statusCode).toBe(409);

  const body = await orderBody(browser, { email: 'prima@example.it' });
  expect((await placeOrder(browser, body)).statusCode).toBe(200);
  const subscription = await db()
    .selectFrom('newsletter_subscriptions')
    .select('discount_redeemed_at')
    .where('discount_code', '=', 'BENVENUTO10-ORDINEUNO2')
    .executeTakeFirstOrThrow();
  expect(subscription.discount_redeemed_at).not.toBeNull();

  const again = await filledCart();
  const refused = await again.call('POST', '/api/cart/addDiscount', {
    code: 'BENVENUTO10-ORDINEUNO2',
    language: 'it',
  });
  expect(refused.json()).toEqual({ message: 'Coupon sconto non valido' });
});

test('a customer’s orders: listed and read by them, reordered by them; another shopper gets 404 for all', async () => {
  const customer = shopper(shop.app);
  await customer.register();
  const [variant] = await variants(1);
  await customer.add(variant, 1);
  const placed = (await placeOrder(customer, await orderBody(customer))).json<PlaceOrderResponse>();

  const list = (await customer.call('GET', '/api/account/orders')).json<OrderListResponse>();
  expect(list.orders[0]).toMatchObject({
    orderId: placed.orderId,
    paymentStatus: 'awaiting-transfer',
  });
  expect(list).toMatchObject({ page: 1, pageCount: 1 });
  expect((await customer.call('GET', `/api/account/orders/${placed.orderId}`)).statusCode).toBe(
    200,
  );

  const reordered = await customer.call('POST', '/api/cart/reorder', {
    orderId: placed.orderId,
    language: 'it',
  });
  expect(reordered.statusCode).toBe(200);
  expect((await customer.cart()).items.map((item) => item.productId)).toEqual([variant.sku]);

  const other = shopper(shop.app);
  await other.register();
  expect((await other.call('GET', `/api/account/orders/${placed.orderId}`)).statusCode).toBe(404);
  expect((await other.call('GET', `/api/checkout/orders/${placed.orderId}`)).statusCode).toBe(404);
  const reorder = await other.call('POST', '/api/cart/reorder', {
    orderId: placed.orderId,
    language: 'it',
  });
  expect(reorder.statusCode).toBe(404);
  expect((await other.cart()).items).toEqual([]);
  const pay = await other.call(
    'POST',
    `/api/checkout/orders/${placed.orderId}/pay`,
    { paymentMethodId: 'card', cardToken: await cardToken(other), language: 'it' },
    { 'idempotency-key': randomUUID() },
  );
  expect(pay.statusCode).toBe(404);
  expect((await other.call('GET', '/api/account/orders')).json<OrderListResponse>().orders).toEqual(
    [],
  );
  expect((await shopper(shop.app).call('GET', '/api/account/orders')).statusCode).toBe(401);
});

describe('shipping and payment methods', () => {
  const NO_SHIPPING_METHODS =
    "Siamo spiacenti, ma non sono disponibili metodi di consegna per l'indirizzo che hai selezionato";

  function storeShopper(store: 'it' | 'intl'): Shopper {
    return shopper(shop.app, { host: new URL(shop.config.storeOrigins[store]).host });
  }

  /** A cart worth `units` pieces of one variant (below 250 € for one piece of the cheapest). */
  async function cartOf(browser: Shopper, units: number) {
    const [variant] = await variants(1, 20);
    await browser.add(variant, units);
    return variant;
  }

  async function shipping(browser: Shopper, country: string, lang = 'it') {
    return browser.call('GET', `/api/checkout/shipping-methods?country=${country}&lang=${lang}`);
  }

  test('the Italian store ships to Italy only: 7 € below 250 €, free from 250 €', async () => {
    const browser = storeShopper('it');
    const variant = await cartOf(browser, 1);
    // 130 € a piece: one is below the threshold, two are above it.
    await db()
      .updateTable('products')
      .set({ price_cents: 13_000 })
      .where('sku', '=', variant.sku)
      .execute();
    const italy = await shipping(browser, 'IT');
    expect(italy.statusCode).toBe(200);
    const below = italy.json<ShippingMethodsResponse>();
    expect(below.zone).toBe('italy');
    expect(below.methods).toEqual([
      {
        id: 'standard',
        label: 'Corriere espresso',
        priceCents: 700,
        deliveryWorkingDays: { min: 1, max: 3 },
      },
    ]);

    await browser.add(variant, 1);
    const free = (await shipping(browser, 'IT')).json<ShippingMethodsResponse>();
    expect(free.methods[0]?.priceCents).toBe(0);

    for (const country of ['FR', 'US', 'XX']) {
      const refused = await shipping(browser, country);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: NO_SHIPPING_METHODS });
    }
  });

  test('the international store ships to the EU (14 €), the rest of the world (25 €) and Italy (7 €)', async () => {
    const browser = storeShopper('intl');
    const variant = await cartOf(browser, 1);
    const paid = variant.priceCents < 25_000;
    const eu = (await shipping(browser, 'DE', 'en')).json<ShippingMethodsResponse>();
    expect(eu).toMatchObject({ zone: 'eu', methods: [{ priceCents: paid ? 1_400 : 0 }] });
    const world = (await shipping(browser, 'US', 'en')).json<ShippingMethodsResponse>();
    expect(world).toMatchObject({
      zone: 'world',
      methods: [{ label: 'International courier', priceCents: paid ? 2_500 : 0 }],
    });
    // A gift to Italy from abroad: Italy's rate and days, labelled in the shopper's language.
    const italy = (await shipping(browser, 'IT', 'en')).json<ShippingMethodsResponse>();
    expect(italy).toEqual({
      zone: 'italy',
      methods: [
        {
          id: 'standard',
          label: 'Express courier',
          priceCents: paid ? 700 : 0,
          deliveryWorkingDays: { min: 1, max: 3 },
        },
      ],
    });
  });

  test('payment methods depend on the destination and the total; none for an empty cart', async () => {
    const empty = storeShopper('it');
    const none = await empty.call('GET', '/api/checkout/payment-methods?country=IT&lang=it');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      message: 'Siamo spiacenti, ma non sono disponibili metodi di pagamento per il tuo ordine',
    });

    const italian = storeShopper('it');
    await cartOf(italian, 2);
    const inItaly = (
      await italian.call('GET', '/api/checkout/payment-methods?country=IT&lang=it')
    ).json<PaymentMethodsResponse>();
    const cart = await italian.cart();
    const ids = inItaly.methods.map((method) => method.id);
    expect(ids.slice(0, 4)).toEqual(['card', 'bank-transfer', 'paypal', 'satispay']);
    if (cart.totalCents >= 3_000 && cart.totalCents <= 200_000) {
      const instalments = inItaly.methods.find((method) => method.id === 'instalments');
      expect(instalments?.description).toMatch(/^3 rate senza interessi da /);
    }

    const abroad = storeShopper('intl');
    await cartOf(abroad, 1);
    const world = (
      await abroad.call('GET', '/api/checkout/payment-methods?country=US&lang=en')
    ).json<PaymentMethodsResponse>();
    expect(world.methods.map((method) => method.id)).toEqual(['card', 'paypal']);
  });
});

test('a customer who deletes their account leaves their orders, without their name, address or e-mail', async () => {
  const customer = shopper(shop.app);
  const { password } = await customer.register();
  const [variant] = await variants(1);
  await customer.add(variant, 1);
  const placed = (await placeOrder(customer, await orderBody(customer))).json<PlaceOrderResponse>();

  const deleted = await customer.call('POST', '/api/account/delete', { password, language: 'it' });
  expect(deleted.statusCode).toBe(200);

  const row = await db()
    .selectFrom('orders')
    .selectAll()
    .where('number', '=', placed.orderId)
    .executeTakeFirstOrThrow();
  expect(row.customer_id).toBeNull();
  expect(row.email).toBe('');
  expect(row.shipping_address).toMatchObject({
    name: '',
    lastName: '',
    streetAddress: '',
    phoneNumber: '',
    fiscalCode: '',
    city: italianAddress().city,
    country: 'IT',
  });
  expect(row.total_cents).toBeGreaterThan(0);
  // The e-mailed link no longer opens it.
  const byLink = await shopper(shop.app).call(
    'GET',
    `/api/checkout/orders/${placed.orderId}?access=${placed.accessToken}&lang=it`,
  );
  expect(byLink.statusCode).toBe(404);
});
