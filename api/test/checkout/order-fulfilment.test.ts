import type {
  OperatorOrder,
  OperatorOrderList,
  OrderResponse,
  PlaceOrderResponse,
} from '@shop/shared/contracts';
import { registerCustomer, registration } from '../helpers/auth-browser';
import { testAppForFile } from '../helpers/build-test-app';
import { orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, stockOf, variantSupply, type Shopper } from '../helpers/checkout-shopper';
import { outboxFor } from '../helpers/outbox';

const shop = testAppForFile();
const db = () => shop.database.db;
const variants = variantSupply(db, 160);

let addresses = 0;
const newAddress = () => `spedizione.${(addresses += 1)}@example.it`;

/** An order of `browser` for `pieces` pieces of each of `lines` variants, paid by card unless said. */
async function order(
  browser: Shopper,
  {
    lines = 1,
    pieces = 1,
    method = 'card',
    lang = 'it',
  }: {
    lines?: number;
    pieces?: number;
    method?: 'card' | 'bank-transfer';
    lang?: 'it' | 'en';
  } = {},
) {
  for (const variant of await variants(lines)) await browser.add(variant, pieces);
  const email = newAddress();
  const response = await placeOrder(browser, await orderBody(browser, { method, email, lang }));
  expect(response.statusCode).toBe(200);
  return { orderId: response.json<PlaceOrderResponse>().orderId, email };
}

/** The operator's headers (the token exists once the app is built). */
const operator = () => ({ authorization: `Bearer ${shop.operatorToken}` });

const operatorCall = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = operator(),
) => shop.app.inject({ method, url, headers, ...(payload && { payload }) });

const ship = (orderId: string, body: object) =>
  operatorCall('POST', `/api/operator/orders/${orderId}/shipments`, body);

const deliver = (orderId: string, body: object) =>
  operatorCall('POST', `/api/operator/orders/${orderId}/delivered`, body);

const emailsOfKind = async (email: string, kind: string) =>
  (await outboxFor(db(), email)).filter((message) => message.kind === kind);

test('only an operator moves an order: without the token 401, and nothing changes', async () => {
  const placed = await order(shopper(shop.app));
  const body = { carrier: 'brt', trackingNumber: 'BRT0001' };
  for (const headers of [{}, { authorization: 'Bearer wrong' }] as Record<string, string>[]) {
    const url = `/api/operator/orders/${placed.orderId}`;
    expect((await operatorCall('GET', url, undefined, headers)).statusCode).toBe(401);
    expect((await operatorCall('POST', `${url}/shipments`, body, headers)).statusCode).toBe(401);
  }
  const seen = (
    await operatorCall('GET', `/api/operator/orders/${placed.orderId}`)
  ).json<OperatorOrder>();
  expect(seen.order.shipments).toEqual([]);
  expect(await emailsOfKind(placed.email, 'order-shipped')).toEqual([]);
});

test('a paid order ships whole: tracked, e-mailed once with the tracking link, in the history with its reason', async () => {
  const guest = shopper(shop.app);
  const placed = await order(guest, { lines: 2, pieces: 2 });
  const shipped = await ship(placed.orderId, { carrier: 'brt', trackingNumber: ' BRT123456 ' });
  expect(shipped.statusCode).toBe(200);
  const { order: after, history } = shipped.json<OperatorOrder>();
  expect(after).toMatchObject({
    status: 'confirmed',
    paymentStatus: 'paid',
    shippingStatus: 'shipped',
  });
  expect(after.shipments).toEqual([
    {
      carrier: { id: 'brt', name: 'BRT' },
      trackingNumber: 'BRT123456',
      trackingUrl: expect.stringContaining('Nspediz=BRT123456'),
      shippedAt: expect.any(String),
      deliveredAt: null,
      lines: [
        { line: 1, quantity: 2 },
        { line: 2, quantity: 2 },
      ],
    },
  ]);
  expect(history.at(-1)).toMatchObject({
    move: 'shipped',
    by: 'operator',
    reason: 'BRT BRT123456',
  });

  const [email, ...more] = await emailsOfKind(placed.email, 'order-shipped');
  expect(more).toEqual([]);
  expect(email?.language).toBe('it');
  expect(email?.subject).toBe(`Ordine ${placed.orderId} spedito`);
  expect(email?.text_body).toContain('è partito con BRT');
  expect(email?.text_body).toContain(`Segui la spedizione: ${after.shipments[0]?.trackingUrl}`);
  // A guest's order opens with its access token.
  expect(email?.text_body).toMatch(
    new RegExp(`Vedi l'ordine: \\S+/checkout/success/${placed.orderId}\\?access=`),
  );

  // The same parcel again (a repeated command): nothing new.
  const again = await ship(placed.orderId, { carrier: 'brt', trackingNumber: 'BRT123456' });
  expect(again.statusCode).toBe(200);
  expect(again.json<OperatorOrder>().order.shipments).toHaveLength(1);
  expect(await emailsOfKind(placed.email, 'order-shipped')).toHaveLength(1);

  // Another parcel once everything left: refused.
  const extra = await ship(placed.orderId, { carrier: 'gls', trackingNumber: 'GLS999' });
  expect(extra.statusCode).toBe(409);
  expect(extra.json()).toEqual({ message: 'Every piece has been shipped' });
});

test('an order ships in parcels: partly shipped until the last piece leaves, each parcel e-mailed', async () => {
  const customer = shopper(shop.app);
  await customer.register();
  const placed = await order(customer, { lines: 2, pieces: 3, lang: 'en' });

  const first = await ship(placed.orderId, {
    carrier: 'dhl',
    trackingNumber: 'DHL-1',
    lines: [{ line: 2, quantity: 1 }],
  });
  expect(first.statusCode).toBe(200);
  expect(first.json<OperatorOrder>().order.shippingStatus).toBe('preparing');

  for (const [lines, status, message] of [
    [[{ line: 2, quantity: 3 }], 409, 'Line 2 has 2 pieces left to ship'],
    [[{ line: 3, quantity: 1 }], 400, 'The order has no line 3'],
    [
      [
        { line: 1, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
      400,
      'Line 1 is named twice',
    ],
  ] as const) {
    const refused = await ship(placed.orderId, { carrier: 'dhl', trackingNumber: 'DHL-X', lines });
    expect(refused.statusCode).toBe(status);
    expect(refused.json()).toEqual({ message });
  }

  const rest = await ship(placed.orderId, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
  expect(rest.statusCode).toBe(200);
  const { order: after, history } = rest.json<OperatorOrder>();
  expect(after.shippingStatus).toBe('shipped');
  expect(after.shipments.map((parcel) => parcel.lines)).toEqual([
    [{ line: 2, quantity: 1 }],
    [
      { line: 1, quantity: 3 },
      { line: 2, quantity: 2 },
    ],
  ]);
  expect(history.map((entry) => entry.move).slice(-2)).toEqual(['partly-shipped', 'shipped']);

  const emails = await emailsOfKind(placed.email, 'order-shipped');
  expect(emails.map((email) => [email.language, email.subject])).toEqual([
    ['en', `Order ${placed.orderId}: part of it is on its way`],
    ['en', `Order ${placed.orderId} shipped`],
  ]);
  // A customer's order opens in the account.
  expect(emails[1]?.text_body).toContain(`View the order: `);
  expect(emails[1]?.text_body).toContain(`/en/account/orders/${placed.orderId}`);
  expect(emails[1]?.text_body).toContain('ups.com/track?loc=en_IT&tracknum=1Z999AA10123456784');

  // The customer sees the parcels in the account.
  const mine = (
    await customer.call('GET', `/api/account/orders/${placed.orderId}`)
  ).json<OrderResponse>();
  expect(mine.shipments.map((parcel) => parcel.trackingNumber)).toEqual([
    'DHL-1',
    '1Z999AA10123456784',
  ]);
  expect(mine.history.map((entry) => entry.move)).toContain('partly-shipped');
});

test('nothing unpaid or cancelled ships, and a refusal writes nothing', async () => {
  const placed = await order(shopper(shop.app), { method: 'bank-transfer' });
  const refused = await ship(placed.orderId, { carrier: 'poste', trackingNumber: 'PI000111' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json<{ message: string }>().message).toBe(
    'The order is not paid (pending, payment awaiting-transfer): it cannot ship',
  );
  const seen = (
    await operatorCall('GET', `/api/operator/orders/${placed.orderId}`)
  ).json<OperatorOrder>();
  expect(seen.order.shipments).toEqual([]);
  expect(seen.history.map((entry) => entry.move)).toEqual(['placed']);
  expect(await emailsOfKind(placed.email, 'order-shipped')).toEqual([]);

  expect(
    (await ship('IT-2099-999999', { carrier: 'brt', trackingNumber: 'BRT1' })).statusCode,
  ).toBe(404);
});

test.each([
  [{ carrier: 'fedex', trackingNumber: 'ABC123' }],
  [{ carrier: 'brt', trackingNumber: '<script>' }],
  [{ carrier: 'brt', trackingNumber: 'AB' }],
  [{ carrier: 'brt', trackingNumber: 'BRT1', lines: [] }],
  [{ carrier: 'brt', trackingNumber: 'BRT1', lines: [{ line: 0, quantity: 1 }] }],
  [{ carrier: 'brt', trackingNumber: 'BRT1', note: 'extra' }],
])('a malformed parcel %j is refused with 400', async (body) => {
  const placed = await order(shopper(shop.app));
  const response = await ship(placed.orderId, body);
  expect(response.statusCode).toBe(400);
  expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
});

test('deliveries: partly delivered until the last parcel arrives, then complete, the withdrawal period from that day', async () => {
  const placed = await order(shopper(shop.app), { lines: 2 });
  await ship(placed.orderId, {
    carrier: 'gls',
    trackingNumber: 'GLS-A',
    lines: [{ line: 1, quantity: 1 }],
  });

  const early = await deliver(placed.orderId, { trackingNumber: 'GLS-A' });
  expect(early.statusCode).toBe(200);
  expect(early.json<OperatorOrder>().order).toMatchObject({
    status: 'confirmed',
    shippingStatus: 'preparing',
  });

  await ship(placed.orderId, { carrier: 'gls', trackingNumber: 'GLS-B' });
  expect((await deliver(placed.orderId, { trackingNumber: 'GLS-C' })).statusCode).toBe(404);
  const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  expect((await deliver(placed.orderId, { trackingNumber: 'GLS-B', at: future })).statusCode).toBe(
    400,
  );
  expect(
    (await deliver(placed.orderId, { trackingNumber: 'GLS-B', at: '2020-01-01T10:00:00Z' }))
      .statusCode,
  ).toBe(400);
  expect(
    (await deliver(placed.orderId, { trackingNumber: 'GLS-B', at: 'yesterday' })).statusCode,
  ).toBe(400);

  const last = await deliver(placed.orderId, { trackingNumber: 'GLS-B' });
  expect(last.statusCode).toBe(200);
  const { order: done, history } = last.json<OperatorOrder>();
  expect(done).toMatchObject({
    status: 'completed',
    paymentStatus: 'paid',
    shippingStatus: 'delivered',
  });
  expect(done.shipments.every((parcel) => parcel.deliveredAt !== null)).toBe(true);
  expect(history.map((entry) => entry.move).slice(-4)).toEqual([
    'partly-shipped',
    'partly-delivered',
    'shipped',
    'delivered',
  ]);
  // The period runs from the last delivery: at least 14 days from now, and still open.
  expect(done.withdrawal.open).toBe(true);
  expect(Date.parse(done.withdrawal.deadline ?? '')).toBeGreaterThan(
    Date.now() + 14 * 24 * 3600_000 - 24 * 3600_000,
  );
  const row = await db()
    .selectFrom('orders')
    .select('delivered_at')
    .where('number', '=', placed.orderId)
    .executeTakeFirstOrThrow();
  expect(row.delivered_at?.toISOString()).toBe(done.shipments[1]?.deliveredAt);

  // Again: nothing changes.
  const again = await deliver(placed.orderId, { trackingNumber: 'GLS-B' });
  expect(again.statusCode).toBe(200);
  expect(again.json<OperatorOrder>().history).toHaveLength(history.length);
});

test('the operator cancels an unpaid order with a reason: stock back, the shopper told why, once', async () => {
  const browser = shopper(shop.app);
  const [variant] = await variants(1);
  await browser.add(variant, 2);
  const email = newAddress();
  const placed = (
    await placeOrder(browser, await orderBody(browser, { method: 'bank-transfer', email }))
  ).json<PlaceOrderResponse>();
  const stockHeld = await stockOf(db(), variant);

  const url = `/api/operator/orders/${placed.orderId}/cancel`;
  expect((await operatorCall('POST', url, { reason: '   ' })).statusCode).toBe(400);
  expect((await operatorCall('POST', url, { reason: 'x' }, {})).statusCode).toBe(401);

  const cancelled = await operatorCall('POST', url, { reason: 'Il capo è danneggiato.' });
  expect(cancelled.statusCode).toBe(200);
  const { order: after, history } = cancelled.json<OperatorOrder>();
  expect(after).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'expired',
    bankTransfer: null,
  });
  expect(history.at(-1)).toMatchObject({
    move: 'cancelled-by-operator',
    by: 'operator',
    reason: 'Il capo è danneggiato.',
  });
  expect(await stockOf(db(), variant)).toBe(stockHeld + 2);
  const [message] = await emailsOfKind(email, 'order-cancelled');
  expect(message?.text_body).toContain('Il motivo: Il capo è danneggiato.');
  expect(message?.text_body).toContain('ti restituiremo l');

  // Twice: refused, the stock counted once.
  const again = await operatorCall('POST', url, { reason: 'Ancora' });
  expect(again.statusCode).toBe(409);
  expect(await stockOf(db(), variant)).toBe(stockHeld + 2);
  expect(again.json()).toEqual({
    message: 'The order cannot be cancelled: it is cancelled, payment expired',
  });
});

test('the list narrows to what needs doing: transfers to confirm, orders to ship, parcels on their way', async () => {
  const transfer = await order(shopper(shop.app), { method: 'bank-transfer' });
  const toShip = await order(shopper(shop.app));
  const onItsWay = await order(shopper(shop.app));
  await ship(onItsWay.orderId, { carrier: 'brt', trackingNumber: 'BRT-LIST-1' });

  const listed = async (needs: string) => {
    const response = await operatorCall('GET', `/api/operator/orders?needs=${needs}`);
    expect(response.statusCode).toBe(200);
    return response.json<OperatorOrderList>().orders.map((entry) => entry.orderId);
  };
  const awaiting = await listed('awaiting-transfer');
  expect(awaiting).toContain(transfer.orderId);
  expect(awaiting).not.toContain(toShip.orderId);
  const shipping = await listed('to-ship');
  expect(shipping).toContain(toShip.orderId);
  expect(shipping).not.toContain(onItsWay.orderId);
  expect(shipping).not.toContain(transfer.orderId);
  const inTransit = await listed('in-transit');
  expect(inTransit).toEqual(expect.arrayContaining([onItsWay.orderId]));
  expect(inTransit).not.toContain(toShip.orderId);

  const all = (await operatorCall('GET', '/api/operator/orders')).json<OperatorOrderList>();
  expect(all.orders[0]).toMatchObject({ orderId: onItsWay.orderId, email: onItsWay.email });
  expect((await operatorCall('GET', '/api/operator/orders?needs=everything')).statusCode).toBe(400);
  expect((await operatorCall('GET', '/api/operator/orders?page=0')).statusCode).toBe(400);
});

test('parcels of one order announced at once: one is recorded, the others refused, one e-mail', async () => {
  const placed = await order(shopper(shop.app), { pieces: 2 });
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      ship(placed.orderId, { carrier: 'brt', trackingNumber: `BRT-RACE-${index}` }),
    ),
  );
  const codes = answers.map((answer) => answer.statusCode).sort();
  expect(codes.filter((code) => code === 200)).toHaveLength(1);
  expect(codes.filter((code) => code === 409)).toHaveLength(19);
  const seen = (
    await operatorCall('GET', `/api/operator/orders/${placed.orderId}`)
  ).json<OperatorOrder>();
  expect(seen.order.shipments).toHaveLength(1);
  expect(seen.history.filter((entry) => entry.move === 'shipped')).toHaveLength(1);
  expect(await emailsOfKind(placed.email, 'order-shipped')).toHaveLength(1);
});

test('a guest who registers with the order’s address finds it, its parcels and history, in the account', async () => {
  const guest = shopper(shop.app);
  const placed = await order(guest);
  await ship(placed.orderId, { carrier: 'poste', trackingNumber: 'PI-ADOPT-1' });
  // Someone else's account is not given the order: only the address's own, once proven.
  const stranger = shopper(shop.app);
  await stranger.register();
  expect((await stranger.call('GET', `/api/account/orders/${placed.orderId}`)).statusCode).toBe(
    404,
  );

  const customer = shopper(shop.app);
  await registerCustomer(shop.app, customer, registration({ email: placed.email.toUpperCase() }));
  const mine = await customer.call('GET', `/api/account/orders/${placed.orderId}`);
  expect(mine.statusCode).toBe(200);
  expect(mine.json<OrderResponse>().shipments).toEqual([
    expect.objectContaining({ trackingNumber: 'PI-ADOPT-1' }),
  ]);
  const list = (await customer.call('GET', '/api/account/orders')).json<{
    orders: { orderId: string }[];
  }>();
  expect(list.orders.map((each) => each.orderId)).toEqual([placed.orderId]);
});
