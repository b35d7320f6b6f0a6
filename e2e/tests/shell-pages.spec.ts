import { untilHydrated } from '../support/server-rendering';
import { expect, test } from '../support/shop';

test('the top message bar moves to the next message after 5 seconds', async ({ page, shop }) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.goto(`${shop.it}/`);
  const bar = page.getByRole('region', { name: 'Messaggi' });
  const message = bar.getByTestId('top-bar-message');
  await expect(message).not.toBeEmpty();
  // The rotation is the shell's: the message is in the server's HTML before its script runs.
  await untilHydrated(page);
  // Stop the page's clock so that only runFor moves it.
  await page.clock.pauseAt(new Date('2026-03-02T09:01:00Z'));
  const first = await message.textContent();
  await page.clock.runFor(4_900);
  await expect(message).toHaveText(first ?? '');
  await page.clock.runFor(200);
  await expect(message).not.toHaveText(first ?? '');
});

test('the language switch keeps the shopper on the same category', async ({ page, shop }) => {
  await page.goto(`${shop.it}/categories/Uomo/Camicie`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Camicie');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${shop.it}/en/categories/Men/Shirts`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Shirts');
  await page.getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(`${shop.it}/categories/Uomo/Camicie`);
});

test('the document head follows the page: title, canonical and hreflang alternates', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/categories/Donna`);
  await expect(page).toHaveTitle('Donna | Aurelia');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    `${shop.it}/categories/Donna`,
  );
  await expect(page.locator('link[hreflang=en]')).toHaveAttribute(
    'href',
    `${shop.intl}/en/categories/Women`,
  );
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /Donna/);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\/media\/brand\/share\.png$/);
  const contentType = await page.evaluate(
    (url) => fetch(url).then((response) => response.headers.get('content-type')),
    image ?? '',
  );
  expect(contentType).toBe('image/png');
});

test('an unknown category shows the 404 page inside the layout', async ({ page, shop }) => {
  await page.goto(`${shop.it}/categories/Nessuna`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Pagina non trovata',
  );
  await expect(page).toHaveTitle('Pagina non trovata | Aurelia');
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
});

test('an unknown English path answers 404 with the English 404 page', async ({ page, shop }) => {
  const response = await page.goto(`${shop.it}/en/nowhere`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('login uses the slim layout: back link, logo, secure-payments note, no link columns', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/login`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Accedi');
  await expect(page.getByRole('link', { name: /Indietro/ })).toHaveAttribute('href', '/');
  await expect(page.getByText('Pagamenti sicuri')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toHaveCount(0);
});

test('account pages send a visitor to login without showing account content', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/account/orders`);
  await expect(page).toHaveURL(`${shop.it}/login?redirect=%2Faccount%2Forders`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Accedi');
});
