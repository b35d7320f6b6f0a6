import type { Locator, Page } from '@playwright/test';
import { fillCart } from '../support/checkout';
import { expect, test } from '../support/shop';

// Issue 28: a buyer on the international store ships to the United States and to Germany without
// any Italian field, and to Italy with the fiscal code required; at a phone's width.
test.use({ viewport: { width: 390, height: 844 } });

/** A guest on the international store with a piece in the cart, at shipping and payment. */
async function internationalGuestAtPayment(page: Page, shop: { intl: string; api: string }) {
  await fillCart(page, shop.intl, shop.api);
  await page.goto(`${shop.intl}/en/checkout`);
  const main = page.getByRole('main');
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await main.getByLabel('Email').fill(`e2e-abroad-${unique}@example.com`);
  await main.getByRole('button', { name: 'Continue as a guest' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Shipping and payment');
  return main.getByRole('region', { name: 'Shipping address' });
}

async function fillPerson(panel: Locator, name: string, street: string, number: string) {
  await panel.getByLabel('First name').fill(name);
  await panel.getByLabel('Last name').fill('Lee');
  await panel.getByLabel('Street address').fill(street);
  await panel.getByLabel('Street number').fill(number);
}

async function toReview(page: Page, paymentMethod: RegExp) {
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: paymentMethod }).check();
  await main.getByRole('button', { name: 'Continue to review' }).click();
}

const italianFields = (panel: Locator) => [
  panel.getByLabel('Fiscal code'),
  panel.getByLabel('Province', { exact: true }),
];

test('a buyer ships to the United States with a state and a ZIP code, and no Italian field', async ({
  page,
  shop,
}) => {
  const panel = await internationalGuestAtPayment(page, shop);
  // The international store starts with no country: nothing Italian is asked for.
  await expect(panel.getByLabel('Country')).toHaveValue('');
  for (const field of italianFields(panel)) await expect(field).toHaveCount(0);

  await fillPerson(panel, 'Ann', 'Fifth Avenue', '350');
  await panel.getByLabel('Country').selectOption('US');
  await expect(panel.getByLabel('State', { exact: true })).toBeVisible();
  for (const field of italianFields(panel)) await expect(field).toHaveCount(0);
  await panel.getByLabel('City').fill('New York');
  await panel.getByLabel('ZIP code').fill('1011');
  await panel.getByLabel('Dialling code').fill('+1');
  await panel.getByLabel('Phone number').fill('212 736 3100');
  await toReview(page, /PayPal/);
  // The state is required, picked from the list; a ZIP code has 5 digits (or 5+4).
  await expect(panel.getByLabel('State', { exact: true })).toHaveAccessibleDescription(
    'This field is required',
  );
  await expect(panel.getByLabel('ZIP code')).toHaveAccessibleDescription(
    'The postal code entered is not valid (e.g. 10001)',
  );
  await panel.getByLabel('State', { exact: true }).selectOption('NY');
  await panel.getByLabel('ZIP code').fill('10118');
  await page.getByRole('main').getByRole('button', { name: 'Continue to review' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Order review');
  await expect(main.getByText(/10118 New York \(NY\), United States/)).toBeVisible();
  await expect(main.getByText(/Fiscal code/)).toHaveCount(0);
});

test('a buyer ships to Germany with a 5-digit postal code and no region or fiscal code', async ({
  page,
  shop,
}) => {
  const panel = await internationalGuestAtPayment(page, shop);
  await fillPerson(panel, 'Lena', 'Unter den Linden', '77');
  await panel.getByLabel('Country').selectOption('DE');
  // Germany has no list of regions: an optional text, and no fiscal code.
  await expect(panel.getByLabel('State or region (optional)')).toBeVisible();
  for (const field of italianFields(panel)) await expect(field).toHaveCount(0);
  await panel.getByLabel('City').fill('Berlin');
  await panel.getByLabel('Postal code').fill('10117');
  await panel.getByLabel('Dialling code').fill('+49');
  await panel.getByLabel('Phone number').fill('0000000');
  await toReview(page, /Bank transfer/);
  await expect(panel.getByLabel('Phone number')).toHaveAccessibleDescription(
    'The phone number entered is not valid',
  );
  await panel.getByLabel('Phone number').fill('030 2260 5000');
  await page.getByRole('main').getByRole('button', { name: 'Continue to review' }).click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Order review');
  await expect(main.getByText(/10117 Berlin, Germany/)).toBeVisible();
  await expect(main.getByText(/Fiscal code/)).toHaveCount(0);
});

test('a buyer on the international store ships to Italy, with a province, its CAP and the fiscal code', async ({
  page,
  shop,
}) => {
  // A gift to someone in Italy, bought in English: the international store ships to Italy too, at
  // Italy's rate and days, and asks for what an Italian address needs.
  const panel = await internationalGuestAtPayment(page, shop);
  await fillPerson(panel, 'Giulia', 'Via della Spiga', '12');
  // Leaving Italy again drops the Italian fields.
  await panel.getByLabel('Country').selectOption('FR');
  for (const field of italianFields(panel)) await expect(field).toHaveCount(0);
  await panel.getByLabel('Country').selectOption('IT');
  await expect(panel.getByLabel('Fiscal code')).toBeVisible();
  await panel.getByLabel('Province', { exact: true }).selectOption('MI');
  await panel.getByLabel('City').fill('Milano');
  await panel.getByLabel('Postal code').fill('00184');
  await panel.getByLabel('Dialling code').fill('+39');
  await panel.getByLabel('Phone number').fill('333 123 4567');
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: /Express courier/ })).toBeChecked();
  await expect(main.getByText('Delivery in 1-3 working days')).toBeVisible();
  await toReview(page, /Bank transfer/);
  await expect(panel.getByLabel('Postal code')).toHaveAccessibleDescription(
    'The postal code entered is not in the selected province',
  );
  await expect(panel.getByLabel('Fiscal code')).toHaveAccessibleDescription(
    'This field is required',
  );
  await panel.getByLabel('Postal code').fill('20121');
  await panel.getByLabel('Fiscal code').fill('BNCGLI90C47F205X');
  const toReviewButton = main.getByRole('button', { name: 'Continue to review' });
  await toReviewButton.click();
  await expect(panel.getByLabel('Fiscal code')).toHaveAccessibleDescription(
    'The fiscal code entered is not valid',
  );
  await panel.getByLabel('Fiscal code').fill('BNCGLI90C47F205C');
  await expect(panel.getByLabel('Fiscal code')).not.toHaveAttribute('aria-invalid');
  await expect(panel.getByLabel('Postal code')).not.toHaveAttribute('aria-invalid');
  await toReviewButton.click();

  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Order review');
  await expect(main.getByText(/20121 Milano \(MI\), Italy/).first()).toBeVisible();
  await expect(main.getByText('Fiscal code: BNCGLI90C47F205C').first()).toBeVisible();
  await main.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/success\//);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(main.getByText(/20121 Milano \(MI\), Italy/).first()).toBeVisible();
  await expect(main.getByText('Fiscal code: BNCGLI90C47F205C').first()).toBeVisible();
});

test('the address step at 320 and 1280 px', async ({ page, shop }) => {
  const panel = await internationalGuestAtPayment(page, shop);
  await panel.getByLabel('Country').selectOption('US');
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(panel.getByLabel('State', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await panel.screenshot({ path: test.info().outputPath(`address-step-us-${width}.png`) });
  }
});
