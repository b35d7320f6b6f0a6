import { SELLER } from '@shop/shared';
import {
  addressAndCard,
  guestToPayment,
  inStockVariant,
  MILAN_ADDRESS,
  payAndReachSuccess,
  TEST_CARD_OK,
} from '../support/checkout';
import { waitForEmail } from '../support/outbox';
import { expect, test } from '../support/shop';

test('a guest’s order confirmation e-mail: lines, totals, addresses, seller, withdrawal and its form, readable at 320 px, its withdrawal link opens the order', async ({
  page,
  request,
  shop,
}) => {
  const email = `e2e-confirmation-${Date.now().toString(36)}@example.com`;
  const variant = await inStockVariant(shop.api);
  await guestToPayment(page, shop.it, shop.api, email, variant);
  await addressAndCard(page, TEST_CARD_OK);
  const orderId = await payAndReachSuccess(page);

  const confirmation = await waitForEmail(
    request,
    shop,
    (message) => message.to === email && message.kind === 'order-confirmation',
  );
  expect(confirmation.subject).toBe(`Conferma del tuo ordine ${orderId}`);

  // The HTML as a mail client shows it, on a phone.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.setContent(confirmation.html);
  const facts = (label: string) => page.getByRole('row', { name: new RegExp(`^${label} `) });
  await expect(facts('Numero d’ordine')).toContainText(orderId);
  await expect(facts('Data dell’ordine')).toHaveText(/\d{1,2} \p{L}+ \d{4}$/u);
  await expect(page.getByRole('heading', { name: 'Il tuo ordine' })).toBeVisible();
  await expect(page.getByText(`Taglia: ${variant.size}`)).toBeVisible();
  await expect(page.getByText('Quantità: 1')).toBeVisible();
  await expect(facts('Totale \\(IVA inclusa\\)')).toBeVisible();
  await expect(facts('Metodo di pagamento')).toContainText('Carta di credito o debito');
  await expect(facts('Consegna prevista')).toContainText('1-3 giorni lavorativi');
  await expect(page.getByRole('heading', { name: 'Indirizzo di consegna' })).toBeVisible();
  await expect(
    page.getByText(`${MILAN_ADDRESS.name} ${MILAN_ADDRESS.lastName}`).first(),
  ).toBeVisible();
  await expect(facts('Partita IVA')).toContainText(SELLER.vatNumber);
  await expect(facts('Email')).toContainText(SELLER.email);
  await expect(page.getByRole('heading', { name: 'Diritto di recesso' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Modulo di recesso tipo' })).toBeVisible();
  await expect(page.getByText(`— Destinatario: ${SELLER.name}`)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The withdrawal's link opens the order, with the withdrawal function, in any browser.
  await page
    .getByRole('link', { name: 'Recedi dal contratto dalla pagina del tuo ordine' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/checkout/success/${orderId}\\?access=`));
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Recesso dal contratto' }),
  ).toBeVisible();
});
