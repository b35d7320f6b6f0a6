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
    });
  });
}

test.describe('one URL per page', () => {
  for (const [asked, landed] of [
    ['/pages/returns/', '/pages/returns'],
    ['/Pages/returns', '/pages/returns'],
    ['/pages/RETURNS', '/pages/returns'],
    ['/EN/pages/faq', '/en/pages/faq'],
  ] as const) {
    test(`${asked} lands on ${landed}`, async ({ page, shop }) => {
      const response = await page.goto(`${shop.it}${asked}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`${shop.it}${landed}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  for (const path of ['/pages', '/categories', '/foo']) {
    test(`${path} answers 404 with the not-found page`, async ({ page, shop }) => {
      const response = await page.goto(`${shop.it}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        'Pagina non trovata',
      );
    });
  }

  test('/favicon.ico gives the shop’s icon', async ({ request, shop }) => {
    const response = await request.get(`${shop.api}/favicon.ico`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/svg/);
  });
});
