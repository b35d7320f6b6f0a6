import { randomUUID } from 'node:crypto';
import type { OperatorOrder, OrderResponse, PlaceOrderResponse } from '@shop/shared/contracts';
import { expireReservations } from '../../src/checkout/orders/reservations';
import { signatureHeader } from '../../src/payments';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import {
  cardToken,
  orderBody,
  PAYMENT_FAILED,
  placeOrder,
  TEST_CARD_DECLINED,
} from '../helpers/checkout-orders';
import { shopper, stockOf, type Shopper, variantSupply } from '../helpers/checkout-shopper';
import { outboxFor } from '../helpers/outbox';
import { testConfig } from '../helpers/test-config';

const SECRET = 'test-gateway-secret-for-the-tests';
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ checkout: { ...testConfig().checkout, gatewaySecret: SECRET } });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const variants = variantSupply(db, 100);
async function filledCart(stock = 5) {
  const browser = shopper(shop.app);
  const [variant] = await variants(1, stock);
  await browser.add(variant, 1);
  return { browser, variant };
}

const pay = (browser: Shopper, orderId: string, body: object, key = randomUUID()) =>
  browser.call('POST', `/api/checkout/orders/${orderId}/pay`, body, { 'idempotency-key': key });

async function orderOf(browser: Shopper, orderId: string): Promise<OrderResponse> {
  const response = await browser.call('GET', `/api/checkout/orders/${orderId}`);
  expect(response.statusCode).toBe(200);
  return response.json<OrderResponse>();
}

function callback(event: object, header?: string) {
  const raw = JSON.stringify(event);
  return shop.app.inject({
    method: 'POST',
    url: '/api/payments/test-gateway/callback',
    headers: {
      'content-type': 'application/json',
      'x-gateway-signature': header ?? signatureHeader(SECRET, raw),
    },
    payload: raw,
  });
}

test('the tokenizer knows the test cards and refuses others and expired ones', async () => {
  const browser = shopper(shop.app);
  const card = (number: string, expiry = '12/39') =>
    browser.call('POST', '/api/checkout/card-tokens', {
      number,
      expiry,
      cvc: '123',
      holder: 'G B',
    });
  const ok = await card('4242 4242 4242 4242');
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toMatchObject({ token: expect.stringMatching(/^tok_/), display: '•••• 4242' });
  expect((await card('4111 1111 1111 1112')).json()).toEqual({
    message: 'Il numero della carta non è valido',
  });
  expect((await card('4242 4242 4242 4242', '01/20')).json()).toEqual({
    message: 'La carta è scaduta',
  });
  // The page's language, not the browser's, says what is wrong on the international store.
  const english = await browser.call(
    'POST',
    '/api/checkout/card-tokens',
    { number: '4111 1111 1111 1112', expiry: '12/39', cvc: '123', holder: 'G B', language: 'en' },
    { 'accept-language': 'it-IT' },
  );
  expect(english.json()).toEqual({ message: 'The card number is not valid' });
});

test('a declined card, then a retry that pays: one order, paid, the stock taken once', async () => {
  const { browser, variant } = await filledCart(5);
  const body = await orderBody(browser, {
    method: 'card',
    card: await cardToken(browser, TEST_CARD_DECLINED),
  });
  const declined = (await placeOrder(browser, body)).json<PlaceOrderResponse>();
  expect(declined.next).toEqual({ kind: 'failed', message: PAYMENT_FAILED });
  expect(await orderOf(browser, declined.orderId)).toMatchObject({
    status: 'pending',
    paymentStatus: 'failed',
  });
  expect(await stockOf(db(), variant)).toBe(4);

  const key = randomUUID();
  const retry = { paymentMethodId: 'card', cardToken: await cardToken(browser), language: 'it' };
  const paid = await pay(browser, declined.orderId, retry, key);
  expect(paid.statusCode).toBe(200);
  expect(paid.json<PlaceOrderResponse>()).toEqual({ ...declined, next: { kind: 'paid' } });
  // The same retry again (a double click) answers the same and charges nothing more.
  expect((await pay(browser, declined.orderId, retry, key)).json()).toEqual(paid.json());
  expect(await orderOf(browser, declined.orderId)).toMatchObject({
    status: 'confirmed',
    paymentStatus: 'paid',
  });
  const attempts = await db()
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.attempt', 'p.status'])
    .where('o.number', '=', declined.orderId)
    .orderBy('p.attempt')
    .execute();
  expect(attempts).toEqual([
    { attempt: 1, status: 'failed' },
    { attempt: 2, status: 'paid' },
  ]);
  expect(await stockOf(db(), variant)).toBe(4);
  const again = await pay(browser, declined.orderId, {
    paymentMethodId: 'card',
    cardToken: await cardToken(browser),
    language: 'it',
  });
  expect(again.statusCode).toBe(409);
});

test('bank transfer: the order awaits it with instructions, e-mailed; unpaid in time, it is cancelled and the stock comes back', async () => {
  const { browser, variant } = await filledCart(5);
  const body = await orderBody(browser, { email: 'bonifico@example.it' });
  const placed = (await placeOrder(browser, body)).json<PlaceOrderResponse>();
  expect(placed.next).toEqual({
    kind: 'awaiting-transfer',
    instructions: {
      beneficiary: shop.config.checkout.bankTransfer.beneficiary,
      iban: shop.config.checkout.bankTransfer.iban,
      bic: shop.config.checkout.bankTransfer.bic,
      reference: placed.orderId,
      amountCents: body.totalCents,
      payBy: expect.any(String),
    },
  });
  const [email] = await outboxFor(db(), 'bonifico@example.it');
  expect(email?.text_body).toContain(shop.config.checkout.bankTransfer.iban);
  expect(await stockOf(db(), variant)).toBe(4);

  await db()
    .updateTable('orders')
    .set({ reserved_until: new Date(Date.now() - 1000) })
    .where('number', '=', placed.orderId)
    .execute();
  expect(await expireReservations(db())).toBeGreaterThanOrEqual(1);
  expect(await stockOf(db(), variant)).toBe(5);
  expect(await orderOf(browser, placed.orderId)).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'expired',
    bankTransfer: null,
  });
  expect(await expireReservations(db())).toBe(0);
  expect(await stockOf(db(), variant)).toBe(5);
});

test('an operator records a bank transfer that arrived: the order is paid and confirmed by e-mail', async () => {
  const { browser } = await filledCart(5);
  const placed = (
    await placeOrder(browser, await orderBody(browser, { email: 'arrivato@example.it' }))
  ).json<PlaceOrderResponse>();
  const url = `/api/operator/orders/${placed.orderId}/transfer-received`;
  expect((await shop.app.inject({ method: 'POST', url })).statusCode).toBe(401);
  const authorization = `Bearer ${shop.operatorToken}`;
  const received = await shop.app.inject({ method: 'POST', url, headers: { authorization } });
  expect(received.statusCode).toBe(200);
  // Like every operator move, it answers the order as it stands now, with its history.
  const answer = received.json<OperatorOrder>();
  expect(answer.order.paymentStatus).toBe('paid');
  expect(answer.history.at(-1)).toMatchObject({ move: 'payment-succeeded', by: 'operator' });
  expect(await orderOf(browser, placed.orderId)).toMatchObject({
    status: 'confirmed',
    paymentStatus: 'paid',
    bankTransfer: null,
  });
  const emails = await outboxFor(db(), 'arrivato@example.it');
  expect(emails.map((email) => email.subject)).toEqual([
    `Conferma del tuo ordine ${placed.orderId}`,
    `Conferma del tuo ordine ${placed.orderId}`,
  ]);
  expect(emails[1]?.text_body).toContain('è confermato e pagato');
  const again = await shop.app.inject({ method: 'POST', url, headers: { authorization } });
  expect(again.statusCode).toBe(409);
});

test('a wallet redirects to the gateway page, whose approval comes back signed and lands on the success page', async () => {
  const { browser } = await filledCart();
  const body = await orderBody(browser, { method: 'paypal', email: 'wallet@example.it' });
  const placed = (await placeOrder(browser, body)).json<PlaceOrderResponse>();
  expect(placed.next.kind).toBe('redirect');
  const url = new URL(placed.next.kind === 'redirect' ? placed.next.url : '');
  expect(url.origin).toBe(shop.config.storeOrigins.it);

  const page = await browser.call('GET', `${url.pathname}${url.search}`);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain('Approva il pagamento');
  expect(page.body).toContain('lang="it"');

  const approved = await shop.app.inject({
    method: 'POST',
    url: `${url.pathname}/decision?lang=it`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
  expect(approved.statusCode).toBe(303);
  // The return carries the order's access, as the e-mailed link does: a guest's page opens.
  expect(approved.headers.location).toMatch(
    new RegExp(
      `^${shop.config.storeOrigins.it}/checkout/success/${placed.orderId}\\?access=[\\w-]+$`,
    ),
  );
  expect(await orderOf(browser, placed.orderId)).toMatchObject({ paymentStatus: 'paid' });
  // The link back sent when the shopper left for the gateway, then the confirmation.
  expect((await outboxFor(db(), 'wallet@example.it')).map((row) => row.kind)).toEqual([
    'payment-pending',
    'order-confirmation',
  ]);
});

test('a declined wallet goes to the error page; the retry with another wallet pays the same order', async () => {
  const { browser } = await filledCart();
  const placed = (
    await placeOrder(browser, await orderBody(browser, { method: 'satispay' }))
  ).json<PlaceOrderResponse>();
  const url = new URL(placed.next.kind === 'redirect' ? placed.next.url : '');
  const declined = await shop.app.inject({
    method: 'POST',
    url: `${url.pathname}/decision?lang=it`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=decline',
  });
  expect(declined.headers.location).toMatch(
    new RegExp(
      `^${shop.config.storeOrigins.it}/checkout/error/${placed.orderId}\\?access=[\\w-]+$`,
    ),
  );
  const retried = (
    await pay(browser, placed.orderId, { paymentMethodId: 'paypal', language: 'it' })
  ).json<PlaceOrderResponse>();
  expect(retried.orderId).toBe(placed.orderId);
  const again = new URL(retried.next.kind === 'redirect' ? retried.next.url : '');
  await shop.app.inject({
    method: 'POST',
    url: `${again.pathname}/decision?lang=it`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
  expect(await orderOf(browser, placed.orderId)).toMatchObject({
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: { id: 'paypal' },
  });
});

test('callbacks: bad or stale signatures are refused; duplicate and out-of-order events change the state once', async () => {
  const { browser } = await filledCart();
  const placed = (
    await placeOrder(browser, await orderBody(browser, { method: 'instalments' }))
  ).json<PlaceOrderResponse>();
  const payment = await db()
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select('p.id')
    .where('o.number', '=', placed.orderId)
    .executeTakeFirstOrThrow();
  const approve = { eventId: 'evt_approve_1', paymentId: payment.id, outcome: 'approved' };

  const forged = await callback(
    approve,
    signatureHeader('another-secret', JSON.stringify(approve)),
  );
  expect(forged.statusCode).toBe(400);
  const stale = await callback(
    approve,
    signatureHeader(SECRET, JSON.stringify(approve), Date.now() - 10 * 60_000),
  );
  expect(stale.statusCode).toBe(400);
  const tampered = await callback(
    { ...approve, outcome: 'declined' },
    signatureHeader(SECRET, JSON.stringify(approve)),
  );
  expect(tampered.statusCode).toBe(400);
  expect((await orderOf(browser, placed.orderId)).paymentStatus).toBe('pending');

  expect((await callback(approve)).json()).toEqual({ received: true, applied: true });
  expect((await callback(approve)).json()).toEqual({ received: true, applied: false });
  const late = await callback({
    eventId: 'evt_decline_1',
    paymentId: payment.id,
    outcome: 'declined',
  });
  expect(late.json()).toEqual({ received: true, applied: false });
  expect(await orderOf(browser, placed.orderId)).toMatchObject({
    status: 'confirmed',
    paymentStatus: 'paid',
  });
});

test('a failed payment not retried in time releases the stock; the order can no longer be paid', async () => {
  const { browser, variant } = await filledCart(5);
  const placed = (
    await placeOrder(
      browser,
      await orderBody(browser, {
        method: 'card',
        card: await cardToken(browser, TEST_CARD_DECLINED),
      }),
    )
  ).json<PlaceOrderResponse>();
  expect(await stockOf(db(), variant)).toBe(4);
  await db()
    .updateTable('orders')
    .set({ reserved_until: new Date(Date.now() - 1000) })
    .where('number', '=', placed.orderId)
    .execute();
  await expireReservations(db());
  expect(await stockOf(db(), variant)).toBe(5);
  const late = await pay(browser, placed.orderId, {
    paymentMethodId: 'card',
    cardToken: await cardToken(browser),
    language: 'it',
  });
  expect(late.statusCode).toBe(409);
});
