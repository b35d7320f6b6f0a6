import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerCheckoutTexts } from '../i18n';
import { PaymentErrorPage } from '../result/PaymentErrorPage';
import { cartOf, paymentMethods, placedOrder } from '../test/checkout-fixtures';
import { renderCheckoutPage } from '../test/render-checkout';

beforeAll(registerCheckoutTexts);
jest.setTimeout(30_000);
/** The first read of the order, on a busy machine. */
const loaded = { timeout: 10_000 };

const orderPath = '/api/checkout/orders/IT-2026-000042';
/** Left on the provider's page with Back: placed, its payment neither done nor refused. */
const leftOrder: Order = { ...placedOrder, status: 'pending', paymentStatus: 'pending' };

function renderOrderPage() {
  renderCheckoutPage((store) => <PaymentErrorPage locale="en" localePrefix="/en" store={store} />, {
    path: '/en/checkout/error/:orderId',
    route: '/en/checkout/error/IT-2026-000042?access=acc_secret',
    locale: 'en',
  });
}

it('an order left on the provider’s page says “payment not completed”, and its cancel releases it', async () => {
  const cancelled: Order = { ...leftOrder, status: 'cancelled', paymentStatus: 'expired' };
  let current = leftOrder;
  const fetch = mockApi({
    'GET /api/cart': { body: cartOf([]) },
    [`GET ${orderPath}`]: () => ({ body: current }),
    [`GET ${orderPath}/payment-methods`]: { body: paymentMethods },
    [`POST ${orderPath}/cancel`]: () => {
      current = cancelled;
      return { body: cancelled };
    },
  });
  renderOrderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }, loaded),
  ).toBeVisible();
  expect(screen.getByText(/The payment for order IT-2026-000042 was not completed/)).toBeVisible();
  expect(screen.queryByText(/payment was unsuccessful|non è andato/)).toBeNull();

  const cancel = screen.getByRole('button', { name: 'Cancel the order' });
  // A double click sends one cancel.
  await userEvent.dblClick(cancel);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Order cancelled' }, loaded),
  ).toBeVisible();
  expect(
    screen.getByText('You cancelled order IT-2026-000042: its pieces are available again.'),
  ).toHaveFocus();
  const sent = fetch.mock.calls.filter(([url]) => String(url).endsWith(`${orderPath}/cancel`));
  expect(sent).toHaveLength(1);
  expect(JSON.parse(String((sent[0]?.[1] as RequestInit).body))).toEqual({
    language: 'en',
    accessToken: 'acc_secret',
  });
  expect(screen.getByRole('button', { name: 'Put the pieces back in the cart' })).toBeVisible();
});

it('a cancel the server refuses (paid meanwhile) says why, and the page reads the order again', async () => {
  let reads = 0;
  mockApi({
    'GET /api/cart': { body: cartOf([]) },
    [`GET ${orderPath}`]: () => {
      reads += 1;
      return { body: leftOrder };
    },
    [`GET ${orderPath}/payment-methods`]: { body: paymentMethods },
    [`POST ${orderPath}/cancel`]: {
      status: 409,
      body: { message: 'This order can no longer be cancelled' },
    },
  });
  renderOrderPage();
  const cancel = await screen.findByRole('button', { name: 'Cancel the order' }, loaded);
  const before = reads;
  await userEvent.click(cancel);
  expect(
    await screen.findByText('This order can no longer be cancelled', {}, loaded),
  ).toBeVisible();
  await waitFor(() => expect(reads).toBeGreaterThan(before));
});

it('an order that is no longer held says so and offers its pieces again', async () => {
  mockApi({
    'GET /api/cart': { body: cartOf([]) },
    [`GET ${orderPath}`]: {
      body: { ...leftOrder, status: 'cancelled', paymentStatus: 'expired' },
    },
  });
  renderOrderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Order cancelled' }, loaded),
  ).toBeVisible();
  expect(
    screen.getByText(/is no longer waiting for its payment: the time to pay it ran out/),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Put the pieces back in the cart' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
});

it('an order the provider paid after the shopper came back leads to the success page', async () => {
  mockApi({
    'GET /api/cart': { body: cartOf([]) },
    [`GET ${orderPath}`]: { body: { ...leftOrder, status: 'confirmed', paymentStatus: 'paid' } },
  });
  renderOrderPage();
  expect(await screen.findByTestId('elsewhere', {}, loaded)).toHaveTextContent(
    '/en/checkout/success/IT-2026-000042?access=acc_secret',
  );
});
