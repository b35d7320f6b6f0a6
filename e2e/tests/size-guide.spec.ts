import type { Locator, Page } from '@playwright/test';
import { untilHydrated } from '../support/server-rendering';
import { expect, test } from '../support/shop';

/** Opens the first product of a category's listing, as a shopper would, and its size guide. */
async function openSizeGuide(page: Page, categoryUrl: string, buttonName: string) {
  await page.goto(categoryUrl);
  // Into the product within the page, as the tests below expect it (the store's suggestion among
  // them); before the shell has the page the tile is a plain link.
  await untilHydrated(page);
  const tile = page.locator('.product-tile').first();
  const name = await tile.getByRole('heading').innerText();
  await tile.getByRole('heading').click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: buttonName }).click();
  // Named: on the international store the store suggestion may be open beside it.
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${buttonName}`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The table is no wider than its box: nothing to scroll sideways. */
async function expectToFitWithoutSideScroll(table: Locator) {
  const fits = await table.evaluate(
    (element) =>
      (element.parentElement?.scrollWidth ?? 0) <= (element.parentElement?.clientWidth ?? 0),
  );
  expect(fits).toBe(true);
}

async function shoot(page: Page, name: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
}

test.describe('the size guide', () => {
  test('of a letter-size shirt gives S–XXL with IT/EU/UK/US sizes and the body in cm', async ({
    page,
    shop,
  }) => {
    const dialog = await openSizeGuide(
      page,
      `${shop.it}/categories/Uomo/Camicie`,
      'Guida alle taglie',
    );
    const conversions = dialog.getByRole('table', { name: 'Conversione delle taglie' });
    await expect(conversions.getByRole('columnheader')).toHaveText([
      'Taglia',
      'IT',
      'EU',
      'UK',
      'US',
    ]);
    await expect(conversions.getByRole('rowheader')).toHaveText(['S', 'M', 'L', 'XL', 'XXL']);
    await expect(conversions.getByRole('row', { name: /^M / })).toHaveText(
      /^M\s*48\s*48\s*38\s*38$/,
    );

    const body = dialog.getByRole('table', { name: 'Misure del corpo in centimetri' });
    await expect(body.getByRole('columnheader')).toHaveText(['Taglia', 'Torace (cm)', 'Vita (cm)']);
    await expect(body.getByRole('row', { name: /^M / })).toHaveText(/^M\s*94–98\s*82–86$/);
    await shoot(page, 'size-guide-letters');

    // At 320 px both tables fit the dialog: nothing to scroll sideways.
    await page.setViewportSize({ width: 320, height: 900 });
    for (const table of [conversions, body]) await expectToFitWithoutSideScroll(table);
  });

  test('of numbered trousers gives each number its letter, EU/UK/US sizes and the body in cm', async ({
    page,
    shop,
  }) => {
    const dialog = await openSizeGuide(
      page,
      `${shop.intl}/en/categories/Women/Trousers`,
      'Size guide',
    );
    const conversions = dialog.getByRole('table', { name: 'Size conversions' });
    await expect(conversions.getByRole('columnheader')).toHaveText([
      'Size',
      'Letter',
      'EU',
      'UK',
      'US',
    ]);
    await expect(conversions.getByRole('rowheader')).toHaveText([
      '38',
      '40',
      '42',
      '44',
      '46',
      '48',
    ]);
    await expect(conversions.getByRole('row', { name: /^42 / })).toHaveText(
      /^42\s*M\s*38\s*10\s*6$/,
    );

    const body = dialog.getByRole('table', { name: 'Body measurements in centimetres' });
    await expect(body.getByRole('columnheader')).toHaveText([
      'Size',
      'Bust (cm)',
      'Waist (cm)',
      'Hips (cm)',
    ]);
    await expect(body.getByRole('row', { name: /^42 / })).toHaveText(
      /^42\s*88–92\s*70–74\s*96–100$/,
    );
    await shoot(page, 'size-guide-numbers');
    await page.setViewportSize({ width: 320, height: 900 });
    await expectToFitWithoutSideScroll(body);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Size guide' })).toBeFocused();
  });
});
