import { blockingViolations, WCAG_22_AA } from '../support/accessibility';
import { expect, test } from '../support/shop';

const ROUTES = [
  { path: '/', ready: 'Moda italiana, fatta per durare' },
  { path: '/en', ready: 'Italian fashion, made to last' },
  { path: '/categories/Uomo', ready: 'Uomo' },
  { path: '/en/categories/Women/Dresses', ready: 'Dresses' },
  { path: '/cerca?q=camicia', ready: 'Risultati per «camicia»' },
  { path: '/en/search?q=shirt', ready: 'Results for “shirt”' },
  { path: '/cart', ready: 'Carrello' },
  { path: '/login', ready: 'Accedi' },
  { path: '/pages/faq', ready: 'Domande frequenti' },
  { path: '/en/pages/returns', ready: 'Returns and refunds' },
  { path: '/no-such-page', ready: 'Pagina non trovata' },
  { path: '/en/no-such-page', ready: 'Page not found' },
  { path: '/login/no-such-step', ready: 'Pagina non trovata' },
  { path: '/checkout/no-such-step', ready: 'Pagina non trovata' },
];

for (const route of ROUTES) {
  test(`${route.path} has no serious or critical WCAG 2.2 AA violations`, async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}${route.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.ready);
    // The logo is in both layouts; wait for the page to settle before the audit.
    await expect(page.getByRole('link', { name: /Aurelia/ }).first()).toBeVisible();
    expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
  });
}

// A visitor from France on the Italian store, from Italy on the international one: both see the
// store suggestion.
for (const [store, paths, popupName, visitor] of [
  [
    'it',
    ['/', '/categories/Uomo', '/pages/faq', '/no-such-page'],
    "Spedisci fuori dall'Italia?",
    'fr-FR',
  ],
  [
    'intl',
    ['/en/cart', '/en/categories/Women/Dresses', '/en/search?q=shirt'],
    'Shipping to Italy?',
    'it-IT',
  ],
] as const) {
  test.describe(`at 320 px on the ${store} store, with the popup, the menu and the modal open`, () => {
    test.use({
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
      locale: visitor,
      extraHTTPHeaders: { 'Accept-Language': visitor },
    });

    for (const path of paths)
      test(`${path} has no serious or critical WCAG 2.2 AA violations`, async ({ page, shop }) => {
        await page.goto(`${shop[store]}${path}`);
        await expect(page.getByRole('dialog', { name: popupName })).toBeVisible();
        expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);

        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
        await page.keyboard.press('Escape');

        await page.getByRole('button', { name: /^(Paese di spedizione|Shipping country)/ }).click();
        const modal = page.getByRole('dialog', { name: /^(Scegli il paese|Choose your)/ });
        await expect(modal.getByRole('combobox', { name: /^(Paese|Country)$/ })).toBeFocused();
        expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
      });
  });
}

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

for (const store of ['it', 'intl'] as const) {
  test(`the focus ring on the dark top bar stands out 3:1 on the ${store} store`, async ({
    page,
    shop,
  }) => {
    await page.goto(store === 'it' ? `${shop.it}/` : `${shop.intl}/en`);
    await expect(page.getByTestId('top-bar-message')).toBeVisible();
    await page.getByRole('link', { name: /^(Vai al contenuto|Skip to content)$/ }).focus();
    const rings: { outline: string; background: string; width: number }[] = [];
    for (let i = 0; i < 8 && rings.length < 3; i += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const bar = active?.closest<HTMLElement>('.top-bar');
        if (!active || !bar) return null;
        const style = getComputedStyle(active);
        return {
          outline: style.outlineColor,
          background: getComputedStyle(bar).backgroundColor,
          width: parseFloat(style.outlineWidth),
        };
      });
      if (ring) rings.push(ring);
    }
    // The two arrows and the message's link.
    expect(rings).toHaveLength(3);
    for (const ring of rings) {
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.outline, ring.background)).toBeGreaterThanOrEqual(3);
    }
  });
}
