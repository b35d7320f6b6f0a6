import { untilHydrated } from '../support/server-rendering';
import { expect, test } from '../support/shop';

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('a footer link opens the new page at its top, with focus there; Back returns to the place', async ({
      page,
      shop,
    }) => {
      await page.goto(`${shop.it}/pages/faq`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      // Focus and the announcement are the shell's: before it has the page, a link is a plain load.
      await untilHydrated(page);
      const returnsLink = page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Resi', exact: true });
      await returnsLink.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(200);

      await returnsLink.click();
      await expect(page).toHaveURL(`${shop.it}/pages/returns`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('main')).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: /Resi/ }).first()).toBeAttached();

      await page.goBack();
      await expect(page).toHaveURL(`${shop.it}/pages/faq`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
      await page.goForward();
      await expect(page).toHaveURL(`${shop.it}/pages/returns`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('a link low on the English home opens its page at the top, focused and announced', async ({
      page,
      shop,
    }) => {
      await page.goto(`${shop.intl}/en`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await untilHydrated(page);
      // The last link of the home's own content: a care-guide page, far down.
      const link = main.getByRole('link').last();
      await expect(link).toBeVisible();
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      const href = await link.getAttribute('href');

      await link.click();
      await expect(page).toHaveURL(`${shop.intl}${href}`);
      // The address changes at once; the page follows when its code has arrived.
      await expect(main).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const title = (await main.getByRole('heading', { level: 1 }).textContent()) ?? '';
      expect(title).not.toBe('');
      await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeAttached();
    });
  });
}

test.describe('one URL per page', () => {
  for (const [store, asked, landed] of [
    ['it', '/pages/returns/?from=footer', '/pages/returns?from=footer'],
    ['it', '/Pages/returns', '/pages/returns'],
    ['it', '/pages/RETURNS', '/pages/returns'],
    ['it', '/categories/uomo/camicie/', '/categories/Uomo/Camicie'],
    ['intl', '/EN/pages/FAQ/', '/en/pages/faq'],
  ] as const) {
    test(`${asked} lands on ${landed}`, async ({ page, shop }) => {
      const response = await page.goto(`${shop[store]}${asked}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`${shop[store]}${landed}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  for (const [store, path, title] of [
    ['it', '/pages', 'Pagina non trovata'],
    ['it', '/categories', 'Pagina non trovata'],
    ['it', '/pages/nope', 'Pagina non trovata'],
    ['it', '/foo', 'Pagina non trovata'],
    ['intl', '/en/categories/Nope', 'Page not found'],
  ] as const) {
    test(`${path} answers 404 with the not-found page`, async ({ page, shop }) => {
      const response = await page.goto(`${shop[store]}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
    });
  }

  test('/favicon.ico is a real icon, cached', async ({ request, shop }) => {
    const response = await request.get(`${shop.api}/favicon.ico`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(response.headers()['cache-control']).toBe('public, max-age=86400');
    expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});
