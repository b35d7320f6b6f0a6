import { screen } from '@testing-library/react';
import { mockApi } from '@shop/shared/test/mock-api';
import { renderCheckoutPage } from '../test/render-checkout';
import { PendingOrderNotice } from './PendingOrderNotice';

it('tells of the order still waiting for its payment and leads to its page', async () => {
  mockApi({
    'GET /api/checkout/pending-order': { body: { order: { orderId: 'IT-2026-000042' } } },
  });
  renderCheckoutPage(() => <PendingOrderNotice locale="it" />, { path: '/cart' });
  expect(
    await screen.findByText(
      "Il pagamento dell'ordine IT-2026-000042 non è stato completato: i suoi capi sono ancora riservati per te.",
      {},
      { timeout: 10_000 },
    ),
  ).toBeVisible();
  expect(
    screen.getByRole('link', { name: "Completa il pagamento o annulla l'ordine" }),
  ).toHaveAttribute('href', '/checkout/error/IT-2026-000042');
});

it('says nothing when there is no such order, or the look-up fails', async () => {
  const fetch = mockApi({ 'GET /api/checkout/pending-order': { body: { order: null } } });
  renderCheckoutPage(() => <PendingOrderNotice locale="en" />, { path: '/en/cart', locale: 'en' });
  await screen.findByText((_, node) => node === document.body);
  expect(fetch).toHaveBeenCalled();
  expect(screen.queryByRole('complementary')).toBeNull();
});
