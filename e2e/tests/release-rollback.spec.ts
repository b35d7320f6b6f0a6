import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { CategoryListingResponse } from '@shop/shared/contracts';
import { goLive, rollBack } from '@shop/api/releases';
import {
  REPO_ROOT,
  startShop,
  type RunningShop,
  SHOP_START_HOOK_TIMEOUT_MS,
} from '../support/shop-server';

const CATALOGUE_DIST = path.join(REPO_ROOT, 'mf-catalogue/dist');
const OLD_TEXT = 'Aggiungi al carrello';
const NEW_TEXT = 'Aggiungi alla borsa';

const HASHED = /\.([0-9a-f]{12})\.js$/;

/** Writes `text` to `file` and its Brotli copy, as a build and a deploy do. */
function writeWithBrotli(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
}

/**
 * A release folder holding the catalogue's build; with `replace`, one text changed in its scripts.
 * A changed chunk gets a new content hash in its name, and the entry and manifest name it, as a
 * real build would (browsers keep hashed chunks for a year).
 */
function releaseOf(remoteDir: string, version: string, replace?: [string, string]): void {
  const folder = path.join(remoteDir, version);
  cpSync(CATALOGUE_DIST, folder, { recursive: true });
  if (!replace) return;
  const renamed = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => HASHED.test(name))) {
    const source = readFileSync(path.join(folder, file), 'utf8');
    if (!source.includes(replace[0])) continue;
    const hash = HASHED.exec(file)?.[1] ?? '';
    const newHash = `feed${hash.slice(4)}`;
    renamed.set(hash, newHash);
    rmSync(path.join(folder, file));
    rmSync(path.join(folder, `${file}.br`), { force: true });
    writeWithBrotli(
      path.join(folder, file.replace(hash, newHash)),
      source.split(replace[0]).join(replace[1]),
    );
  }
  for (const file of readdirSync(folder).filter((name) => /\.(js|json)$/.test(name))) {
    let text = readFileSync(path.join(folder, file), 'utf8');
    const before = text;
    for (const [hash, newHash] of renamed) text = text.split(hash).join(newHash);
    if (text !== before) writeWithBrotli(path.join(folder, file), text);
  }
}

test.describe('releasing and rolling back one remote', () => {
  test.describe.configure({ mode: 'serial' });
  let shop: RunningShop;
  let releasesDir: string;
  const remoteDir = () => path.join(releasesDir, 'mf-catalogue');

  test.beforeAll(async () => {
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    releasesDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-releases-'));
    releaseOf(remoteDir(), 'r1');
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

    releaseOf(remoteDir(), 'r2', [OLD_TEXT, NEW_TEXT]);
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
