import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  REPO_ROOT,
  startShop,
  type RunningShop,
  SHOP_START_HOOK_TIMEOUT_MS,
} from '../support/shop-server';
import { REMOTE_ENTRY, redeployWithRenamedChunks } from '../support/redeploy';
import { ENTRY_START_LIMIT_MS } from '@shop/api/page-document';
import {
  entryScriptsOf,
  untilHydrated,
  scriptPreloadsOf,
  untilServerRendered,
} from '../support/server-rendering';

const CATALOGUE_DIST = path.join(REPO_ROOT, 'mf-catalogue/dist');
const EXPOSE_CHUNK = /^__federation_expose_routes\.([0-9a-f]{12})\.js$/;

/** The catalogue's routes chunk as the HTML announces it, if it does. */
async function preloadedRoutesChunk(url: string): Promise<string | undefined> {
  const html = await (await fetch(url)).text();
  return scriptPreloadsOf(html)
    .map((href) => href.slice(href.lastIndexOf('/') + 1))
    .find((file) => EXPOSE_CHUNK.test(file));
}

test.describe('the critical path of a page', () => {
  test.describe.configure({ mode: 'serial' });

  let shop: RunningShop;
  let deployDir: string;

  test.beforeAll(async () => {
    // A server of its own boots and seeds its database: slower than a test on a busy machine.
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    deployDir = mkdtempSync(path.join(tmpdir(), 'mf-catalogue-deploy-'));
    cpSync(CATALOGUE_DIST, deployDir, { recursive: true });
    shop = await startShop({ REMOTE_CATALOGUE_DIST: deployDir, MANIFEST_MAX_AGE_MS: '0' });
  });

  test.afterAll(async () => {
    await shop?.stop();
    rmSync(deployDir, { recursive: true, force: true });
  });

  test('files and data of the first render come with the HTML, not one round trip at a time', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(`${shop.itOrigin}/categories/Uomo`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Uomo');
    await expect(page.getByRole('navigation').first()).toContainText('Donna');
    // A picture's timing is recorded once it has arrived; on a fresh shop it is made first.
    const firstTilePicture = page.locator('main .product-tile__image').first();
    await expect
      .poll(() =>
        firstTilePicture.evaluate(
          (image: HTMLImageElement) => image.complete && image.naturalWidth > 0,
        ),
      )
      .toBe(true);

    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => ({ name: entry.name, initiator: entry.initiatorType })),
    );
    const catalogue = initiators.filter((entry) => entry.name.includes('/mf-catalogue/'));
    // The remote's entry and routes module were announced by the HTML (initiator "link").
    expect(catalogue.find((entry) => REMOTE_ENTRY.test(entry.name))?.initiator).toBe('link');
    expect(
      catalogue.find((entry) => entry.name.includes('__federation_expose_routes'))?.initiator,
    ).toBe('link');
    // Its manifest was read by the server, not by the browser.
    expect(catalogue.some((entry) => entry.name.endsWith('mf-manifest.json'))).toBe(false);
    // Header categories and the top bar's settings came inline.
    expect(apiCalls.filter((url) => /\/api\/(categories|settings)/.test(url))).toEqual([]);
    // The first tile's picture, the largest paint on a phone, was asked for by the HTML too.
    const firstPicture = await firstTilePicture.evaluate(
      (image) => (image as HTMLImageElement).currentSrc,
    );
    expect(initiators.find((entry) => entry.name === firstPicture)?.initiator).toBe('link');
  });

  test('the entry script is asked for first, at high priority, where the browser paints the page', async () => {
    const html = await (await fetch(`http://127.0.0.1:${shop.port}/cart`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script defer src=\/main\.[0-9a-f]+\.js fetchpriority=high>/);
  });

  test('a page painted from its HTML asks for its scripts only after the paint, all at once', async ({
    page,
  }) => {
    const html = await untilServerRendered(shop, '/categories/Uomo');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).toContain('data-shop-page');
    const [entry] = entryScriptsOf(html);
    expect(entry).toMatch(/^\/main\.[0-9a-f]+\.js$/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    // Nothing in the head competes with the stylesheets and the first picture…
    expect(head).not.toContain('<link rel="preload" as="script"');
    // …and the starter preloads the remote's files with the entry, not a round trip after it.
    const preloads = scriptPreloadsOf(html);
    expect(preloads.some((href) => href.includes('/mf-catalogue/'))).toBe(true);

    await page.goto(`${shop.itOrigin}/categories/Uomo`);
    await untilHydrated(page);
    const timings = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const { loadEventStart, domContentLoadedEventEnd } =
        navigation as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map(({ name, startTime }) => ({ name, startTime }));
      return { loadEventStart, domContentLoadedEventEnd, scripts };
    });
    expect(timings.scripts.length).toBeGreaterThan(0);
    // After the load, or at the latest the limit after the document was parsed.
    const startedBy = Math.min(
      timings.loadEventStart,
      timings.domContentLoadedEventEnd + ENTRY_START_LIMIT_MS,
    );
    for (const { name, startTime } of timings.scripts)
      expect({ name, afterPaint: startTime >= startedBy }).toEqual({ name, afterPaint: true });
  });

  test('a remote redeployed with a new chunk name is preloaded on the next page load, no restart', async ({
    page,
  }) => {
    const pageUrl = `http://127.0.0.1:${shop.port}/categories/Donna`;
    const before = await preloadedRoutesChunk(pageUrl);
    expect(before).toMatch(EXPOSE_CHUNK);

    // Deploy a build whose routes chunk has another name: the chunk under its new name first,
    // then the entry and manifest that point at it. The old file stays for open tabs.
    const oldHash = EXPOSE_CHUNK.exec(before ?? '')?.[1] ?? '';
    const newHash = 'feedc0ffee42';
    const oldFile = readdirSync(deployDir).find((file) => file === before);
    expect(oldFile).toBeDefined();
    cpSync(path.join(deployDir, before ?? ''), path.join(deployDir, `x-${newHash}.tmp`));
    renameSync(
      path.join(deployDir, `x-${newHash}.tmp`),
      path.join(deployDir, `__federation_expose_routes.${newHash}.js`),
    );
    // A build writes each file with its Brotli copy, and a deploy uploads both.
    redeployWithRenamedChunks(deployDir, new Map([[oldHash, newHash]]));

    expect(await preloadedRoutesChunk(pageUrl)).toBe(`__federation_expose_routes.${newHash}.js`);
    const loaded: string[] = [];
    page.on('requestfinished', (request) => loaded.push(request.url()));
    await page.goto(`${shop.itOrigin}/categories/Donna`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Donna');
    expect(loaded.some((url) => url.endsWith(`__federation_expose_routes.${newHash}.js`))).toBe(
      true,
    );
    expect(loaded.some((url) => url.endsWith(`__federation_expose_routes.${oldHash}.js`))).toBe(
      false,
    );
  });
});
