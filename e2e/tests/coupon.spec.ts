import type { Locator, Page } from '@playwright/test';
import type { ProductDetail } from '@shop/shared';
import { blockingViolations } from '../support/accessibility';
import {
  addressAndCard,
  inStockVariant,
  payAndReachSuccess,
  TEST_CARD_OK,
} from '../support/checkout';
import { waitForEmail } from '../support/outbox';
import { expect, test } from '../support/shop';

const INVALID = 'Coupon sconto non valido';
const INVALID_EN = 'Invalid discount coupon';
const WELCOME_CODE = /BENVENUTO10-[A-Z2-9]{10}/;

/** An address no earlier run has used (the shop's database outlives a run). */
function uniqueEmail(label: string): string {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-coupon-${label}-${unique}@example.com`;
}

/** "1.234,56 €" or "€1,234.56" as cents. */
function cents(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  return Number(digits);
}

/** The amount a `<dl>` of totals shows for `term` (its `<dd>`), in cents. */
async function amountOf(totals: Locator, term: string): Promise<number> {
  const value = totals
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return cents(await value.innerText());
}

/** Picks a size on the product page, adds it, and follows the mini-cart to the cart page. */
async function addToCartAndOpenCart(
  page: Page,
  productUrl: string,
  size: string,
  texts = {
    add: 'Aggiungi al carrello',
    dialog: 'Il tuo carrello',
    toCart: 'Vai al carrello',
    title: 'Carrello',
  },
): Promise<Locator> {
  await page.goto(productUrl);
  await page.getByRole('radio', { name: size, exact: true }).check();
  await page.getByRole('button', { name: texts.add }).click();
  await page
    .getByRole('dialog', { name: texts.dialog })
    .getByRole('link', { name: texts.toCart })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.title);
  return main;
}

/** The product of an in-stock size with its Italian and English pages. */
async function productToBuy(api: string) {
  const variant = await inStockVariant(api);
  const product = (await (
    await fetch(`${api}/api/products/${variant.path}?lang=it`)
  ).json()) as ProductDetail;
  return { ...variant, paths: product.paths };
}

test('the newsletter welcome code is typed into the cart, discounts one guest order, and is refused for the next', async ({
  page,
  request,
  shop,
}) => {
  const email = uniqueEmail('welcome');

  // Signing up on the newsletter page, and confirming through the e-mailed link.
  await page.goto(`${shop.it}/pages/newsletter`);
  const block = page
    .getByRole('main')
    .locator('[data-boundary="mf_content"]')
    .getByRole('region', { name: 'Iscriviti alla newsletter' });
  await block.getByRole('textbox', { name: 'Email' }).fill(email);
  await block.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
  await block.getByRole('button', { name: 'Iscriviti', exact: true }).click();
  const invitation = await waitForEmail(
    request,
    shop,
    (message) => message.to === email && message.kind === 'newsletter-confirmation',
  );
  const link = /https?:\/\/\S+[?&]confirm=[A-Za-z0-9_-]+/.exec(invitation.text)?.[0];
  if (!link) throw new Error(`No confirmation link in: ${invitation.text}`);
  await page.goto(link);
  await expect(page.getByRole('main').getByText(/Iscrizione confermata!/)).toBeVisible();
  const welcome = await waitForEmail(
    request,
    shop,
    (message) => message.to === email && message.kind === 'newsletter-welcome',
  );
  const code = WELCOME_CODE.exec(welcome.text)?.[0];
  if (!code) throw new Error(`No welcome code in: ${welcome.text}`);

  // The code typed into the cart's field, as the welcome e-mail says.
  const product = await productToBuy(shop.api);
  const productUrl = `${shop.it}/products/${product.paths.it}?colour=${product.colour}`;
  let main = await addToCartAndOpenCart(page, productUrl, product.size);
  const summary = main.getByRole('region', { name: 'Riepilogo' });
  const field = summary.getByRole('textbox', { name: 'Codice sconto' });
  await field.fill(code.toLowerCase());
  await field.press('Enter');
  await expect(summary.getByRole('status')).toHaveText(
    new RegExp(`^Codice ${code} applicato: sconto di `),
  );
  const cartTotals = summary.locator('dl');
  const subtotal = await amountOf(cartTotals, 'Subtotale');
  const discount = Math.round(subtotal / 10);
  expect(await amountOf(cartTotals, 'Sconto')).toBe(discount);
  expect(discount).toBeGreaterThan(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.screenshot({
    path: test.info().outputPath('coupon-welcome-cart-1280.png'),
    fullPage: true,
  });

  // A guest order with the subscriber's address: the review and the success page carry the discount.
  await summary.getByRole('link', { name: 'Procedi al checkout' }).click();
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Continua come ospite' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Spedizione e pagamento');
  await addressAndCard(page, TEST_CARD_OK);
  const review = main.getByRole('region', { name: 'Totale' });
  await expect(review.getByRole('status')).toHaveText(new RegExp(`^Codice ${code} applicato`));
  const reviewTotals = review.locator('dl');
  expect(await amountOf(reviewTotals, 'Sconto')).toBe(discount);
  const shipping = await amountOf(reviewTotals, 'Spedizione');
  const total = subtotal - discount + shipping;
  expect(await amountOf(reviewTotals, 'Totale')).toBe(total);
  expect(cents(await main.getByRole('button', { name: /^Paga / }).innerText())).toBe(total);
  expect(await blockingViolations(page)).toEqual([]);
  await review.screenshot({ path: test.info().outputPath('coupon-welcome-review-1280.png') });

  await payAndReachSuccess(page);
  const successTotals = page.getByRole('main').locator('dl').filter({ hasText: 'Totale' });
  expect(await amountOf(successTotals, 'Sconto')).toBe(discount);
  expect(await amountOf(successTotals, 'Totale')).toBe(total);
  await page.screenshot({
    path: test.info().outputPath('coupon-welcome-success-1280.png'),
    fullPage: true,
  });

  // A second order: the same code is refused, with spec §8's message under the field.
  main = await addToCartAndOpenCart(page, productUrl, product.size);
  const again = main.getByRole('region', { name: 'Riepilogo' });
  await again.getByRole('textbox', { name: 'Codice sconto' }).fill(code);
  await again.getByRole('button', { name: 'Applica' }).click();
  await expect(again.getByRole('alert')).toHaveText(INVALID);
  await expect(again.getByRole('textbox', { name: 'Codice sconto' })).toHaveAccessibleDescription(
    new RegExp(INVALID),
  );
  await expect(again.locator('dt', { hasText: 'Sconto' })).toHaveCount(0);

  // The international store refuses it in English.
  main = await addToCartAndOpenCart(
    page,
    `${shop.intl}/en/products/${product.paths.en}?colour=${product.colour}`,
    product.size,
    { add: 'Add to cart', dialog: 'Your cart', toCart: 'Go to cart', title: 'Cart' },
  );
  const english = main.getByRole('region', { name: 'Summary' });
  await english.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await english.getByRole('button', { name: 'Apply' }).press('Enter');
  await expect(english.getByRole('alert')).toHaveText(INVALID_EN);
  await english.screenshot({ path: test.info().outputPath('coupon-welcome-refused-en-1280.png') });
});

/** One product in the Italian cart, opened: its summary and the summary's coupon field. */
async function cartWithOneProduct(page: Page, shop: { it: string; api: string }) {
  const product = await productToBuy(shop.api);
  const main = await addToCartAndOpenCart(
    page,
    `${shop.it}/products/${product.paths.it}?colour=${product.colour}`,
    product.size,
  );
  const summary = main.getByRole('region', { name: 'Riepilogo' });
  return { summary, field: summary.getByRole('textbox', { name: 'Codice sconto' }) };
}

test('an unknown code is refused under the field; an applied code can be removed by keyboard', async ({
  page,
  shop,
}) => {
  const { summary, field } = await cartWithOneProduct(page, shop);

  await field.fill('NONESISTE-2026');
  await field.press('Enter');
  await expect(summary.getByRole('alert')).toHaveText(INVALID);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);

  // A seeded demo coupon applies; Remove takes it off again and gives the field back the focus.
  await field.fill('');
  await page.keyboard.type('saldi20');
  await page.keyboard.press('Enter');
  const remove = summary.getByRole('button', { name: 'Rimuovi il codice SALDI20' });
  await expect(remove).toBeFocused();
  await expect(summary.locator('dt', { hasText: 'Sconto' })).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await expect(summary.getByRole('status')).toHaveText('Codice sconto rimosso');
  await expect(summary.locator('dt', { hasText: 'Sconto' })).toHaveCount(0);
});

for (const width of [320, 1280]) {
  test(`the coupon field fits the cart at ${width} px`, async ({ page, shop }) => {
    await page.setViewportSize({ width, height: 900 });
    const { summary, field } = await cartWithOneProduct(page, shop);
    await field.fill('NONESISTE-2026');
    await field.press('Enter');
    await expect(summary.getByRole('alert')).toHaveText(INVALID);

    // Nothing wider than the page; the field and its button on one line, each at least 44 px tall.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const apply = summary.getByRole('button', { name: 'Applica' });
    const [fieldBox, applyBox] = [await field.boundingBox(), await apply.boundingBox()];
    expect(fieldBox && applyBox).toBeTruthy();
    if (fieldBox && applyBox) {
      expect(fieldBox.height).toBeGreaterThanOrEqual(44);
      expect(applyBox.height).toBeGreaterThanOrEqual(44);
      expect(Math.abs(fieldBox.y - applyBox.y)).toBeLessThan(2);
      expect(applyBox.x + applyBox.width).toBeLessThanOrEqual(width);
    }
    await summary.screenshot({ path: test.info().outputPath(`coupon-cart-${width}.png`) });

    // Applied: the code, its discount and Remove fit as well.
    await field.fill('SALDI20');
    await field.press('Enter');
    const remove = summary.getByRole('button', { name: 'Rimuovi il codice SALDI20' });
    await expect(remove).toBeVisible();
    const removeBox = await remove.boundingBox();
    expect(removeBox && removeBox.x + removeBox.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await summary.screenshot({ path: test.info().outputPath(`coupon-cart-applied-${width}.png`) });
  });
}
