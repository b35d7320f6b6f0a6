import type { CategoryListingResponse, ProductDetail } from '@shop/shared/contracts';
import { blockingViolations } from '../support/accessibility';
import { expect, test } from '../support/shop';

/** A product of the seeded shop with a size in stock and a sold-out size in one colour. */
async function productWithSoldOutSize(
  api: string,
): Promise<{ product: ProductDetail; colour: string; soldOut: string; inStock: string }> {
  for (const category of ['Uomo', 'Donna']) {
    for (let page = 1; page <= 5; page += 1) {
      const listing = (await (
        await fetch(`${api}/api/products?category=${category}&lang=it&page=${page}`)
      ).json()) as CategoryListingResponse;
      for (const item of listing.items) {
        const product = (await (
          await fetch(`${api}/api/products/${item.path}?lang=it`)
        ).json()) as ProductDetail;
        for (const colour of product.colours) {
          const soldOut = colour.sizes.find((size) => !size.available);
          const inStock = colour.sizes.find((size) => size.available);
          if (soldOut && inStock)
            return { product, colour: colour.code, soldOut: soldOut.size, inStock: inStock.size };
        }
      }
    }
  }
  throw new Error('The seed has no colour with a sold-out and an available size');
}

test.describe('category page', () => {
  test('filters by size and colour, sorts by price, and Back restores the filters', async ({
    page,
    shop,
  }) => {
    await page.goto(`${shop.it}/categories/Uomo`);
    const count = page.getByRole('heading', { level: 2, name: /\d+ prodott/ });
    await expect(count).toBeVisible();
    const total = Number((await count.innerText()).match(/\d+/)?.[0]);

    await page.locator('summary', { hasText: 'Taglia' }).click();
    await page.getByRole('checkbox', { name: /^M \(\d+\)$/ }).check();
    await expect(page).toHaveURL(/\?sizes=M$/);
    await expect(count).not.toHaveText(`${total} prodotti`);
    const bySize = await count.innerText();

    await page.locator('summary', { hasText: 'Colore' }).click();
    const colour = page
      .getByRole('checkbox', { name: /\(([1-9]\d*)\)$/ })
      .and(page.locator('.listing-filters__options:not(.listing-filters__options--sizes) input'))
      .first();
    await colour.check();
    await expect(page).toHaveURL(/sizes=M&colours=/);

    await page.getByRole('combobox', { name: 'Ordina per' }).selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    // The grid keeps the previous order (marked busy) until the sorted listing arrives.
    const prices = page.locator('.product-grid:not([aria-busy]) .product-tile .price__current');
    const centsShown = async () =>
      (await prices.allInnerTexts()).map((text) => Number(text.replace(/[^\d]/g, '')));
    await expect
      .poll(async () => {
        const cents = await centsShown();
        return cents.length > 1 && cents.join() === [...cents].sort((a, b) => a - b).join();
      })
      .toBe(true);

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\?sizes=M$/);
    await expect(count).toHaveText(bySize);
    // The filter panels start closed on a listing; the chip shows what is chosen.
    await page.locator('summary', { hasText: 'Taglia' }).click();
    await expect(page.getByRole('checkbox', { name: /^M \(\d+\)$/ })).toBeChecked();
  });

  for (const [path, heading] of [
    ['/categories/Uomo/Camicie', 'Camicie'],
    ['/en/categories/Women/Dresses', 'Dresses'],
  ] as const) {
    test(`${path} has no serious or critical accessibility violations`, async ({ page, shop }) => {
      await page.goto(`${path.startsWith('/en') ? shop.intl : shop.it}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});

test.describe('product page', () => {
  test('a size goes into the cart and the badge rises; a sold-out size offers notify-me', async ({
    page,
    shop,
  }) => {
    const { product, colour, soldOut, inStock } = await productWithSoldOutSize(shop.api);
    await page.goto(`${shop.it}/products/${product.path}?colour=${colour}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const badge = page.getByRole('banner').getByRole('link', { name: /carrello/i });

    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(page.getByText('Seleziona una taglia')).toBeVisible();

    await page.getByRole('radio', { name: inStock, exact: true }).check();
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Prodotto aggiunto al carrello' }),
    ).toBeVisible();
    await expect(badge).toContainText('1');
    // The mini-cart opens on the right with the piece; Escape closes it and focus comes back.
    const miniCart = page.getByRole('dialog', { name: 'Il tuo carrello' });
    await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
    await expect(miniCart.getByRole('link', { name: 'Procedi al checkout' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(miniCart).toHaveCount(0);

    await page.getByRole('radio', { name: `${soldOut}, esaurita` }).check();
    await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email' }).fill('e2e-notify@example.com');
    await page.getByRole('button', { name: 'Avvisami' }).click();
    await expect(page.getByText(`taglia ${soldOut} torna disponibile`)).toBeVisible();
  });

  test('the cart is the same in every tab: an add in one raises the badge in the other', async ({
    page,
    shop,
  }) => {
    const { product, colour, inStock } = await productWithSoldOutSize(shop.api);
    const checkoutScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('/mf-checkout/'))
        checkoutScripts.push(request.url());
    });
    await page.goto(`${shop.it}/products/${product.path}?colour=${colour}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const other = await page.context().newPage();
    await other.goto(`${shop.it}/categories/Uomo`);
    const otherBadge = other.getByRole('banner').getByRole('link', { name: /carrello/i });
    await expect(otherBadge).toBeVisible();
    const before = Number((await otherBadge.textContent())?.replace(/\D/g, '') || 0);
    // The cart's code is not part of a product page until the shopper uses the cart.
    expect(checkoutScripts).toEqual([]);

    await page.getByRole('radio', { name: inStock, exact: true }).check();
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Prodotto aggiunto al carrello' }),
    ).toBeVisible();

    await expect(otherBadge).toContainText(String(before + 1));
    await other.reload();
    await expect(otherBadge).toContainText(String(before + 1));
    await other.close();
  });

  test('with the cart’s code unreachable, an addition is refused in words and the button frees', async ({
    page,
    shop,
  }) => {
    const { product, colour, inStock } = await productWithSoldOutSize(shop.api);
    await page.route('**/mf-checkout/**', (route) => route.abort());
    const additions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cart/add')) additions.push(request.url());
    });
    await page.goto(`${shop.it}/products/${product.path}?colour=${colour}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

    await page.getByRole('radio', { name: inStock, exact: true }).check();
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Si è verificato un errore, riprova più tardi' }),
    ).toBeVisible();
    // The shell answered for the cart: the button is the shopper's again, nothing was sent.
    await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(additions).toEqual([]);
  });

  test('the size table opens in a dialog and closes with Escape', async ({ page, shop }) => {
    const { product } = await productWithSoldOutSize(shop.api);
    await page.goto(`${shop.it}/products/${product.path}`);
    await page.getByRole('button', { name: 'Guida alle taglie' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const conversions = dialog.getByRole('table', { name: 'Conversione delle taglie' });
    await expect(conversions.getByRole('columnheader', { name: 'UK' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Guida alle taglie' })).toBeFocused();
  });

  test('carries Product structured data in the server’s HTML', async ({ request, shop }) => {
    const { product } = await productWithSoldOutSize(shop.api);
    const html = await (await request.get(`${shop.api}/products/${product.path}`)).text();
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain(`"sku":"${product.id}"`);
  });

  for (const locale of ['it', 'en'] as const) {
    test(`a product page in ${locale} has no serious or critical accessibility violations`, async ({
      page,
      shop,
    }) => {
      const { product } = await productWithSoldOutSize(shop.api);
      const url =
        locale === 'it'
          ? `${shop.it}/products/${product.paths.it}`
          : `${shop.intl}/en/products/${product.paths.en}`;
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /carrello|cart/i })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  test('an unknown product answers the 404 page', async ({ page, shop }) => {
    const response = await page.goto(`${shop.it}/products/no-such-shirt`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina non trovata');
  });
});
