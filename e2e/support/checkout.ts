import type { Page } from '@playwright/test';
import type { CategoryListingResponse, ProductDetail } from '@shop/shared';
import { expect } from './shop';

/** The built-in test gateway's cards: one that pays, one that is declined. */
export const TEST_CARD_OK = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

/** An in-stock size of a product (and the product's page), read from the catalogue API. */
export async function inStockVariant(api: string) {
  const listing = (await (
    await fetch(`${api}/api/products?category=Uomo&lang=it`)
  ).json()) as CategoryListingResponse;
  for (const item of listing.items) {
    const product = (await (
      await fetch(`${api}/api/products/${item.path}?lang=it`)
    ).json()) as ProductDetail;
    for (const colour of product.colours) {
      const size = colour.sizes.find((candidate) => candidate.available);
      if (size) {
        return { productId: product.id, colour: colour.code, size: size.size, path: product.path };
      }
    }
  }
  throw new Error('The seed has no size in stock');
}

/** A size of a product, as the cart's add takes it. */
export interface CartVariant {
  productId: string;
  colour: string;
  size: string;
}

/** Puts one piece (of `chosen`, or the first size in stock) in the browser's cart. */
export async function fillCart(page: Page, origin: string, api: string, chosen?: CartVariant) {
  const { productId, colour, size } = chosen ?? (await inStockVariant(api));
  const variant = { productId, colour, size };
  await page.goto(`${origin}/`);
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/cart/add', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, quantity: 1, language: 'it' }),
    });
    return response.status;
  }, variant);
  expect(status).toBe(200);
  return variant;
}

/** An address as a shopper types it into the shared address form (`AddressFields`). */
export interface TypedAddress {
  name: string;
  lastName: string;
  streetAddress: string;
  streetNumber: string;
  additionalInfo?: string;
  province: string;
  country: string;
  city: string;
  postalCode: string;
  phonePrefix: string;
  phoneNumber: string;
  fiscalCode: string;
}

export const MILAN_ADDRESS: TypedAddress = {
  name: 'Giulia',
  lastName: 'Bianchi',
  streetAddress: 'Via della Spiga',
  streetNumber: '12',
  province: 'MI',
  country: 'IT',
  city: 'Milano',
  postalCode: '20121',
  phonePrefix: '+39',
  phoneNumber: '333 123 4567',
  fiscalCode: 'BNCGLI90C47F205C',
};

/**
 * Fills the address form in the page's main region (checkout or address book). The country comes
 * first, as it decides the rest: an Italian address's province is picked from the list, and only
 * Italy asks for a fiscal code.
 */
export async function fillAddressForm(page: Page, address: TypedAddress = MILAN_ADDRESS) {
  const main = page.getByRole('main');
  await main.getByLabel('Nome', { exact: true }).fill(address.name);
  await main.getByLabel('Cognome').fill(address.lastName);
  await main.getByLabel('Indirizzo', { exact: true }).fill(address.streetAddress);
  await main.getByLabel('Numero civico').fill(address.streetNumber);
  if (address.additionalInfo !== undefined) {
    await main.getByLabel('Informazioni aggiuntive (facoltativo)').fill(address.additionalInfo);
  }
  await main.getByLabel('Paese').selectOption(address.country);
  if (address.country === 'IT') await main.getByLabel('Provincia').selectOption(address.province);
  await main.getByLabel('Città').fill(address.city);
  await main.getByLabel('CAP').fill(address.postalCode);
  await main.getByLabel('Prefisso').fill(address.phonePrefix);
  await main.getByLabel('Numero di telefono').fill(address.phoneNumber);
  if (address.country === 'IT') await main.getByLabel('Codice fiscale').fill(address.fiscalCode);
}

/** Fills an Italian shipping address on the payment step. */
export const fillShippingAddress = (page: Page) => fillAddressForm(page);

/** Fills the shipping address and a card on the payment step, and goes on to the review. */
export async function addressAndCard(page: Page, cardNumber: string) {
  const main = page.getByRole('main');
  await fillShippingAddress(page);
  await main.getByRole('radio', { name: /Carta di credito/ }).check();
  await main.getByLabel('Numero della carta').fill(cardNumber);
  await main.getByLabel('Scadenza (MM/AA)').fill('12/30');
  await main.getByLabel('Codice di sicurezza (CVC)').fill('123');
  await main.getByLabel('Titolare della carta').fill('Giulia Bianchi');
  await main.getByRole('button', { name: 'Continua al riepilogo' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Riepilogo ordine');
}

/**
 * A visitor's cart (`variant`, or the first size in stock), then the checkout as a guest with
 * `email`, up to shipping and payment.
 */
export async function guestToPayment(
  page: Page,
  origin: string,
  api: string,
  email = `e2e-pay-${Date.now().toString(36)}@example.com`,
  variant?: CartVariant,
) {
  await fillCart(page, origin, api, variant);
  await page.goto(`${origin}/checkout`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Continua come ospite' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Spedizione e pagamento');
}

/** Pays on the review page and waits for the success page; answers the order's number. */
export async function payAndReachSuccess(page: Page): Promise<string> {
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Paga / })
    .click();
  await expect(page).toHaveURL(/\/checkout\/success\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Grazie per il tuo ordine!',
  );
  const orderId = /\/checkout\/success\/([^/?]+)/.exec(page.url())?.[1];
  if (!orderId) throw new Error(`No order in ${page.url()}`);
  return decodeURIComponent(orderId);
}

/** A guest's order whose card was declined: the review's "Paga" pressed, the error page reached. */
export async function guestWithDeclinedCard(page: Page, origin: string, api: string) {
  await guestToPayment(page, origin, api);
  await addressAndCard(page, TEST_CARD_DECLINED);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Paga / })
    .click();
  await expect(page).toHaveURL(/\/checkout\/error\//);
}
