import type {
  OrderResponse,
  PaymentMethodsResponse,
  PlaceOrderResponse,
} from '@shop/shared/contracts';
import { randomUUID } from 'node:crypto';
import { paymentMethodsFor } from '../../src/payments';
import { testAppForFile } from '../helpers/build-test-app';
import { cardToken, orderBody, placeOrder, TEST_CARD_DECLINED } from '../helpers/checkout-orders';
import { shopper, variantSupply } from '../helpers/checkout-shopper';

const shop = testAppForFile();

const variants = variantSupply(() => shop.database.db, 300);
/** A shopper whose card was declined: the order is placed, failed, and its cart is empty. */
async function declinedOrder() {
  const browser = shopper(shop.app);
  const [variant] = await variants(1, 5);
  await browser.add(variant, 1);
  const body = await orderBody(browser, {
    method: 'card',
    card: await cardToken(browser, TEST_CARD_DECLINED),
  });
  const placed = (await placeOrder(browser, body)).json<PlaceOrderResponse>();
  expect(placed.next.kind).toBe('failed');
  return { browser, placed };
}

test('after a declined card the retry lists every method the order can use, in its language', async () => {
  const { browser, placed } = await declinedOrder();
  // The cause of the old "no payment methods": the cart's list prices a cart the order emptied.
  const fromCart = await browser.call('GET', '/api/checkout/payment-methods?country=IT&lang=it');
  expect(fromCart.statusCode).toBe(422);

  const order = (
    await browser.call('GET', `/api/checkout/orders/${placed.orderId}`)
  ).json<OrderResponse>();
  for (const lang of ['it', 'en'] as const) {
    const listed = await browser.call(
      'GET',
      `/api/checkout/orders/${placed.orderId}/payment-methods?lang=${lang}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json<PaymentMethodsResponse>().methods).toEqual(
      paymentMethodsFor('italy', order.totalCents, lang),
    );
  }
  const ids = (
    await browser.call('GET', `/api/checkout/orders/${placed.orderId}/payment-methods?lang=it`)
  )
    .json<PaymentMethodsResponse>()
    .methods.map((method) => method.id);
  expect(ids).toEqual(expect.arrayContaining(['card', 'paypal', 'satispay', 'bank-transfer']));
});

test('another visitor reads the list only with the order’s access token', async () => {
  const { placed } = await declinedOrder();
  const stranger = shopper(shop.app);
  const path = `/api/checkout/orders/${placed.orderId}/payment-methods?lang=en`;
  const refused = await stranger.call('GET', path);
  expect(refused.statusCode).toBe(404);
  expect(refused.json()).toEqual({ message: expect.any(String) });
  const withToken = await stranger.call('GET', `${path}&access=${placed.accessToken}`);
  expect(withToken.statusCode).toBe(200);
});

test('a paid order offers no methods: it cannot be paid again', async () => {
  const { browser, placed } = await declinedOrder();
  const paid = await browser.call(
    'POST',
    `/api/checkout/orders/${placed.orderId}/pay`,
    { paymentMethodId: 'card', cardToken: await cardToken(browser), language: 'it' },
    { 'idempotency-key': randomUUID() },
  );
  expect(paid.json<PlaceOrderResponse>().next.kind).toBe('paid');
  const listed = await browser.call(
    'GET',
    `/api/checkout/orders/${placed.orderId}/payment-methods?lang=it`,
  );
  expect(listed.statusCode).toBe(409);
  expect(listed.json()).toEqual({ message: 'Questo ordine non può essere pagato ora' });
});

test('the test gateway’s page names the method in the store’s language only', async () => {
  const { browser, placed } = await declinedOrder();
  const retried = await browser.call(
    'POST',
    `/api/checkout/orders/${placed.orderId}/pay`,
    { paymentMethodId: 'instalments', language: 'it' },
    { 'idempotency-key': randomUUID() },
  );
  const next = retried.json<PlaceOrderResponse>().next;
  const url = new URL(next.kind === 'redirect' ? next.url : '');
  const page = await browser.call('GET', `${url.pathname}${url.search}`);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Pagamento a rate');
  expect(page.body).not.toMatch(/Instalments|Test payment gateway|Approve/);
});
