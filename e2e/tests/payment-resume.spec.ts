import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type {
  CategoryListingResponse,
  InventoryProduct,
  ProductDetail,
} from '@shop/shared/contracts';
import {
  fillShippingAddress,
  guestToPayment,
  TEST_CARD_OK,
  type CartVariant,
} from '../support/checkout';
import { waitForEmail } from '../support/outbox';
import { setStock } from '../support/inventory';
import { expect, test } from '../support/shop';

const NOT_COMPLETED = 'Pagamento non completato';
/** The order's page reads the order after its chunk: generous for a busy machine. */
const ORDER_READ = { timeout: 30_000 };

/** An address no earlier run has used (the shop's database outlives a run). */
function uniqueEmail(label: string): string {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-resume-${label}-${unique}@example.com`;
}

/** A guest's cart on the PayPal-like page of the test gateway: the order is placed, not paid. */
async function leaveForPayPal(page: Page, shop: { it: string; api: string }, email: string) {
  await guestToPayment(page, shop.it, shop.api, email);
  await toPayPal(page);
}

async function toPayPal(page: Page) {
  const main = page.getByRole('main');
  await fillShippingAddress(page);
  await main.getByRole('radio', { name: /PayPal/ }).check();
  await main.getByRole('button', { name: 'Continua al riepilogo' }).click();
  await main.getByRole('button', { name: /^Paga / }).click();
  await expect(page.getByRole('button', { name: 'Approva il pagamento' })).toBeVisible();
}

/** On the unpaid order's page: "payment not completed", then paid by card from the retry form. */
async function payPendingOrderByCard(page: Page): Promise<string> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(NOT_COMPLETED, ORDER_READ);
  await expect(page).toHaveURL(/\/checkout\/error\//);
  const orderId = /\/checkout\/error\/([^/?]+)/.exec(page.url())?.[1] ?? '';
  await main.getByRole('radio', { name: /Carta di credito/ }).check();
  await fillCard(main);
  await main.getByRole('button', { name: 'Riprova il pagamento' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\//);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Grazie per il tuo ordine!');
  expect(page.url()).toContain(`/checkout/success/${orderId}`);
  return decodeURIComponent(orderId);
}

async function fillCard(main: Locator) {
  await main.getByLabel('Numero della carta').fill(TEST_CARD_OK);
  await main.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await main.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await main.getByLabel('Titolare della carta').fill('Giulia Bianchi');
}

test('back from the PayPal page: the order is offered with “payment not completed” and paid by card on the second try', async ({
  page,
  shop,
}) => {
  await leaveForPayPal(page, shop, uniqueEmail('back'));

  await page.goBack();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(NOT_COMPLETED, ORDER_READ);

  // Opening the shop again later: the cart says the order waits, and leads back to it.
  await page.goto(`${shop.it}/cart`);
  await main.getByRole('link', { name: "Completa il pagamento o annulla l'ordine" }).click();
  const orderId = await payPendingOrderByCard(page);
  await expect(main).toContainText(`Ordine ${orderId}`);
});

test('a guest who closed the PayPal page pays through the e-mailed link, in another browser', async ({
  page,
  shop,
  browser,
  request,
}) => {
  const email = uniqueEmail('link');
  await leaveForPayPal(page, shop, email);
  await page.close();

  const mail = await waitForEmail(
    request,
    shop,
    (message) => message.to === email && message.kind === 'payment-pending',
  );
  expect(mail.subject).toMatch(/pagamento non completato/);
  const link = /https?:\/\/\S+\/checkout\/error\/\S+/.exec(mail.text)?.[0] ?? '';
  expect(link).toContain('access=');

  const phone = await browser.newContext();
  try {
    const other = await phone.newPage();
    await other.goto(link);
    const orderId = await payPendingOrderByCard(other);
    await waitForEmail(
      request,
      shop,
      (message) => message.to === email && message.kind === 'order-confirmation',
    );
    expect(orderId).not.toBe('');
  } finally {
    await phone.close();
  }
});

/** The stock of one size, read as the operator reads it. */
async function stockOf(
  request: APIRequestContext,
  shop: { api: string; operatorToken: string },
  variant: CartVariant,
): Promise<number> {
  const response = await request.get(`${shop.api}/api/operator/inventory/${variant.productId}`, {
    headers: { Authorization: `Bearer ${shop.operatorToken}` },
  });
  expect(response.status()).toBe(200);
  const product = (await response.json()) as InventoryProduct;
  const row = product.variants.find(
    (candidate) => candidate.colour === variant.colour && candidate.size === variant.size,
  );
  if (!row) throw new Error(`No stock row for ${JSON.stringify(variant)}`);
  return row.quantity;
}

/**
 * A size no other test buys (the last women's product, where the shared helpers take the first
 * men's one), its stock set by the operator to `quantity`, so the test counts its pieces exactly.
 */
async function quietVariant(
  request: APIRequestContext,
  shop: { api: string; operatorToken: string },
  quantity: number,
): Promise<CartVariant> {
  const listing = (await (
    await request.get(`${shop.api}/api/products?category=Donna&lang=it`)
  ).json()) as CategoryListingResponse;
  const last = listing.items.at(-1);
  if (!last) throw new Error('The seed has no women’s product');
  const product = (await (
    await request.get(`${shop.api}/api/products/${last.path}?lang=it`)
  ).json()) as ProductDetail;
  const colour = product.colours[0];
  const size = colour?.sizes[0];
  if (!colour || !size) throw new Error(`${product.id} has no size`);
  const variant = { productId: product.id, colour: colour.code, size: size.size };
  await setStock(request, shop, variant, quantity);
  return variant;
}

test('cancelling the pending order gives its piece back at once, and the cart can take it again', async ({
  page,
  shop,
  request,
}) => {
  const variant = await quietVariant(request, shop, 3);
  await guestToPayment(page, shop.it, shop.api, uniqueEmail('cancel'), variant);
  await toPayPal(page);
  expect(await stockOf(request, shop, variant)).toBe(2);
  await page.goBack();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(NOT_COMPLETED, ORDER_READ);
  await main.getByRole('button', { name: "Annulla l'ordine" }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ordine annullato');
  await expect(main).toContainText(/Hai annullato l'ordine .*: i capi sono di nuovo disponibili/);
  expect(await stockOf(request, shop, variant)).toBe(3);

  await main.getByRole('button', { name: 'Rimetti i capi nel carrello' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Carrello');
  await expect(page.getByRole('main')).not.toContainText(/carrello è vuoto/i);
});
