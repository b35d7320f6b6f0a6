import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/shop';

/** The filter buttons of a listing (the `<summary>` of each filter). */
function filterButtons(page: Page): Locator {
  return page.locator('.listing-filters summary');
}

async function boxes(buttons: Locator) {
  return Promise.all(
    (await buttons.all()).map(async (button) => {
      const box = await button.boundingBox();
      if (!box) throw new Error('A filter button is not shown');
      return box;
    }),
  );
}

test.describe('a colour filter', () => {
  test('shows each tile in the colour filtered for, and opens the product in it', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}/categories/Uomo`);
    await page.locator('summary', { hasText: 'Colore' }).click();
    await page.getByRole('checkbox', { name: /^Blu cobalto \(\d+\)$/ }).check();
    await expect(page).toHaveURL(/colours=cobalt/);

    const tiles = page.locator('.product-grid:not([aria-busy]) .product-tile');
    // The filtered listing has arrived when the grid is no longer busy and shows cobalt.
    await expect(page.locator('.product-grid[aria-busy]')).toHaveCount(0);
    await expect(tiles.first().locator('img')).toHaveAttribute('alt', /, Blu cobalto$/);
    const count = await tiles.count();
    for (let index = 0; index < count; index += 1) {
      const tile = tiles.nth(index);
      await expect(tile.locator('img')).toHaveAttribute('alt', /, Blu cobalto$/);
      await expect(tile.locator('a').first()).toHaveAttribute('href', /\?colour=cobalt$/);
    }
    // Some of them come first in another colour: their tile used to show that one.
    const firstSwatchOther = page.locator(
      '.product-tile__colour:first-child:not(.product-tile__colour--shown)',
    );
    const tile = tiles.filter({ has: firstSwatchOther }).first();
    await expect(tile).toBeVisible();

    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.keyboard.press('Escape');
      await page.screenshot({ path: test.info().outputPath(`filtered-listing-${width}.png`) });
    }

    const name = await tile.getByRole('heading').innerText();
    await tile.getByRole('heading').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\?colour=cobalt$/);
    await expect(page.getByRole('radio', { name: /^Blu cobalto/ })).toBeChecked();
    await expect(page.locator('legend', { hasText: 'Colore:' })).toContainText('Blu cobalto');
    await page.screenshot({ path: test.info().outputPath(`product-in-filtered-colour-1280.png`) });
  });
});

test.describe('the listing filters', () => {
  for (const width of [320, 1280]) {
    test(`opening one does not move the other filter buttons at ${width} px`, async ({
      page,
      shop,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.it}/categories/Uomo`);
      const buttons = filterButtons(page);
      await expect(buttons).toHaveCount(3);
      const before = await boxes(buttons);
      for (const [index, name] of ['Taglia', 'Colore', 'Prezzo'].entries()) {
        await buttons.nth(index).click();
        await expect(page.locator('.listing-filters details[open]')).toHaveText(
          new RegExp(`^${name}`),
        );
        expect(await boxes(buttons)).toEqual(before);
        await page.screenshot({ path: test.info().outputPath(`filter-${name}-${width}.png`) });
      }
      // One panel at a time, and Escape closes it, giving focus back to its button.
      await expect(page.locator('.listing-filters details[open]')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(page.locator('.listing-filters details[open]')).toHaveCount(0);
      await expect(buttons.nth(2)).toBeFocused();
    });
  }
});

test.describe('a very long search', () => {
  test('searches its first words and says so, instead of failing with a retry', async ({
    page,
    shop,
  }) => {
    const words = 'camicia lino '.repeat(25).trim();
    expect(words.length).toBeGreaterThan(300);
    await page.goto(`${shop.it}/cerca?q=${encodeURIComponent(words)}`);
    await expect(
      page.getByText(
        'La ricerca accetta al massimo 100 caratteri: abbiamo cercato solo le prime parole.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /\d+ prodott/ })).toBeVisible();
    await expect(page.getByText('Non è stato possibile caricare i prodotti.')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Riprova' })).toHaveCount(0);
    const field = page.getByRole('main').getByRole('combobox', { name: 'Cerca prodotti' });
    expect((await field.inputValue()).length).toBeLessThanOrEqual(100);

    await page.goto(`${shop.intl}/en/search?q=${encodeURIComponent(words)}`);
    await expect(
      page.getByText('A search takes at most 100 characters: only the first words were searched.'),
    ).toBeVisible();
  });

  test('typed in the search field, stops at the field’s 100 characters', async ({ page, shop }) => {
    await page.goto(`${shop.it}/cerca`);
    const field = page.getByRole('main').getByRole('combobox', { name: 'Cerca prodotti' });
    await field.fill('x'.repeat(300));
    await expect(field).toHaveValue('x'.repeat(100));
  });
});
