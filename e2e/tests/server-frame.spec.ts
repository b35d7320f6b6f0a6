import { expect, test, type Page } from '@playwright/test';
import { startShop, type RunningShop, SHOP_START_HOOK_TIMEOUT_MS } from '../support/shop-server';

// Server rendering of the frame is off by default (docs/performance.md, "Server rendering"):
// this file runs its own shop with it on.
let shop: RunningShop;
test.beforeAll(async () => {
  // A server of its own boots and seeds its database: slower than a test on a busy machine.
  test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
  shop = await startShop({ SSR_FRAME: 'on' });
});
test.afterAll(() => shop.stop());

/**
 * Marks every element the HTML parser creates before the page's scripts run: an element React
 * adopted while hydrating keeps its mark, one it re-created (after a mismatch) has none.
 */
async function markServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && !document.documentElement.dataset.shopScriptsRan) {
            (node as Element & { fromServer?: boolean }).fromServer = true;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.dataset.shopScriptsRan = '';
    });
  });
}

const PAGES = [
  { path: '/', heading: 'Uomo', layout: 'normal' },
  { path: '/categories/Uomo', heading: 'Uomo', layout: 'normal' },
  { path: '/pages/faq', heading: 'Domande frequenti', layout: 'normal' },
  { path: '/login', heading: 'Accedi', layout: 'auth' },
  { path: '/en', heading: 'Men', layout: 'normal' },
  { path: '/en/categories/Men', heading: 'Men', layout: 'normal' },
  { path: '/en/pages/faq', heading: 'FAQ', layout: 'normal' },
  { path: '/en/login', heading: 'Sign in', layout: 'auth' },
] as const;

for (const { path, layout } of PAGES) {
  test(`${path}: the server sends the frame and the browser hydrates it without a mismatch`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // Network answers are not rendering problems (the account API has no auto-login yet).
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await markServerElements(page);

    const response = await page.goto(`${shop.itOrigin}${path}`);
    const html = (await response?.text()) ?? '';

    // The frame is in the HTML itself, marked for hydration, with the page region left empty.
    expect(html).toMatch(/<div id="root" data-shop-frame="">/);
    expect(html).toContain('<main id="main" class="layout__main" tabindex="-1"></main>');
    expect(html).toContain(layout === 'auth' ? 'class="slim-header"' : 'class="header"');
    expect(html).toMatch(layout === 'auth' ? /footer footer--slim/ : /class="footer__columns"/);
    const italian = !path.startsWith('/en');
    expect(html).toContain(italian ? 'Vai al contenuto' : 'Skip to content');

    // The page's own content arrives after hydration, inside the adopted frame.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const adopted = await page.evaluate(() =>
      ['#root > div', 'header', 'footer', 'main'].map(
        (selector) =>
          (document.querySelector(selector) as (Element & { fromServer?: boolean }) | null)
            ?.fromServer === true,
      ),
    );
    expect(adopted).toEqual([true, true, true, true]);
    expect(
      problems.filter((text) => /hydrat|#418|#423|#425|did(n't| not) match/i.test(text)),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('a click on the header before the shell has started still takes the shopper there', async ({
  page,
}) => {
  // No script arrives: what works is what the server's HTML does on its own.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(`${shop.itOrigin}/`, { waitUntil: 'domcontentloaded' });

  await page.getByRole('banner').getByRole('link', { name: 'Aiuto' }).click();

  await expect(page).toHaveURL(`${shop.itOrigin}/pages/faq`);
});
