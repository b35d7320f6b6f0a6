import { blockingViolations } from '../support/accessibility';
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
  test(`${route.path} has no serious or critical accessibility violations`, async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}${route.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.ready);
    // The logo is in both layouts; wait for the page to settle before the audit.
    await expect(page.getByRole('link', { name: /Aurelia/ }).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
