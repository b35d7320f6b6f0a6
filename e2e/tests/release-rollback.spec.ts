import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { CategoryListingResponse } from '@shop/shared/contracts';
import { goLive, rollBack } from '@shop/api/releases';
import { startShop, type RunningShop, SHOP_START_HOOK_TIMEOUT_MS } from '../support/shop-server';
import { releaseCatalogue } from '../support/catalogue-releases';

const OLD_TEXT = 'Aggiungi al carrello';
const NEW_TEXT = 'Aggiungi alla borsa';

test.describe('releasing and rolling back one remote', () => {
  test.describe.configure({ mode: 'serial' });
  let shop: RunningShop;
  let releasesDir: string;
  const remoteDir = () => path.join(releasesDir, 'mf-catalogue');

  test.beforeAll(async () => {
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    releasesDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-releases-'));
    releaseCatalogue(remoteDir(), 'r1');
    goLive(remoteDir(), 'r1');
    shop = await startShop({ RELEASES_DIR: releasesDir, MANIFEST_MAX_AGE_MS: '0' });
  });

  test.afterAll(async () => {
    await shop?.stop();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  test('the shop shows a release, then the rollback, with no restart; an open page keeps working', async ({
    page,
  }) => {
    const listing = (await (
      await fetch(`http://127.0.0.1:${shop.port}/api/products?category=Uomo&lang=it`)
    ).json()) as CategoryListingResponse;
    const productPath = listing.items[0]?.path ?? '';
    const product = async () => {
      await page.goto(`${shop.itOrigin}/products/${productPath}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      return page.getByRole('main').getByRole('button', { name: /^Aggiungi / });
    };

    await expect(await product()).toHaveText(OLD_TEXT);

    // A page opened before the release: it keeps navigating on the build it loaded.
    const open = await page.context().newPage();
    await open.goto(`${shop.itOrigin}/categories/Uomo`);
    await expect(open.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Uomo');

    releaseCatalogue(remoteDir(), 'r2', { browser: [OLD_TEXT, NEW_TEXT] });
    goLive(remoteDir(), 'r2');
    await expect(await product()).toHaveText(NEW_TEXT);
    await open.getByRole('navigation').first().getByRole('link', { name: 'Donna' }).first().click();
    await expect(open.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Donna');

    rollBack(remoteDir());
    await expect(await product()).toHaveText(OLD_TEXT);
    await open.goBack();
    await expect(open.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Uomo');
    await open.close();
  });
});
