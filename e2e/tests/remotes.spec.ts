import { untilHydrated } from '../support/server-rendering';
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
  // Within the page once the shell has it; before, the server's links are plain loads.
  await untilHydrated(page);
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

test('a remote whose entry stops as it runs shows its fallback, and the rest of the shop works', async ({
  page,
  shop,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // As on a shell deployed before the remote: the bundler runtime the remote runs on is missing.
  await page.route(/\/mf-content\/remoteEntry(\.[0-9a-f]{12})?\.js$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll(
      '__SHOP_FEDERATION_BUNDLER_RUNTIME__',
      '__NOT_PROVIDED_BY_THIS_SHELL__',
    );
    await route.fulfill({ response, body });
  });
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.goto(`${shop.it}/pages/faq`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Questa sezione non è disponibile al momento',
  );
  expect(errors.join('\n')).toContain('deploy the shell first');
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('link', { name: 'Uomo', exact: true })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Uomo');
  expect(loads).toBe(1);
});
