import type { OperatorOrder, OperatorOrderList, PlaceOrderResponse } from '@shop/shared/contracts';
import { testAppForFile } from '../helpers/build-test-app';
import { orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, stockOf, variantSupply, type Shopper } from '../helpers/checkout-shopper';
import { operatorOrderCalls } from '../helpers/operator-orders';
import { outboxFor } from '../helpers/outbox';

// Issue 29's decision: a shopper may cancel an order still unpaid; money that comes for it after
// (a bank transfer already sent, a provider's page approved late) is recorded and given back.
const shop = testAppForFile();
const db = () => shop.database.db;
const variants = variantSupply(db, 120);
const IBAN = 'IT60 X054 2811 1010 0000 0123 456';

let addresses = 0;

/** A guest's unpaid order of 2 pieces: sent to the test gateway's PayPal page, or by transfer. */
async function unpaidOrder(method: 'paypal' | 'bank-transfer', lang: 'it' | 'en' = 'it') {
  const browser: Shopper = shopper(shop.app);
  const [variant] = await variants(1, 5);
  if (!variant) throw new Error('no variant');
  await browser.add(variant, 2);
  const email = `tardivo.${(addresses += 1)}@example.it`;
  const body = await orderBody(browser, { method, email, lang });
  const placed = (await placeOrder(browser, body)).json<PlaceOrderResponse>();
  const gateway = placed.next.kind === 'redirect' ? new URL(placed.next.url) : null;
  return { browser, variant, email, orderId: placed.orderId, gateway };
}

/** The gateway's page approves (a late tab, the provider's own server): its callback follows. */
const approve = (gateway: URL | null) => {
  if (!gateway) throw new Error('no gateway page');
  return shop.app.inject({
    method: 'POST',
    url: `${gateway.pathname}/decision?lang=it`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
};

const cancelByShopper = (browser: Shopper, orderId: string) =>
  browser.call('POST', `/api/checkout/orders/${orderId}/cancel`, { language: 'it' });

const { call: operatorCall, show } = operatorOrderCalls(shop);

const toRefund = async () =>
  (await operatorCall('GET', '/api/operator/orders?needs=paid-after-cancellation'))
    .json<OperatorOrderList>()
    .orders.map((order) => order.orderId);

const refundAll = (orderId: string, iban?: string) =>
  operatorCall('POST', `/api/operator/orders/${orderId}/refunds`, {
    lines: [{ line: 1, quantity: 2 }],
    shipping: true,
    reason: 'Pagamento arrivato dopo l’annullamento',
    ...(iban && { iban }),
  });

const kindsOf = async (email: string) =>
  (await outboxFor(db(), email)).map((message) => message.kind);

test('a provider’s approval after the shopper cancelled: recorded, told, listed, refunded in full, the stock untouched', async () => {
  const { browser, variant, email, orderId, gateway } = await unpaidOrder('paypal');
  expect((await cancelByShopper(browser, orderId)).statusCode).toBe(200);
  expect(await stockOf(db(), variant)).toBe(5);

  expect((await approve(gateway)).statusCode).toBe(303);

  const late = await show(orderId);
  expect(late.order).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
  expect(late.history.at(-1)).toMatchObject({ move: 'paid-after-cancellation', by: 'provider' });
  expect(await stockOf(db(), variant)).toBe(5);
  expect(await toRefund()).toContain(orderId);
  const [told] = (await outboxFor(db(), email)).filter(
    (message) => message.kind === 'paid-after-cancellation',
  );
  expect(told).toMatchObject({
    language: 'it',
    subject: `Ordine ${orderId}: ti restituiamo il pagamento`,
  });
  expect(told?.text_body).toContain('era già stato annullato');

  // A second word from the provider records nothing more.
  await approve(gateway);
  expect((await show(orderId)).history).toHaveLength(late.history.length);

  const refunded = await refundAll(orderId);
  expect(refunded.statusCode).toBe(200);
  const after = refunded.json<OperatorOrder>();
  expect(after.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  expect(after.refunds.map((refund) => [refund.status, refund.amountCents])).toEqual([
    ['succeeded', after.order.totalCents],
  ]);
  expect(await toRefund()).not.toContain(orderId);
  expect(await kindsOf(email)).toEqual([
    'payment-pending',
    'order-cancelled',
    'paid-after-cancellation',
    'order-refunded',
  ]);
  expect(await stockOf(db(), variant)).toBe(5);
});

test('a bank transfer that arrives after the cancellation is flagged for the operator to return to the IBAN', async () => {
  const { browser, email, orderId } = await unpaidOrder('bank-transfer', 'en');
  expect((await cancelByShopper(browser, orderId)).statusCode).toBe(200);

  const received = await operatorCall('POST', `/api/operator/orders/${orderId}/transfer-received`);
  expect(received.statusCode).toBe(200);
  expect(received.json<OperatorOrder>().history.at(-1)).toMatchObject({
    move: 'paid-after-cancellation',
    by: 'operator',
  });
  expect(await toRefund()).toContain(orderId);
  const [told] = (await outboxFor(db(), email)).filter(
    (message) => message.kind === 'paid-after-cancellation',
  );
  expect(told?.subject).toBe(`Order ${orderId}: we are returning your payment`);

  // Recorded once: the same transfer seen twice is refused.
  const again = await operatorCall('POST', `/api/operator/orders/${orderId}/transfer-received`);
  expect(again.statusCode).toBe(409);

  expect((await refundAll(orderId)).json()).toEqual({
    message: 'The order was paid by bank transfer: give the IBAN to refund',
  });
  const refunded = await refundAll(orderId, IBAN);
  expect(refunded.json<OperatorOrder>().order.paymentStatus).toBe('refunded');
  expect(await toRefund()).not.toContain(orderId);
});

test('an order paid before it could be cancelled is not flagged: nothing to give back', async () => {
  const { browser, orderId, gateway } = await unpaidOrder('paypal');
  await approve(gateway);
  expect((await cancelByShopper(browser, orderId)).statusCode).toBe(409);
  expect((await show(orderId)).order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  expect(await toRefund()).not.toContain(orderId);
});

test('a cancel and the provider’s approval at once, ten times: each order ends one way, its stock and money counted once', async () => {
  const orders = await Promise.all(Array.from({ length: 10 }, () => unpaidOrder('paypal')));

  await Promise.all(
    orders.flatMap(({ browser, orderId, gateway }) => [
      cancelByShopper(browser, orderId),
      approve(gateway),
    ]),
  );

  for (const { orderId, variant } of orders) {
    const { order, history } = await show(orderId);
    const moves = history.map((entry) => entry.move);
    const paidAttempts = await db()
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select('p.id')
      .where('o.number', '=', orderId)
      .where('p.status', '=', 'paid')
      .execute();
    // The money was taken once, whichever came first.
    expect(paidAttempts).toHaveLength(1);
    if (order.status === 'confirmed') {
      expect(moves).toEqual(['placed', 'payment-succeeded']);
      expect(await stockOf(db(), variant)).toBe(3);
    } else {
      expect(moves).toEqual(['placed', 'cancelled-by-shopper', 'paid-after-cancellation']);
      expect(order.paymentStatus).toBe('paid');
      expect(await stockOf(db(), variant)).toBe(5);
      expect(await toRefund()).toContain(orderId);
    }
  }
});
