import type { OperatorOrder, PlaceOrderResponse } from '@shop/shared/contracts';
import Stripe from 'stripe';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, testVariants } from '../helpers/checkout-shopper';
import { testConfig } from '../helpers/test-config';

const WEBHOOK_SECRET = 'whsec_offline_test_secret';

/** What the shop asked Stripe for, answered here instead of by Stripe's servers. */
const requests: { url: string; body: URLSearchParams; idempotencyKey: string | null }[] = [];

/** What Stripe's offline Refunds API answers next. */
let nextRefundStatus: 'succeeded' | 'pending' = 'succeeded';

/**
 * Stripe's API, offline: a PaymentIntent whose status depends on the PaymentMethod sent, and a
 * Refund of `nextRefundStatus`.
 */
const offlineFetch = async (
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response> => {
  const body = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
  const headers = new Headers(init?.headers);
  requests.push({ url: String(input), body, idempotencyKey: headers.get('idempotency-key') });
  if (String(input).endsWith('/v1/refunds')) {
    const refund = {
      id: `re_${requests.length}`,
      object: 'refund',
      amount: Number(body.get('amount')),
      payment_intent: body.get('payment_intent'),
      status: nextRefundStatus,
      metadata: {
        refundId: body.get('metadata[refundId]'),
        attempt: body.get('metadata[attempt]'),
      },
    };
    return new Response(JSON.stringify(refund), {
      status: 200,
      headers: { 'content-type': 'application/json', 'request-id': 'req_offline' },
    });
  }
  const status = body.get('payment_method') === 'pm_card_processing' ? 'processing' : 'succeeded';
  const intent = {
    id: `pi_${requests.length}`,
    object: 'payment_intent',
    amount: Number(body.get('amount')),
    currency: 'eur',
    status,
    metadata: { paymentId: body.get('metadata[paymentId]') },
    next_action: null,
  };
  return new Response(JSON.stringify(intent), {
    status: 200,
    headers: { 'content-type': 'application/json', 'request-id': 'req_offline' },
  });
};

let shop: TestApp;
let stripe: Stripe;
beforeAll(async () => {
  stripe = new Stripe('sk_test_offline', {
    httpClient: Stripe.createFetchHttpClient(offlineFetch),
    maxNetworkRetries: 0,
  });
  const base = testConfig();
  shop = await buildTestApp(
    {
      checkout: {
        ...base.checkout,
        paymentProvider: 'stripe',
        stripe: { secretKey: 'sk_test_offline', webhookSecret: WEBHOOK_SECRET },
      },
    },
    { stripe },
  );
});
afterAll(() => shop.close());

async function cardOrder(paymentMethod: string) {
  const browser = shopper(shop.app);
  const [variant] = await testVariants(shop.database.db, 1, { skip: requests.length * 3 + 7 });
  await browser.add(variant, 1);
  const body = await orderBody(browser, { method: 'card', card: paymentMethod });
  const response = await placeOrder(browser, body);
  expect(response.statusCode).toBe(200);
  return { browser, body, placed: response.json<PlaceOrderResponse>() };
}

function webhook(event: object, header?: string) {
  const payload = JSON.stringify(event);
  return shop.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature':
        header ?? stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

test('with Stripe configured, a card order creates and confirms a PaymentIntent keyed by the attempt', async () => {
  const { placed, body } = await cardOrder('pm_card_visa');
  expect(placed.next).toEqual({ kind: 'paid' });
  const sent = requests.at(-1);
  expect(sent?.url).toMatch(/\/v1\/payment_intents$/);
  expect(sent?.body.get('amount')).toBe(String(body.totalCents));
  expect(sent?.body.get('currency')).toBe('eur');
  expect(sent?.body.get('confirm')).toBe('true');
  expect(sent?.idempotencyKey).toBe(sent?.body.get('metadata[paymentId]'));
  // The test gateway's tokenizer is not offered: Stripe's own fields collect the card.
  expect((await shopper(shop.app).call('POST', '/api/checkout/card-tokens', {})).statusCode).toBe(
    404,
  );
});

test('the webhook checks Stripe’s signature offline and settles a processing payment once', async () => {
  const { placed, browser } = await cardOrder('pm_card_processing');
  expect(placed.next).toEqual({
    kind: 'redirect',
    url: `${shop.config.storeOrigins.it}/checkout/success/${placed.orderId}`,
  });
  const paymentId = requests.at(-1)?.body.get('metadata[paymentId]');
  const event = {
    id: 'evt_offline_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_x', object: 'payment_intent', metadata: { paymentId } } },
  };
  const payload = JSON.stringify(event);

  const forged = await webhook(
    event,
    stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
  );
  expect(forged.statusCode).toBe(400);
  const stale = await webhook(
    event,
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    }),
  );
  expect(stale.statusCode).toBe(400);

  expect((await webhook(event)).json()).toEqual({ received: true, applied: true });
  expect((await webhook(event)).json()).toEqual({ received: true, applied: false });
  const failedLate = await webhook({
    ...event,
    id: 'evt_offline_2',
    type: 'payment_intent.payment_failed',
  });
  expect(failedLate.json()).toEqual({ received: true, applied: false });
  const order = await browser.call('GET', `/api/checkout/orders/${placed.orderId}`);
  expect(order.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
});

const operatorCall = (url: string, payload: object) =>
  shop.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${shop.operatorToken}` },
    payload,
  });

test('a refund goes through Stripe’s Refunds API on the payment’s intent, keyed by the refund and its try', async () => {
  nextRefundStatus = 'succeeded';
  // A PaymentMethod pays one attempt: each order here has its own.
  const { placed, body } = await cardOrder('pm_card_refunded');
  const intent = `pi_${requests.length}`;
  const cancelled = await operatorCall(`/api/operator/orders/${placed.orderId}/cancel`, {
    reason: 'Esaurito',
  });
  expect(cancelled.statusCode).toBe(200);
  const { order, refunds } = cancelled.json<OperatorOrder>();
  const sent = requests.at(-1);
  expect(sent?.url).toMatch(/\/v1\/refunds$/);
  expect(sent?.body.get('payment_intent')).toBe(intent);
  expect(sent?.body.get('amount')).toBe(String(body.totalCents));
  expect(sent?.idempotencyKey).toBe(`refund-${refunds[0]?.id}-1`);
  expect(refunds[0]).toMatchObject({ provider: 'stripe', status: 'succeeded' });
  expect(order.paymentStatus).toBe('refunded');
});

test('a refund Stripe answers pending is settled by its webhook, once', async () => {
  nextRefundStatus = 'pending';
  const { placed } = await cardOrder('pm_card_refund_pending');
  const cancelled = await operatorCall(`/api/operator/orders/${placed.orderId}/cancel`, {
    reason: 'Esaurito',
  });
  const [pending] = cancelled.json<OperatorOrder>().refunds;
  expect(pending).toMatchObject({
    status: 'pending',
    providerReference: expect.stringMatching(/^re_/),
  });
  expect(cancelled.json<OperatorOrder>().order.paymentStatus).toBe('paid');

  const event = {
    id: `evt_refund_${placed.orderId}`,
    object: 'event',
    type: 'refund.updated',
    data: {
      object: {
        id: pending?.providerReference,
        object: 'refund',
        status: 'succeeded',
        metadata: { refundId: pending?.id, attempt: '1' },
      },
    },
  };
  expect((await webhook(event)).json()).toEqual({ received: true, applied: true });
  expect((await webhook(event)).json()).toEqual({ received: true, applied: false });
  const seen = await shop.app.inject({
    url: `/api/operator/orders/${placed.orderId}`,
    headers: { authorization: `Bearer ${shop.operatorToken}` },
  });
  expect(seen.json<OperatorOrder>()).toMatchObject({
    order: { paymentStatus: 'refunded' },
    refunds: [{ status: 'succeeded' }],
  });
  nextRefundStatus = 'succeeded';
});
