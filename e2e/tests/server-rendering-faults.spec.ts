import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { goLive } from '@shop/api/releases';
import { releaseCatalogue } from '../support/catalogue-releases';
import { REMOTE_ENTRY } from '../support/redeploy';
import { untilServerRendered } from '../support/server-rendering';
import {
  freePort,
  startShop,
  type RunningShop,
  SHOP_START_HOOK_TIMEOUT_MS,
} from '../support/shop-server';

// What a shopper gets when a remote goes wrong while pages are rendered on the server: each case
// leaves a working page.

const PRODUCT = '/products/giacca-doppiopetto-in-lino-sh00004';
const OLD_TEXT = 'Aggiungi al carrello';
const NEW_TEXT = 'Aggiungi alla borsa';
/** Where the catalogue's server build (unminified) renders the listing's grid: a fault goes here. */
const GRID = 'className: "product-grid",';

/** Console errors and page errors, leaving out network answers (not rendering problems). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The listing works in the browser: its heading, a product with its price, no error shown. */
async function expectWorkingListing(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Uomo');
  await expect(
    main.getByRole('link', { name: /Giacca doppiopetto in lino/ }).first(),
  ).toBeVisible();
  await expect(main.getByText('360,00 €').first()).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
}

test.describe('a remote released, throwing or looping on the server', () => {
  test.describe.configure({ mode: 'serial' });
  let shop: RunningShop;
  let releasesDir: string;
  const remoteDir = () => path.join(releasesDir, 'mf-catalogue');

  test.beforeAll(async () => {
    // A server of its own boots and seeds its database: slower than a test on a busy machine.
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    releasesDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-ssr-releases-'));
    releaseCatalogue(remoteDir(), 'r1');
    goLive(remoteDir(), 'r1');
    shop = await startShop({ SSR: 'on', RELEASES_DIR: releasesDir, MANIFEST_MAX_AGE_MS: '0' });
    await untilServerRendered(shop, PRODUCT);
  });

  test.afterAll(async () => {
    await shop?.stop();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  test('released between the HTML and its scripts: the page hydrates with the build it names', async ({
    page,
  }) => {
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    const problems = problemsOf(page);
    const catalogueEntries: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/mf-catalogue/') && REMOTE_ENTRY.test(pathname))
        catalogueEntries.push(pathname);
    });
    // The page is written with release r1; r2 goes live as the browser asks for r1's first file.
    let released = false;
    await page.route(/\/mf-catalogue\//, async (route) => {
      if (!released) {
        released = true;
        releaseCatalogue(remoteDir(), 'r2', { browser: [OLD_TEXT, NEW_TEXT] });
        goLive(remoteDir(), 'r2');
      }
      await route.continue();
    });

    const html = (await (await page.goto(`${shop.itOrigin}${PRODUCT}`))?.text()) ?? '';
    expect(html).toContain('data-shop-page');
    const named = /\/mf-catalogue\/remoteEntry\.[0-9a-f]{12}\.js/.exec(html)?.[0];
    expect(named).toBeDefined();

    // Hydrated with r1, whose text the server wrote: the button answers as soon as it is.
    const main = page.getByRole('main');
    await main.getByRole('button', { name: OLD_TEXT }).click();
    await expect(main.getByText('Seleziona una taglia')).toBeVisible();
    expect(catalogueEntries).toEqual([named]);
    expect(problems).toEqual([]);

    // The next page is written, rendered and loaded with r2.
    await page.unrouteAll();
    await expect(async () => {
      await page.reload();
      await expect(main.getByRole('button', { name: NEW_TEXT })).toBeVisible({ timeout: 5_000 });
    }).toPass();
  });

  test('a release whose server code alone throws: its region is rendered in the browser', async ({
    page,
  }) => {
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    // The browser's files stay those of r2, live: only the server container's name tells.
    releaseCatalogue(remoteDir(), 'r3', {
      basedOn: 'r2',
      server: [GRID, 'className: (() => { throw new Error("thrown on the server"); })(),'],
    });
    goLive(remoteDir(), 'r3');
    // The renderers start anew with the release; the page's frame still comes from them.
    await untilServerRendered(shop, PRODUCT);

    const response = await page.goto(`${shop.itOrigin}/categories/Uomo`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-shop-frame');
    expect(html).not.toContain('class="product-grid"');
    await expectWorkingListing(page);
  });

  test('a remote whose server code never ends: the page is sent without it, and other pages keep being rendered', async ({
    page,
  }) => {
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    releaseCatalogue(remoteDir(), 'r4', {
      browser: [OLD_TEXT, 'Nel carrello'],
      server: [GRID, 'className: (() => { for (;;) {} })(),'],
    });
    goLive(remoteDir(), 'r4');
    await untilServerRendered(shop, PRODUCT);

    const response = await page.goto(`${shop.itOrigin}/categories/Uomo`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).not.toContain('class="product-grid"');
    await expectWorkingListing(page);
    // The renderer held by the loop is replaced; pages keep coming from the server meanwhile.
    expect(await untilServerRendered(shop, '/pages/faq')).toContain('data-shop-page');
    expect(await untilServerRendered(shop, PRODUCT)).toContain('data-shop-page');
  });
});

test.describe('a remote that cannot be reached, with server rendering on', () => {
  let shop: RunningShop;

  test.beforeAll(async () => {
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    const deadPort = await freePort();
    shop = await startShop({
      SSR: 'on',
      REMOTE_CONTENT_URL: `http://127.0.0.1:${deadPort}/mf-content/mf-manifest.json`,
    });
    await untilServerRendered(shop, '/categories/Uomo');
  });
  test.afterAll(async () => shop?.stop());

  test("its pages show the fallback in the server's frame; the other remotes' pages come whole", async ({
    page,
  }) => {
    const home = await page.goto(`${shop.itOrigin}/`);
    expect(home?.status()).toBe(200);
    expect(await home?.text()).toContain('data-shop-frame');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Questa sezione non è disponibile al momento',
    );

    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Uomo', exact: true })
      .click();
    await expectWorkingListing(page);
    const listing = await fetch(`http://127.0.0.1:${shop.port}/categories/Uomo`);
    expect(await listing.text()).toContain('class="product-grid"');
  });
});
