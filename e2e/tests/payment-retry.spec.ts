import type { Locator, Page } from '@playwright/test';
import {
  fillShippingAddress,
  guestToPayment,
  guestWithDeclinedCard,
  TEST_CARD_OK,
} from '../support/checkout';
import { expect, test } from '../support/shop';

const FAILED = 'Siamo spiacenti ma il tuo pagamento non è andato a buon fine';

/** Every method an Italian order of a piece or two can be paid with (the payment step's list). */
const ALL_METHODS = [
  /Carta di credito/,
  /Bonifico bancario/,
  /PayPal/,
  /Satispay/,
  /Pagamento a rate/,
];

/** The error page's retry box offers every method, with spec §8's failure text. */
async function expectRetryBoxWithEveryMethod(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/error\//);
  const main = page.getByRole('main');
  await expect(main.getByText(FAILED)).toBeVisible();
  const retry = main.getByRole('region', { name: 'Riprova il pagamento' });
  for (const name of ALL_METHODS) await expect(retry.getByRole('radio', { name })).toBeVisible();
  await expect(main).not.toContainText('non sono disponibili metodi di pagamento');
  return retry;
}

/** A finished order's page: the withdrawal panel at once, no step behind it in the header. */
async function expectFinishedOrder(page: Page) {
  const main = page.getByRole('main');
  await expect(page).toHaveURL(/\/checkout\/success\//);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Grazie per il tuo ordine!');
  const withdrawal = main.getByRole('region', { name: 'Recesso dal contratto' });
  await expect(withdrawal).toBeVisible();
  const back = page.getByRole('banner').getByRole('link', { name: /Torna al negozio/ });
  await expect(back).toHaveAttribute('href', '/');
  await expect(page.getByRole('banner')).not.toContainText('Pagamento');
  // "Continua lo shopping" keeps clear of the withdrawal box's border.
  const link = main.getByRole('link', { name: 'Continua lo shopping' });
  await expect(async () => {
    const box = await boxOf(withdrawal);
    const below = await boxOf(link);
    expect(below.y).toBeGreaterThanOrEqual(box.y + box.height + 8);
  }).toPass();
  return withdrawal;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

test('a declined card: the retry box offers every method and a wallet pays on the gateway’s Italian page', async ({
  page,
  shop,
}) => {
  await guestWithDeclinedCard(page, shop.it, shop.api);
  const retry = await expectRetryBoxWithEveryMethod(page);
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Torna al negozio/ }),
  ).toBeVisible();
  await retry.getByRole('radio', { name: /Satispay/ }).check();
  await retry.getByRole('button', { name: 'Riprova il pagamento' }).click();

  // The test gateway's page speaks Italian only.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Gateway di pagamento di prova: Satispay',
  );
  await page.getByRole('button', { name: 'Approva il pagamento' }).click();
  // The provider's return carries the order's access, so the guest's success page has its panel.
  await expectFinishedOrder(page);
});

test('declined instalments: the retry box offers every method, the card pays, and the success page shows the withdrawal panel without a reload', async ({
  page,
  shop,
}) => {
  await guestToPayment(page, shop.it, shop.api);
  const main = page.getByRole('main');
  await fillShippingAddress(page);
  await main.getByRole('radio', { name: /Pagamento a rate/ }).check();
  await main.getByRole('button', { name: 'Continua al riepilogo' }).click();
  await main.getByRole('button', { name: /^Paga / }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Gateway di pagamento di prova: Pagamento a rate',
  );
  await expect(page.locator('body')).not.toContainText(/Instalments|Approve|Decline/);
  await page.getByRole('button', { name: 'Rifiuta il pagamento' }).click();

  const retry = await expectRetryBoxWithEveryMethod(page);
  await retry.getByRole('radio', { name: /Carta di credito/ }).check();
  await retry.getByLabel('Numero della carta').fill(TEST_CARD_OK);
  await retry.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await retry.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await retry.getByLabel('Titolare della carta').fill('Giulia Bianchi');
  await retry.getByRole('button', { name: 'Riprova il pagamento' }).click();
  await expectFinishedOrder(page);

  await page
    .getByRole('banner')
    .getByRole('link', { name: /Torna al negozio/ })
    .click();
  await expect(page).toHaveURL(`${shop.it}/`);
});
