import type { Locator, Page } from '@playwright/test';
import { fillCart } from '../support/checkout';
import { expect, test } from '../support/shop';

// Issue 28 item 9: countries are named in the store's language and sorted by that name, in the
// country modal, its button, the cart question and the checkout's country select.

async function modalCountries(page: Page, picker: RegExp): Promise<Locator> {
  await page.getByRole('button', { name: picker }).click();
  const dialog = page.getByRole('dialog', { name: /^(Scegli il paese|Choose your)/ });
  await expect(countrySelect(dialog)).toBeVisible();
  return dialog;
}

const countrySelect = (dialog: Locator) =>
  dialog.getByRole('combobox', { name: /^(Paese|Country)$/ });

/** The countries the modal's select offers, after its placeholder. */
const optionNames = async (dialog: Locator) =>
  (
    await countrySelect(dialog)
      .getByRole('option')
      .evaluateAll((options) => options.map((o) => o.textContent?.trim()))
  ).slice(1);

test('the Italian store names countries in Italian, sorted by their Italian name', async ({
  page,
  shop,
}) => {
  await fillCart(page, shop.it, shop.api);
  await page.goto(`${shop.it}/`);
  const dialog = await modalCountries(page, /^Paese di spedizione: Italia/);
  const names = await optionNames(dialog);
  expect(names).toHaveLength(28);
  expect(names.slice(0, 3)).toEqual(['Austria', 'Belgio', 'Bulgaria']);
  expect(names).toEqual(expect.arrayContaining(['Germania', 'Polonia', 'Paesi Bassi', 'Italia']));
  expect(names).not.toContain('Germany');
  expect(names.at(-1)).toBe('Resto del mondo');
  const countries = names.slice(0, -1) as string[];
  expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'it')));

  // With a filled cart, Germany is chosen by its Italian name and the cart goes along.
  await countrySelect(dialog).selectOption({ label: 'Germania' });
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(page).toHaveURL(`${shop.intl}/en`);
  await expect(page.getByRole('button', { name: 'Shipping country: Germany' })).toBeVisible();
  await expect(page.locator('.cart-toast')).toHaveText(/Your cart came with you to this store\./);
});

test('the English store names countries in English, in the modal, its button and the checkout', async ({
  page,
  context,
  shop,
}) => {
  // No store suggestion in the way: the shopper chose Poland before.
  await context.addCookies([{ name: 'preference', value: 'PL', url: shop.intl }]);
  await page.goto(`${shop.intl}/en`);
  const dialog = await modalCountries(page, /^Shipping country: Poland$/);
  const names = await optionNames(dialog);
  expect(names).toEqual(expect.arrayContaining(['Italy', 'Poland', 'Germany', 'Netherlands']));
  expect(names).not.toContain('Italia');
  expect(names).not.toContain('Polonia');
  expect(names.at(-1)).toBe('Rest of the world');
  const countries = names.slice(0, -1) as string[];
  expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en')));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await fillCart(page, shop.intl, shop.api);
  await page.goto(`${shop.intl}/en/checkout`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(`e2e-names-${Date.now().toString(36)}@example.com`);
  await main.getByRole('button', { name: 'Continue as a guest' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Shipping and payment');
  const country = main.getByRole('region', { name: 'Shipping address' }).getByLabel('Country');
  await expect(country.locator('option', { hasText: 'United States' })).toBeAttached();
  const choices = await country
    .getByRole('option')
    .evaluateAll((options) => options.slice(1).map((o) => o.textContent?.trim() ?? ''));
  expect(choices).toEqual(expect.arrayContaining(['Italy', 'Germany', 'United States']));
  expect(choices).not.toContain('Italia');
  expect(choices).toEqual([...choices].sort((a, b) => a.localeCompare(b, 'en')));
});
