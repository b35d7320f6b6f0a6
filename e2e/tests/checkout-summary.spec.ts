import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/accessibility';
import { fillCart, fillShippingAddress } from '../support/checkout';
import { expect, test } from '../support/shop';

// Issue 30: the order's summary beside every checkout step, one line on a phone that opens.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function summaryOf(page: Page, name: RegExp) {
  return page.getByRole('main').getByRole('complementary', { name });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Italian summary is one line that opens to the lines and amounts, on each step', async ({
    page,
    shop,
  }) => {
    await fillCart(page, shop.it, shop.api);
    await page.goto(`${shop.it}/checkout`);
    const main = page.getByRole('main');
    const summary = summaryOf(page, /Riepilogo dell’ordine/);
    const toggle = summary.getByRole('button', { name: /Riepilogo dell’ordine/ });
    await expect(toggle).toContainText(/1 articolo · \d+,\d\d\s€/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const lines = summary.locator('.order-lines');
    await expect(lines).toBeHidden();
    // It sits under the heading, before the step's form.
    const [line, email] = [
      await toggle.boundingBox(),
      await main.getByLabel('Email').boundingBox(),
    ];
    expect(line && email && line.y < email.y).toBe(true);

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(lines).toBeVisible();
    await expect(summary.getByRole('term')).toHaveText(['Subtotale', 'Spedizione', 'Totale']);
    expect(await blockingViolations(page)).toEqual([]);

    await main.getByLabel('Email').fill(`e2e-summary-${unique()}@example.com`);
    await main.getByRole('button', { name: 'Continua come ospite' }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Spedizione e pagamento');
    await fillShippingAddress(page);
    await expect(main.getByRole('radio', { name: /Corriere/ })).toBeChecked();
    await expect(summary.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    await summary.getByRole('button').tap();
    // The method ticked on this step, before it is saved.
    await expect(summary.getByText(/^Corriere/)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the English summary speaks English and is axe clean open', async ({ page, shop }) => {
    await fillCart(page, shop.intl, shop.api);
    await page.goto(`${shop.intl}/en/checkout`);
    const summary = summaryOf(page, /Order summary/);
    const toggle = summary.getByRole('button', { name: /Order summary/ });
    await expect(toggle).toContainText(/1 item · €\d+\.\d\d/);
    await toggle.tap();
    await expect(summary.getByRole('term')).toHaveText(['Subtotal', 'Shipping', 'Total']);
    await expect(summary.locator('.order-lines')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test('on a desktop the summary stands open beside the step, with no button to open it', async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await fillCart(page, shop.it, shop.api);
  await page.goto(`${shop.it}/checkout`);
  const main = page.getByRole('main');
  const summary = summaryOf(page, /Riepilogo dell’ordine/);
  await expect(summary.locator('.order-lines')).toBeVisible();
  await expect(summary.getByRole('button')).toBeHidden();
  await expect(
    summary.getByRole('heading', { level: 2, name: 'Riepilogo dell’ordine', exact: true }),
  ).toBeVisible();
  const [side, email] = [await summary.boundingBox(), await main.getByLabel('Email').boundingBox()];
  expect(side && email && side.x >= email.x + email.width).toBe(true);
});
