import type { APIRequestContext, Page } from '@playwright/test';
import type { CategoryListingResponse, ProductDetail } from '@shop/shared';
import { blockingViolations, WCAG_22_AA } from '../support/accessibility';
import { untilHydrated } from '../support/server-rendering';
import { setStock } from '../support/inventory';
import { expect, test } from '../support/shop';

// Issue 30: changing country to the other store takes the cart along, and the store the shopper
// arrives at says what stayed behind; on a phone, in both languages.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Shop = { it: string; intl: string; api: string; operatorToken: string };

interface Variant {
  productId: string;
  colour: string;
  size: string;
}

/** Two sizes of one men's product no other spec buys, each given `quantity` pieces. */
async function quietSizes(request: APIRequestContext, shop: Shop, language: 'it' | 'en') {
  const listing = (await (
    await request.get(`${shop.api}/api/products?category=Uomo&lang=it`)
  ).json()) as CategoryListingResponse;
  const item = listing.items.at(language === 'it' ? -3 : -4);
  if (!item) throw new Error('The seed has too few men’s products');
  const product = (await (
    await request.get(`${shop.api}/api/products/${item.path}?lang=it`)
  ).json()) as ProductDetail;
  const colour = product.colours[0];
  const sizes = colour?.sizes.slice(0, 2) ?? [];
  if (!colour || sizes.length < 2) throw new Error(`${product.id} has too few sizes`);
  const variants = sizes.map(({ size }) => ({
    productId: product.id,
    colour: colour.code,
    size,
  }));
  for (const variant of variants) await setStock(request, shop, variant, 5);
  return variants as [Variant, Variant];
}

/** Puts the variants in this store's cart, as the product page's button would. */
async function addToCart(page: Page, origin: string, variants: Variant[]) {
  await page.goto(`${origin}/`);
  for (const { productId, colour, size } of variants) {
    const status = await page.evaluate(
      async (body) => {
        const response = await fetch('/api/cart/add', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, quantity: 1, language: 'it' }),
        });
        return response.status;
      },
      { productId, colour, size },
    );
    expect(status).toBe(200);
  }
}

const cartLines = (page: Page) =>
  page.evaluate(async () => {
    const cart = (await (await fetch('/api/cart?lang=it')).json()) as {
      items: { productId: string; size: string; quantity: number }[];
    };
    return cart.items.map((item) => `${item.productId}/${item.size}×${item.quantity}`).sort();
  });

/** The shipping-country control in the phone's header, once the page has hydrated. */
async function openCountryModal(page: Page, name: RegExp) {
  await untilHydrated(page);
  await page.getByRole('button', { name }).locator('visible=true').first().tap();
}

test('an Italian shopper who moves to France finds the cart in the international store, told in English what stayed behind', async ({
  page,
  request,
  shop,
}) => {
  const [kept, soldOut] = await quietSizes(request, shop, 'en');
  await addToCart(page, shop.it, [kept, soldOut]);
  await setStock(request, shop, soldOut, 0);
  await page.goto(`${shop.it}/`);

  await openCountryModal(page, /Paese di spedizione/);
  const dialog = page.getByRole('dialog', { name: 'Scegli il paese di spedizione' });
  await dialog.getByRole('combobox', { name: 'Paese' }).selectOption({ label: 'Francia' });
  await dialog.getByRole('button', { name: 'Conferma' }).tap();

  // The hand-over leaves the address bar; the toast names the sold-out line, in English.
  await expect(page).toHaveURL(`${shop.intl}/en`);
  const toast = page.locator('.cart-toast');
  await expect(toast).toContainText('Your cart came with you to this store, but not all of it:');
  // Named in English: the product's English name, its colour, the size and why.
  await expect(toast).toContainText(`, size ${soldOut.size} (sold out).`);
  await expect(toast).toContainText('What is missing stays in the other store’s cart.');
  await expect(toast.getByRole('link', { name: /cart/i })).toBeVisible();
  expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
  expect(await cartLines(page)).toEqual([`${kept.productId}/${kept.size}×1`]);

  // What stayed behind is still in the Italian store's cart.
  await page.goto(`${shop.it}/`);
  expect(await cartLines(page)).toEqual([`${soldOut.productId}/${soldOut.size}×1`]);
});

test('an English shopper who moves back to Italy takes the whole cart, told so in Italian, and a reload hands nothing over twice', async ({
  page,
  request,
  shop,
}) => {
  const [first, second] = await quietSizes(request, shop, 'it');
  await addToCart(page, shop.intl, [first, second]);
  await page.goto(`${shop.intl}/en/pages/faq`);

  await openCountryModal(page, /Shipping country/);
  const dialog = page.getByRole('dialog', { name: 'Choose your shipping country' });
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Italy' });
  await dialog.getByRole('button', { name: 'Confirm' }).tap();

  await expect(page).toHaveURL(`${shop.it}/pages/faq`);
  await expect(page.locator('.cart-toast')).toHaveText(
    /Il tuo carrello ti ha seguito in questo negozio\./,
  );
  expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);
  const lines = [
    `${first.productId}/${first.size}×1`,
    `${second.productId}/${second.size}×1`,
  ].sort();
  expect(await cartLines(page)).toEqual(lines);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cartLines(page)).toEqual(lines);
  await page.goto(`${shop.intl}/en`);
  expect(await cartLines(page)).toEqual([]);
});
