import type { Page } from '@playwright/test';
import type { Locale } from '@shop/shared/contracts';
import { routesFor } from '@shop/shared/routing';
import { expect, test } from '../support/shop';

const PHONE = { width: 320, height: 640 };

/** A concrete value for each route parameter; a new parametrised route must add its own here. */
const EXAMPLE_PATHS: Record<string, Record<Locale, string>> = {
  'categories/*': { it: 'categories/Uomo/Camicie', en: 'categories/Men/Shirts' },
  'products/*': { it: 'products/camicia-lino-bianca', en: 'products/camicia-lino-bianca' },
  'checkout/success/:orderId': { it: 'checkout/success/1001', en: 'checkout/success/1001' },
  'checkout/error/:orderId': { it: 'checkout/error/1001', en: 'checkout/error/1001' },
  'account/orders/:id': { it: 'account/orders/1001', en: 'account/orders/1001' },
  'blog/:slug': { it: 'blog/lino-di-primavera', en: 'blog/spring-linen' },
  'brand/:slug': { it: 'brand/la-nostra-storia', en: 'brand/our-story' },
  'curadelcapo/:slug': { it: 'curadelcapo/lana', en: 'curadelcapo/lana' },
  'careguide/:slug': { it: 'careguide/wool', en: 'careguide/wool' },
  'pages/*': { it: 'pages/faq', en: 'pages/faq' },
};

function concretePath(path: string, locale: Locale): string {
  const example = EXAMPLE_PATHS[path]?.[locale];
  if (!example && /[*:]/.test(path)) throw new Error(`No example path for the route "${path}"`);
  const below = example ?? path;
  const prefix = locale === 'en' ? '/en' : '';
  return below ? `${prefix}/${below}` : prefix || '/';
}

const PAGES = (['it', 'en'] as const).flatMap((locale) =>
  routesFor(locale).map((route) => concretePath(route.paths[locale] ?? '', locale)),
);

/** Waits until the route has drawn its region (or its 404, fallback or redirect target). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('main [role=status][data-size]')).toHaveCount(0);
}

test.describe('at 320 px on a touch phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  // Each test waits for a quiet network; on a busy two-core machine that can take a while.
  test.describe.configure({ timeout: 60_000 });

  for (const path of PAGES) {
    test(`${path} does not scroll sideways`, async ({ page, shop }) => {
      await page.goto(`${shop.it}${path}`);
      await settle(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });
  }

  test("the header's controls are 44 px targets and the cart badge is on screen", async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}/`);
    await settle(page);
    const header = page.getByRole('banner');
    const controls = [
      header.getByRole('button', { name: 'Menu' }),
      header.getByRole('link', { name: /^Aurelia/ }),
      header.getByRole('link', { name: 'Aiuto' }),
      header.getByRole('link', { name: 'Accedi' }),
      header.getByRole('link', { name: /Carrello/ }),
      header.getByRole('button', { name: /Paese di spedizione/ }),
    ];
    for (const control of controls) {
      await expect(control).toBeInViewport({ ratio: 1 });
      const box = await control.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await expect(header.getByTestId('cart-count')).toBeInViewport({ ratio: 1 });
  });
});

for (const width of [360, 390, 414]) {
  test.describe(`at ${width} px on a touch phone`, () => {
    test.use({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });

    for (const path of ['/', '/categories/Uomo', '/cart', '/login', '/en/checkout']) {
      test(`${path} does not scroll sideways`, async ({ page, shop }) => {
        await page.goto(`${shop.it}${path}`);
        await settle(page);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
      });
    }
  });
}
