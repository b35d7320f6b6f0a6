import type { Page } from '@playwright/test';
import { expect, test } from '../support/shop';

// Issue 28 item 19: tabbing past the desktop header's search moves on to the next control, never
// to the page's body, whether the catalogue's search box arrives before or after the Tab.
test.use({ viewport: { width: 1280, height: 800 } });

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return (active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
  });

test('Tab from the header search goes to its button, then to Help', async ({ page, shop }) => {
  await page.goto(`${shop.it}/`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('banner');
  // The field as the server drew it, before the catalogue's box is asked for.
  await banner.getByRole('searchbox', { name: 'Cerca prodotti' }).focus();
  // Tab on at once, before the catalogue's box has replaced the plain field.
  await page.keyboard.press('Tab');
  await expect(banner.locator('.search-box')).toBeAttached();
  // Two frames: time for the browser to drop the focus of anything the swap hid.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await focusedName(page)).toBe('Cerca');
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Aiuto' })).toBeFocused();
  // And back again.
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe('Cerca');
  await page.keyboard.press('Shift+Tab');
  await expect(banner.getByRole('combobox')).toBeFocused();
});

test('Tab from the search box once it has arrived goes on to Help', async ({ page, shop }) => {
  await page.goto(`${shop.intl}/en/pages/faq`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('banner');
  await banner.getByRole('searchbox', { name: 'Search products' }).focus();
  const box = banner.getByRole('combobox');
  await expect(box).toBeFocused();
  await page.keyboard.type('lin');
  await expect(box).toHaveValue('lin');
  await page.keyboard.press('Escape');
  for (let i = 0; i < 3 && (await focusedName(page)) !== 'Help'; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).not.toBe('body');
  }
  await expect(banner.getByRole('link', { name: 'Help' })).toBeFocused();
});
