import { expect, test } from '../support/shop';

test('home renders inside the layout with the header categories from the API', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/`);
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(nav.getByRole('link', { name: 'Uomo', exact: true })).toHaveAttribute(
    'href',
    '/categories/Uomo',
  );
  await expect(nav.getByRole('link', { name: 'Donna', exact: true })).toHaveAttribute(
    'href',
    '/categories/Donna',
  );
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Moda italiana, fatta per durare',
  );
  await expect(page.getByRole('contentinfo')).toContainText('Servizio clienti');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test('the English home lives under /en with English categories', async ({ page, shop }) => {
  await page.goto(`${shop.it}/en`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Men', exact: true })).toHaveAttribute(
    'href',
    '/en/categories/Men',
  );
  await expect(nav.getByRole('link', { name: 'Women', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'Italian fashion, made to last',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('both stores answer on their own origins', async ({ page, shop }) => {
  for (const origin of [shop.it, shop.intl]) {
    await page.goto(`${origin}/`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  const itConfig = await page
    .goto(`${shop.it}/`)
    .then(() => page.locator('#shop-runtime-config').textContent());
  const intlConfig = await page
    .goto(`${shop.intl}/`)
    .then(() => page.locator('#shop-runtime-config').textContent());
  expect(JSON.parse(itConfig ?? '{}').store).toBe('it');
  expect(JSON.parse(intlConfig ?? '{}').store).toBe('intl');
});

test("the carousel's tiles keep their pictures' place while the pictures are on their way", async ({
  page,
  shop,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Pictures held on their way until the end: the tiles are laid out from what the page says.
  let letPicturesThrough = () => {};
  const picturesLetThrough = new Promise<void>((resolve) => (letPicturesThrough = resolve));
  await page.route(/\/media\/pictures\//, async (route) => {
    await picturesLetThrough;
    await route.continue().catch(() => undefined);
  });
  try {
    // Not `load`: that waits for the pictures.
    await page.goto(`${shop.it}/`, { waitUntil: 'domcontentloaded' });
    const pictures = page.locator('.home__carousel .product-tile__pictures');
    await expect(pictures.nth(3)).toBeVisible();

    const boxes = await pictures.evaluateAll((spans) =>
      spans.slice(0, 4).map((span) => {
        const box = span.getBoundingClientRect();
        return Math.round((box.height / box.width) * 100) / 100;
      }),
    );
    expect(boxes).toEqual([1.33, 1.33, 1.33, 1.33]);
  } finally {
    letPicturesThrough();
  }
});
