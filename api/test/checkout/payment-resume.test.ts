import type {
  OrderResponse,
  PendingOrderResponse,
  PlaceOrderResponse,
} from '@shop/shared/contracts';
import { randomUUID } from 'node:crypto';
import { testAppForFile } from '../helpers/build-test-app';
import { cardToken, orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, stockOf, type Shopper, variantSupply } from '../helpers/checkout-shopper';
import { outboxFor } from '../helpers/outbox';

const shop = testAppForFile();

const variants = variantSupply(() => shop.database.db, 400);
let emails = 0;

/** A shopper sent to the test gateway's PayPal page, who comes back without deciding. */
async function leftPayPal() {
  const browser = shopper(shop.app);
  const [variant] = await variants(1, 5);
  await browser.add(variant, 2);
  const email = `ritorno.${(emails += 1)}@example.it`;
  const body = await orderBody(browser, { method: 'paypal', email });
  const placed = (await placeOrder(browser, body)).json<PlaceOrderResponse>();
  if (placed.next.kind !== 'redirect') throw new Error(`expected a redirect: ${placed.next.kind}`);
  return { browser, variant, email, placed, gateway: new URL(placed.next.url) };
}

const pendingOf = async (browser: Shopper) =>
  (await browser.call('GET', '/api/checkout/pending-order')).json<PendingOrderResponse>();

const orderOf = async (browser: Shopper, orderId: string, access = '') =>
  (
    await browser.call('GET', `/api/checkout/orders/${orderId}?access=${access}`)
  ).json<OrderResponse>();

const payByCard = async (browser: Shopper, orderId: string, extra: object = {}) =>
  browser.call(
    'POST',
    `/api/checkout/orders/${orderId}/pay`,
    { paymentMethodId: 'card', cardToken: await cardToken(browser), language: 'it', ...extra },
    { 'idempotency-key': randomUUID() },
  );

/** The gateway's page decides (a late tab, the provider's own server): its callback follows. */
const decide = (gateway: URL, decision: 'approve' | 'decline') =>
  shop.app.inject({
    method: 'POST',
    url: `${gateway.pathname}/decision?lang=it`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });

const cancel = (browser: Shopper, orderId: string, body: object = {}) =>
  browser.call('POST', `/api/checkout/orders/${orderId}/cancel`, { language: 'en', ...body });

test('back from the PayPal page: the order is offered again and a card pays it', async () => {
  const { browser, variant, placed, gateway } = await leftPayPal();
  expect(await pendingOf(browser)).toEqual({ order: { orderId: placed.orderId } });
  const paid = (await payByCard(browser, placed.orderId)).json<PlaceOrderResponse>();
  expect(paid.next.kind).toBe('paid');
  expect(await pendingOf(browser)).toEqual({ order: null });
  expect(await stockOf(shop.database.db, variant)).toBe(3);

  // The PayPal attempt was closed when the shopper paid otherwise: approving it now pays nothing.
  await decide(gateway, 'approve');
  const attempts = await shop.database.db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.method', 'p.status', 'p.failure_reason'])
    .where('o.number', '=', placed.orderId)
    .orderBy('p.attempt')
    .execute();
  expect(attempts).toEqual([
    { method: 'paypal', status: 'failed', failure_reason: 'left-provider-page' },
    { method: 'card', status: 'paid', failure_reason: null },
  ]);
});

test('a guest’s e-mailed link opens the pending order, which the link’s holder pays', async () => {
  const { email, placed } = await leftPayPal();
  const [mail] = await outboxFor(shop.database.db, email);
  expect(mail).toMatchObject({
    kind: 'payment-pending',
    language: 'it',
    subject: `Ordine ${placed.orderId}: pagamento non completato`,
  });
  const link = new URL(/https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? '');
  expect(link.pathname).toBe(`/checkout/error/${placed.orderId}`);
  const access = link.searchParams.get('access') ?? '';
  expect(access).toBe(placed.accessToken);

  // Another browser (the guest's phone) with nothing but the link.
  const phone = shopper(shop.app);
  expect(await orderOf(phone, placed.orderId, access)).toMatchObject({
    status: 'pending',
    paymentStatus: 'pending',
  });
  const paid = await payByCard(phone, placed.orderId, { accessToken: access });
  expect(paid.json<PlaceOrderResponse>().next.kind).toBe('paid');
  expect((await outboxFor(shop.database.db, email)).map((row) => row.kind)).toEqual([
    'payment-pending',
    'order-confirmation',
  ]);
});

test('a payment completed on the provider’s page after Back wins: the order is paid, not paid again', async () => {
  const { browser, placed, gateway } = await leftPayPal();
  expect((await decide(gateway, 'approve')).statusCode).toBe(303);
  expect(await pendingOf(browser)).toEqual({ order: null });
  const again = await payByCard(browser, placed.orderId);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({ message: 'Questo ordine non può essere pagato ora' });
  const refused = await cancel(browser, placed.orderId);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ message: 'This order can no longer be cancelled' });
  expect(await orderOf(browser, placed.orderId)).toMatchObject({ paymentStatus: 'paid' });
});

test('cancelling the pending order gives its stock back at once, once', async () => {
  const { browser, variant, placed, gateway } = await leftPayPal();
  expect(await stockOf(shop.database.db, variant)).toBe(3);
  const stranger = shopper(shop.app);
  expect((await cancel(stranger, placed.orderId)).statusCode).toBe(404);
  expect((await cancel(stranger, placed.orderId, { accessToken: 'x'.repeat(43) })).statusCode).toBe(
    404,
  );
  // The id in the path is checked by its own schema beside the contract that checks the body.
  const overlong = await cancel(browser, 'x'.repeat(41));
  expect(overlong.statusCode).toBe(400);
  expect(overlong.json()).toEqual({ message: 'Invalid request: check the field “orderId”.' });

  const cancelled = await cancel(browser, placed.orderId);
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.headers['cache-control']).toBe('no-store');
  expect(cancelled.json<OrderResponse>()).toMatchObject({
    orderId: placed.orderId,
    status: 'cancelled',
  });
  expect(await stockOf(shop.database.db, variant)).toBe(5);
  expect(await pendingOf(browser)).toEqual({ order: null });

  expect((await cancel(browser, placed.orderId)).statusCode).toBe(409);
  // A late approval on the provider's page finds the attempt closed: nothing is paid or taken.
  await decide(gateway, 'approve');
  expect(await orderOf(browser, placed.orderId)).toMatchObject({ status: 'cancelled' });
  expect(await stockOf(shop.database.db, variant)).toBe(5);
});

test('the e-mailed link’s holder cancels too; a malformed body is refused in the shopper’s words', async () => {
  const { placed } = await leftPayPal();
  const phone = shopper(shop.app);
  const bad = await phone.call('POST', `/api/checkout/orders/${placed.orderId}/cancel`, {
    language: 'xx',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toEqual({ message: expect.any(String) });
  const cancelled = await cancel(phone, placed.orderId, { accessToken: placed.accessToken });
  expect(cancelled.json<OrderResponse>()).toMatchObject({ status: 'cancelled' });
});

test('a visitor with no order, and a bank transfer’s order, are offered nothing', async () => {
  expect(await pendingOf(shopper(shop.app))).toEqual({ order: null });
  const browser = shopper(shop.app);
  const [variant] = await variants(1, 5);
  await browser.add(variant, 1);
  const placed = await placeOrder(browser, await orderBody(browser));
  expect(placed.json<PlaceOrderResponse>().next.kind).toBe('awaiting-transfer');
  expect(await pendingOf(browser)).toEqual({ order: null });
});

const historyOf = (orderId: string) =>
  shop.database.db
    .selectFrom('order_history as h')
    .innerJoin('orders as o', 'o.id', 'h.order_id')
    .select(['h.move', 'h.actor', 'h.reason', 'h.status', 'h.payment_status', 'h.shipping_status'])
    .where('o.number', '=', orderId)
    .orderBy('h.id')
    .execute();

test('every move of an order is in its history: which, by whom and the states after it', async () => {
  const { browser, placed, gateway } = await leftPayPal();
  await decide(gateway, 'decline');
  await payByCard(browser, placed.orderId);
  // Late and refused: neither changes the order, so neither is a move.
  await decide(gateway, 'approve');
  expect((await cancel(browser, placed.orderId)).statusCode).toBe(409);

  expect(await historyOf(placed.orderId)).toEqual([
    {
      move: 'placed',
      actor: 'shopper',
      reason: null,
      status: 'pending',
      payment_status: 'pending',
      shipping_status: 'not-shipped',
    },
    {
      move: 'payment-failed',
      actor: 'provider',
      reason: expect.any(String),
      status: 'pending',
      payment_status: 'failed',
      shipping_status: 'not-shipped',
    },
    {
      move: 'payment-retried',
      actor: 'shopper',
      reason: null,
      status: 'pending',
      payment_status: 'pending',
      shipping_status: 'not-shipped',
    },
    {
      move: 'payment-succeeded',
      actor: 'provider',
      reason: expect.any(String),
      status: 'confirmed',
      payment_status: 'paid',
      shipping_status: 'preparing',
    },
  ]);
});

test("the shopper's cancellation stands: a payment arriving after it revives nothing, it is only recorded for its refund", async () => {
  const { browser, variant, placed, gateway } = await leftPayPal();
  expect((await cancel(browser, placed.orderId)).statusCode).toBe(200);
  await decide(gateway, 'approve');

  expect(
    (await historyOf(placed.orderId)).map(({ move, actor, status }) => [move, actor, status]),
  ).toEqual([
    ['placed', 'shopper', 'pending'],
    ['cancelled-by-shopper', 'shopper', 'cancelled'],
    ['paid-after-cancellation', 'provider', 'cancelled'],
  ]);
  expect(await stockOf(shop.database.db, variant)).toBe(5);
});

test('an e-mail in the order’s language confirms the cancellation, with the order’s own link', async () => {
  const { browser, email, placed } = await leftPayPal();
  expect((await cancel(browser, placed.orderId)).statusCode).toBe(200);

  const mails = await outboxFor(shop.database.db, email);
  expect(mails.map((mail) => mail.kind)).toEqual(['payment-pending', 'order-cancelled']);
  const confirmation = mails[1];
  expect(confirmation).toMatchObject({
    language: 'it',
    subject: `Ordine ${placed.orderId} annullato`,
  });
  expect(confirmation?.text_body).toContain('non ti addebiteremo nulla');
  expect(confirmation?.text_body).not.toContain('bonifico');
  const link = new URL(/https?:\/\/\S+/.exec(confirmation?.text_body ?? '')?.[0] ?? '');
  expect(link.pathname).toBe(`/checkout/error/${placed.orderId}`);
  expect(link.searchParams.get('access')).toBe(placed.accessToken);
});

test('cancelling an order that awaits its bank transfer says a transfer already sent comes back', async () => {
  const browser = shopper(shop.app);
  const [variant] = await variants(1, 5);
  await browser.add(variant, 1);
  const email = `bonifico.${(emails += 1)}@example.com`;
  const body = await orderBody(browser, { method: 'bank-transfer', email, lang: 'en' });
  const placed = (await placeOrder(browser, body)).json<PlaceOrderResponse>();

  expect((await cancel(browser, placed.orderId)).statusCode).toBe(200);

  const mails = await outboxFor(shop.database.db, email);
  expect(mails.map((mail) => [mail.kind, mail.language])).toEqual([
    ['order-confirmation', 'en'],
    ['order-cancelled', 'en'],
  ]);
  expect(mails[1]?.subject).toBe(`Order ${placed.orderId} cancelled`);
  expect(mails[1]?.text_body).toContain('If you had already sent the bank transfer');
  expect(await stockOf(shop.database.db, variant)).toBe(5);
});
