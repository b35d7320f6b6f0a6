import type { APIRequestContext, Page } from '@playwright/test';
import type { CategoryListingResponse, ProductDetail } from '@shop/shared';
import { blockingViolations, WCAG_22_AA } from '../support/accessibility';
import { PASSWORD, registerCustomer } from '../support/account';
import { setStock, type StockedVariant } from '../support/inventory';
import { untilHydrated } from '../support/server-rendering';
import { shootAtBothWidths } from '../support/screenshots';
import { expect, test } from '../support/shop';

// Issue 30: the wishlist, on a phone, in both languages: hearts on tiles and product pages, the
// header's count, the page with sizes, add to cart and "notify me", and a visitor's list joining
// the customer's at sign-in.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Shop = { it: string; intl: string; api: string; operatorToken: string };

interface KeptProduct {
  product: ProductDetail;
  inStock: StockedVariant;
  soldOut: StockedVariant;
}

/** A women's product no other spec buys (by its place in the listing), one size in stock, one sold out. */
async function keptProduct(
  request: APIRequestContext,
  shop: Shop,
  fromTheEnd: number,
  language: 'it' | 'en',
): Promise<KeptProduct> {
  const listing = (await (
    await request.get(`${shop.api}/api/products?category=Donna&lang=it`)
  ).json()) as CategoryListingResponse;
  const item = listing.items.at(-fromTheEnd);
  if (!item) throw new Error('The seed has too few women’s products');
  const product = (await (
    await request.get(`${shop.api}/api/products/${item.paths[language]}?lang=${language}`)
  ).json()) as ProductDetail;
  const colour = product.colours[0];
  const [first, second] = colour?.sizes ?? [];
  if (!colour || !first || !second) throw new Error(`${product.id} has too few sizes`);
  const inStock = { productId: product.id, colour: colour.code, size: first.size };
  const soldOut = { productId: product.id, colour: colour.code, size: second.size };
  await setStock(request, shop, inStock, 5);
  await setStock(request, shop, soldOut, 0);
  return { product, inStock, soldOut };
}

function tileOf(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('an Italian visitor keeps a dress with the heart, then buys it in a size in stock and asks to hear about a sold-out one', async ({
  page,
  shop,
}) => {
  const { product, inStock, soldOut } = await keptProduct(page.request, shop, 2, 'it');
  await page.goto(`${shop.it}/categories/Donna`);
  await untilHydrated(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Lista dei desideri, vuota' })).toBeVisible();

  const heart = tileOf(page, product.name).getByRole('button', {
    name: `Salva ${product.name} nella lista dei desideri`,
  });
  await heart.tap();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByRole('link', { name: 'Lista dei desideri, 1 prodotto' })).toBeVisible();

  // The product page's heart knows it too.
  await tileOf(page, product.name).getByRole('link').first().tap();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('button', {
      name: `Salva ${product.name} nella lista dei desideri`,
    }),
  ).toHaveAttribute('aria-pressed', 'true');

  await header.getByRole('link', { name: 'Lista dei desideri, 1 prodotto' }).tap();
  await expect(page).toHaveURL(`${shop.it}/wishlist`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Lista dei desideri' })).toBeVisible();
  const card = main.getByRole('article', { name: product.name });
  await expect(card).toBeVisible();
  expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
  await shootAtBothWidths(page, 'wishlist-it');

  // A sold-out size offers "notify me".
  await card.getByRole('radio', { name: `${soldOut.size}, esaurita` }).check();
  await card.getByLabel('Email').fill(`e2e-wishlist-${Date.now().toString(36)}@example.com`);
  await card.getByRole('button', { name: 'Avvisami' }).tap();
  await expect(card.getByRole('status')).toContainText(/taglia|ti scriveremo/i);

  // A size in stock goes to the cart, and stays on the list.
  await card.getByRole('radio', { name: inStock.size, exact: true }).check();
  await card.getByRole('button', { name: 'Aggiungi al carrello' }).tap();
  await expect(header.getByRole('link', { name: /Carrello, 1 articoli/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Rimuovi' }).tap();
  await expect(main.getByText(/La tua lista dei desideri è vuota/)).toBeVisible();
  await expect(header.getByRole('link', { name: 'Lista dei desideri, vuota' })).toBeVisible();
  expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
});

test('an English visitor’s list joins the customer’s at sign-in, without doubles, and leaves with the sign-out', async ({
  page,
  browser,
  shop,
}) => {
  const first = await keptProduct(page.request, shop, 3, 'en');
  const second = await keptProduct(page.request, shop, 4, 'en');
  // The customer kept the first product earlier, on another device.
  const other = await browser.newContext();
  const device = await other.newPage();
  const email = await registerCustomer(device, shop, 'wishlist-en');
  const status = await device.evaluate(
    async ({ productId, colour }) =>
      (
        await fetch('/api/wishlist/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ productId, colour, language: 'en' }),
        })
      ).status,
    first.inStock,
  );
  expect(status).toBe(200);
  await other.close();

  // As a visitor on the international store: both products, with the hearts.
  await page.goto(`${shop.intl}/en/categories/Women`);
  await untilHydrated(page);
  const header = page.getByRole('banner');
  for (const { product } of [first, second]) {
    const heart = tileOf(page, product.name).getByRole('button', {
      name: `Save ${product.name} to your wishlist`,
    });
    await heart.tap();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(header.getByRole('link', { name: 'Wishlist, 2 products' })).toBeVisible();

  await page.goto(`${shop.intl}/en/wishlist`);
  const main = page.getByRole('main');
  await expect(main.getByText('The list is kept in this browser.', { exact: false })).toBeVisible();
  await main.getByRole('link', { name: 'Sign in' }).tap();
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fwishlist/);
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Sign in' }).tap();

  // Back on the list, signed in: the two products once each.
  await expect(page).toHaveURL(`${shop.intl}/en/wishlist`);
  await expect(header.getByRole('link', { name: 'Wishlist, 2 products' })).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(2);
  await expect(main.getByRole('article', { name: first.product.name })).toBeVisible();
  await expect(main.getByRole('article', { name: second.product.name })).toBeVisible();
  await expect(main.getByText('The list is kept in this browser.', { exact: false })).toHaveCount(
    0,
  );
  expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
  await shootAtBothWidths(page, 'wishlist-en');

  // The list is the customer's: after signing out, this browser keeps none of it.
  await page.goto(`${shop.intl}/en/account`);
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).tap();
  await expect(page).toHaveURL(/\/en\/login/);
  await page.goto(`${shop.intl}/en`);
  await expect(header.getByRole('link', { name: 'Wishlist, empty' })).toBeVisible();
});
