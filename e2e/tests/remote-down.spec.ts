import { expect, test } from '@playwright/test';
import {
  freePort,
  startShop,
  type RunningShop,
  SHOP_START_HOOK_TIMEOUT_MS,
} from '../support/shop-server';

test.describe('a remote that cannot be reached', () => {
  let shop: RunningShop;

  test.beforeAll(async () => {
    // A server of its own boots and seeds its database: slower than a test on a busy machine.
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    const deadPort = await freePort();
    shop = await startShop({
      REMOTE_CONTENT_URL: `http://127.0.0.1:${deadPort}/mf-content/mf-manifest.json`,
    });
  });
  test.afterAll(async () => shop.stop());

  test('shows its fallback inside the layout while header, footer and other remotes work', async ({
    page,
  }) => {
    await page.goto(`${shop.itOrigin}/`);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(
      'Questa sezione non è disponibile al momento',
    );
    await expect(
      page
        .getByRole('navigation', { name: 'Navigazione principale' })
        .getByRole('link', { name: 'Uomo', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Servizio clienti');

    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Uomo', exact: true })
      .click();
    await expect(main.locator('[data-boundary="mf_catalogue"] h1')).toHaveText('Uomo');
    await page.getByRole('link', { name: /Carrello/ }).click();
    await expect(main.locator('[data-boundary="mf_checkout"] h1')).toHaveText('Carrello');
  });

  test('navigating back to the region tries to load it again', async ({ page }) => {
    const manifestRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf-content/mf-manifest.json'))
        manifestRequests.push(request.url());
    });
    await page.goto(`${shop.itOrigin}/pages/faq`);
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    const firstAttempts = manifestRequests.length;
    expect(firstAttempts).toBeGreaterThan(0);

    await page.getByRole('link', { name: /Carrello/ }).click();
    await expect(page.getByRole('main').locator('[data-boundary="mf_checkout"] h1')).toHaveText(
      'Carrello',
    );
    await page.getByRole('link', { name: 'Aiuto' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    expect(manifestRequests.length).toBeGreaterThan(firstAttempts);
  });
});

test.describe('a remote whose manifest is missing', () => {
  let shop: RunningShop;

  test.beforeAll(async () => {
    // A server of its own boots and seeds its database: slower than a test on a busy machine.
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    const cdnPort = await freePort();
    shop = await startShop({
      CDN_PORT: String(cdnPort),
      REMOTE_CATALOGUE_URL: `http://localhost:${cdnPort}/mf-catalogue/missing-manifest.json`,
    });
  });
  test.afterAll(async () => shop.stop());

  test('renders the fallback for that region only', async ({ page }) => {
    await page.goto(`${shop.itOrigin}/categories/Uomo`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Questa sezione non è disponibile',
    );
    await page.getByRole('link', { name: 'Aiuto' }).click();
    await expect(page.getByRole('main').locator('[data-boundary="mf_content"] h1')).toHaveText(
      'Domande frequenti',
    );
  });
});
