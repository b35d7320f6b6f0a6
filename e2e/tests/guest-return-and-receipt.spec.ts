import type { OrderResponse } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import {
  addressAndCard,
  fillCart,
  guestToPayment,
  inStockVariant,
  payAndReachSuccess,
  TEST_CARD_OK,
} from '../support/checkout';
import { waitForEmail } from '../support/outbox';
import { expect, test } from '../support/shop';

test('a guest on the e-mailed order page sends back one of two pieces, and prints the receipt with the order’s total', async ({
  page,
  request,
  shop,
}) => {
  // A checkout and three pages: generous for a busy machine.
  test.setTimeout(180_000);
  const email = `e2e-receipt-${Date.now().toString(36)}@example.com`;
  const variant = await inStockVariant(shop.api);
  await fillCart(page, shop.it, shop.api, variant);
  await guestToPayment(page, shop.it, shop.api, email, variant);
  await addressAndCard(page, TEST_CARD_OK);
  const orderId = await payAndReachSuccess(page);
  const access = new URL(page.url()).searchParams.get('access') ?? '';
  expect(access).not.toBe('');
  const order = (await (
    await request.get(`${shop.api}/api/checkout/orders/${orderId}?access=${access}&lang=it`)
  ).json()) as OrderResponse;
  expect(order.items).toEqual([expect.objectContaining({ quantity: 2 })]);
  const [item] = order.items;

  // The checkout's order page places the account team's withdrawal with the order's lines.
  const main = page.getByRole('main');
  const withdrawal = main.getByRole('region', { name: 'Recesso dal contratto' });
  await withdrawal.getByRole('button', { name: 'Recedi dal contratto qui' }).click();
  const pieces = withdrawal
    .getByRole('group', { name: 'Cosa restituisci' })
    .getByRole('combobox', { name: `${item?.name}, ${item?.colour.name}, taglia ${item?.size}` });
  await expect(pieces).toHaveValue('2');
  await pieces.selectOption('1');
  await withdrawal.getByRole('button', { name: 'Conferma il recesso' }).click();
  await expect(withdrawal.getByRole('status')).toContainText('Abbiamo ricevuto il tuo recesso');
  await expect(withdrawal.getByRole('listitem')).toHaveText(/: 1 pezzo$/);
  const acknowledgement = await waitForEmail(
    request,
    shop,
    (message) => message.to === email && message.kind === 'order-withdrawal',
  );
  expect(acknowledgement.text).toContain(
    `Prodotti da restituire: 1 × ${item?.name} – ${item?.colour.name}, ${item?.size}.`,
  );

  // The receipt: its rows add up to what was paid, and its PDF opens with the link's token.
  await main.getByRole('link', { name: 'Vedi e stampa la ricevuta' }).click();
  await expect(page).toHaveURL(`${shop.it}/orders/${orderId}/receipt?access=${access}`);
  const receipt = main.getByRole('article', { name: 'Ricevuta' });
  await expect(receipt.getByRole('row')).toHaveCount(3); // the heading, the line, the shipping
  await expect(receipt.locator('dt:has-text("Totale") + dd')).toHaveText(
    formatPrice(order.totalCents, 'it'),
  );
  const pdf = await page.evaluate(
    async (href) => {
      const response = await fetch(href);
      return [response.status, (await response.text()).slice(0, 5)];
    },
    (await main.getByRole('link', { name: 'Scarica la ricevuta (PDF)' }).getAttribute('href')) ??
      '',
  );
  expect(pdf).toEqual([200, '%PDF-']);
  await expect(main.getByRole('link', { name: 'Torna all’ordine' })).toHaveAttribute(
    'href',
    `/checkout/success/${orderId}?access=${access}`,
  );
});
