import { expect, test } from '../support/shop';

const REMOTE_ROUTES = [
  { remote: 'mf_catalogue', path: '/categories/Uomo', heading: 'Uomo' },
  { remote: 'mf_catalogue', path: '/en/categories/Women', heading: 'Women' },
  { remote: 'mf_checkout', path: '/cart', heading: 'Carrello' },
  { remote: 'mf_account', path: '/login', heading: 'Accedi' },
  { remote: 'mf_content', path: '/pages/faq', heading: 'Domande frequenti' },
  { remote: 'mf_content', path: '/en/pages/shipping', heading: 'Shipping' },
];

for (const route of REMOTE_ROUTES) {
  test(`${route.path} is rendered by ${route.remote} inside <main>`, async ({ page, shop }) => {
    await page.goto(`${shop.it}${route.path}`);
    const region = page.getByRole('main').locator(`[data-boundary="${route.remote}"]`);
    await expect(region.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  });
}

test('client-side navigation moves between remotes without reloading the page', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/`);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'Donna', exact: true })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Donna');
  await page.getByRole('link', { name: 'Aiuto' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Domande frequenti',
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('an unknown top-level path answers 404 and shows the 404 page', async ({ page, shop }) => {
  const response = await page.goto(`${shop.it}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
});
