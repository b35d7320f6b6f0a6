import { expect, test, type Page } from '@playwright/test';
import { REMOTE_ENTRY } from '../support/redeploy';
import { startShop, type RunningShop, SHOP_START_HOOK_TIMEOUT_MS } from '../support/shop-server';

/** The origins the page loaded the catalogue's remote entry from. */
function catalogueEntryOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/mf-catalogue/') && REMOTE_ENTRY.test(url.pathname))
      origins.add(url.origin);
  });
  return origins;
}

test('REMOTE_OVERRIDES=allow is refused in production mode', async () => {
  await expect(startShop({ REMOTE_OVERRIDES: 'allow', NODE_ENV: 'production' })).rejects.toThrow(
    'REMOTE_OVERRIDES is refused when NODE_ENV=production',
  );
});

test.describe('a developer pointing the catalogue at another build', () => {
  let shop: RunningShop;

  test.beforeAll(async () => {
    // A server of its own boots and seeds its database: slower than a test on a busy machine.
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    shop = await startShop({ REMOTE_OVERRIDES: 'allow' });
  });
  test.afterAll(async () => shop.stop());

  test('sees a banner and loads it from there, while another browser gets the shop as deployed', async ({
    page,
    browser,
  }) => {
    // The same build from another origin stands in for a developer's dev server.
    const elsewhere = shop.cdnOrigin.replace('localhost', '127.0.0.1');
    const overridden = catalogueEntryOrigins(page);
    await page.goto(
      `${shop.itOrigin}/categories/Uomo?remote:catalogue=${encodeURIComponent(
        `${elsewhere}/mf-catalogue/mf-manifest.json`,
      )}`,
    );
    await expect(page).toHaveURL(`${shop.itOrigin}/categories/Uomo`);
    const banner = page.getByRole('status').filter({ hasText: 'Remote overrides' });
    await expect(banner).toContainText(`mf_catalogue → ${elsewhere}/mf-catalogue/mf-manifest.json`);
    await expect(page.locator('[data-boundary="mf_catalogue"] h1')).toHaveText('Uomo');
    expect([...overridden]).toEqual([elsewhere]);

    // Remembered for the next page of the same browser.
    await page.goto(`${shop.itOrigin}/categories/Donna`);
    await expect(banner).toBeVisible();

    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      const deployed = catalogueEntryOrigins(otherPage);
      await otherPage.goto(`${shop.itOrigin}/categories/Uomo`);
      await expect(otherPage.locator('[data-boundary="mf_catalogue"] h1')).toHaveText('Uomo');
      await expect(otherPage.locator('[data-remote-overrides]')).toHaveCount(0);
      expect([...deployed]).toEqual([shop.cdnOrigin]);
    } finally {
      await other.close();
    }

    await banner.getByRole('link', { name: 'Clear the overrides' }).click();
    await expect(page).toHaveURL(`${shop.itOrigin}/categories/Donna`);
    await expect(page.locator('[data-boundary="mf_catalogue"] h1')).toHaveText('Donna');
    await expect(page.locator('[data-remote-overrides]')).toHaveCount(0);
  });
});
