import type { APIRequestContext } from '@playwright/test';
import { STORE_TERMS, type OperatorOrder } from '@shop/shared/contracts';
import { registerCustomer } from '../support/account';
import {
  addressAndCard,
  guestToPayment,
  payAndReachSuccess,
  TEST_CARD_OK,
} from '../support/checkout';
import { waitForEmail } from '../support/outbox';
import { expect, test } from '../support/shop';

/** An operator's move through the operator API (the back office's, and `npm run orders`'). */
async function operator(
  request: APIRequestContext,
  shop: { api: string; operatorToken: string },
  path: string,
  data: object,
): Promise<OperatorOrder> {
  const response = await request.post(`${shop.api}/api/operator/orders/${path}`, {
    headers: { Authorization: `Bearer ${shop.operatorToken}` },
    data,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OperatorOrder;
}

test('a guest’s order from card to refund: shipped and tracked, found in the account once registered, withdrawn, returned and refunded, its whole timeline in both languages', async ({
  page,
  request,
  shop,
}) => {
  // A checkout, a registration, a withdrawal and six pages: generous for a busy machine.
  test.setTimeout(240_000);
  const email = `e2e-lifecycle-${Date.now().toString(36)}@example.com`;
  await guestToPayment(page, shop.it, shop.api, email);
  await addressAndCard(page, TEST_CARD_OK);
  const orderId = await payAndReachSuccess(page);

  // The operator ships it; the shopper gets the tracking link.
  await operator(request, shop, `${orderId}/shipments`, {
    carrier: 'brt',
    trackingNumber: 'BRT0001234567',
  });
  const shipped = await waitForEmail(
    request,
    shop,
    (message) => message.to === email && message.kind === 'order-shipped',
  );
  expect(shipped.subject).toBe(`Ordine ${orderId} spedito`);
  expect(shipped.text).toContain(
    'Segui la spedizione: https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=BRT0001234567',
  );
  expect(shipped.text).toContain(`/checkout/success/${orderId}?access=`);
  await operator(request, shop, `${orderId}/delivered`, { trackingNumber: 'BRT0001234567' });

  // Registered with the order's address, the shopper finds it, tracked, in the account.
  await page.context().clearCookies();
  await registerCustomer(page, shop, 'lifecycle', email);
  await page.goto(`${shop.it}/account/orders/${orderId}`);
  const main = page.getByRole('main');
  const parcels = main.getByRole('region', { name: 'Spedizioni' });
  await expect(parcels).toContainText('Con BRT:');
  await expect(
    parcels.getByRole('link', { name: 'segui la spedizione BRT0001234567' }),
  ).toHaveAttribute('href', /Nspediz=BRT0001234567$/);
  await expect(parcels).toContainText(/consegnata il \d{1,2} \p{L}+ \d{4}/u);

  // The shopper withdraws; the operator receives the return; the test gateway refunds it.
  const withdrawal = main.getByRole('region', { name: 'Recesso dal contratto' });
  await withdrawal.getByRole('button', { name: 'Recedi dal contratto qui' }).click();
  await withdrawal.getByRole('button', { name: 'Conferma il recesso' }).click();
  await expect(withdrawal.getByRole('status')).toContainText('Abbiamo ricevuto il tuo recesso');
  // One piece bought: nothing to choose, it goes back.
  await expect(withdrawal.getByRole('listitem')).toHaveText(/: 1 pezzo$/);
  // The label for the parcel opens from the panel, in the shopper's session.
  const labelLink = withdrawal.getByRole('link', { name: 'Scarica l’etichetta di reso (PDF)' });
  const label = await page.evaluate(
    async (href) => {
      const response = await fetch(href);
      return [
        response.status,
        response.headers.get('content-type'),
        (await response.text()).slice(0, 5),
      ];
    },
    (await labelLink.getAttribute('href')) ?? '',
  );
  expect(label).toEqual([200, 'application/pdf', '%PDF-']);
  const returned = await operator(request, shop, `${orderId}/returns`, {
    lines: [{ line: 1, quantity: 1 }],
  });
  expect(returned.order).toMatchObject({ shippingStatus: 'returned', paymentStatus: 'refunded' });
  // Everything comes back, less the return shipping the terms of sale leave to the shopper.
  expect(returned.refunds).toEqual([
    expect.objectContaining({
      status: 'succeeded',
      amountCents: returned.order.totalCents - STORE_TERMS.it.returnCostCents,
      returnCostCents: STORE_TERMS.it.returnCostCents,
    }),
  ]);
  const refunded = await waitForEmail(
    request,
    shop,
    (message) => message.to === email && message.kind === 'order-refunded',
  );
  expect(refunded.subject).toMatch(new RegExp(`^Rimborso di .+ per l'ordine ${orderId}$`));

  // The whole timeline, in Italian…
  await page.reload();
  await expect(main.getByRole('region', { name: 'Rimborsi' })).toContainText(
    /Rimborso di .+ · emesso.*trattenuti 10,00\s€ di spese di reso/,
  );
  await expect(
    main.getByRole('region', { name: 'Storia dell’ordine' }).getByRole('listitem'),
  ).toHaveText([
    /Ordine ricevuto$/,
    /Pagamento ricevuto$/,
    /Spedito$/,
    /Consegnato$/,
    /Reso ricevuto$/,
    /Rimborsato$/,
  ]);
  // The receipt, from the order page.
  await main.getByRole('link', { name: 'Ricevuta' }).click();
  await expect(main.getByRole('article', { name: 'Ricevuta' })).toContainText(
    `Ordine ${orderId}, pagato il`,
  );
  await page.goBack();
  // …and in English.
  await page.goto(`${shop.it}/en/account/orders/${orderId}`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Order ${orderId}`);
  await expect(main.getByRole('region', { name: 'Refunds' })).toContainText(/Refund of .+ · made/);
  await expect(
    main.getByRole('region', { name: 'Order history' }).getByRole('listitem'),
  ).toHaveText([
    /Order received$/,
    /Payment received$/,
    /Shipped$/,
    /Delivered$/,
    /Return received$/,
    /Refunded$/,
  ]);
});
