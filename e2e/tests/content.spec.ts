import { blockingViolations } from '../support/accessibility';
import { expect, test } from '../support/shop';

test('the language switch on a news post and a care-guide page lands on the localized slug', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/blog/lino-di-primavera`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il lino di primavera');
  // The post's English slug comes with its page's script: until then the switch leads to the news.
  const english = page.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', '/en/blog/spring-linen');
  await english.click();
  await expect(page).toHaveURL(`${shop.it}/en/blog/spring-linen`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring linen');

  // From the post's own link into the English care guide, then back to Italian.
  await page.getByRole('main').getByRole('link', { name: 'linen', exact: true }).click();
  await expect(page).toHaveURL(`${shop.it}/en/careguide/linen`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to care for linen');
  await page.getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(`${shop.it}/curadelcapo/lino`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Come curare il lino');
});

test('the misspelt terms link answers a permanent redirect to the terms page', async ({
  page,
  shop,
}) => {
  const response = await page.goto(`${shop.it}/pages/terms-condtions`);
  const redirect = await response?.request().redirectedFrom()?.response();
  expect(redirect?.status()).toBe(301);
  expect(redirect?.headers().location).toBe('/pages/terms-conditions');
  await expect(page).toHaveURL(`${shop.it}/pages/terms-conditions`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termini e condizioni');
});

test('an unknown post is the 404 page, answered 404', async ({ page, shop }) => {
  const response = await page.goto(`${shop.it}/blog/nessun-post`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
});

test('the home draws its carousel, news and care guide from inline data, its first picture preloaded', async ({
  page,
  shop,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) apiCalls.push(pathname);
  });
  await page.goto(`${shop.it}/`);
  const first = page.locator('.product-carousel img').first();
  await expect(first).toHaveJSProperty('complete', true);
  await expect(page.getByRole('heading', { level: 2, name: 'Dal blog' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cura del capo' })).toBeVisible();

  const src = await first.evaluate((image) => (image as HTMLImageElement).currentSrc);
  const initiator = await page.evaluate(
    (url) =>
      (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)
        ?.initiatorType,
    src,
  );
  expect(initiator).toBe('link');
  expect(apiCalls.filter((path) => /^\/api\/(products|articles)/.test(path))).toEqual([]);
});

const AUDITED = [
  { path: '/', ready: 'Moda italiana, fatta per durare' },
  { path: '/en', ready: 'Italian fashion, made to last' },
  { path: '/blog/come-scegliere-la-camicia-giusta', ready: 'Come scegliere la camicia giusta' },
  { path: '/en/blog/how-to-choose-the-right-shirt', ready: 'How to choose the right shirt' },
  { path: '/curadelcapo/lana', ready: 'Come curare la lana' },
  { path: '/en/careguide/wool', ready: 'How to care for wool' },
  { path: '/pages/faq', ready: 'Domande frequenti' },
  { path: '/en/pages/faq', ready: 'Frequently asked questions' },
];

for (const route of AUDITED) {
  test(`${route.path} has no serious or critical accessibility violations`, async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}${route.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.ready);
    if (route.path === '/' || route.path === '/en') {
      // The catalogue's carousel is in place, its first picture loaded.
      const carousel = page.locator('.product-carousel');
      await expect(carousel).toBeVisible();
      await expect(carousel.locator('img').first()).toHaveJSProperty('complete', true);
    }
    await expect(page.getByRole('link', { name: /Aurelia/ }).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
}
