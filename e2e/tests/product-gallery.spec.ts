import type { Page } from '@playwright/test';
import type { CategoryListingResponse, ProductDetail } from '@shop/shared';
import { pictureSrcset } from '@shop/shared/catalogue/picture-srcset';
import { blockingViolations, WCAG_22_AA } from '../support/accessibility';
import { untilHydrated } from '../support/server-rendering';
import { expect, test } from '../support/shop';

/** A product in more than one colour, each with its four pictures, from the catalogue API. */
async function productInColours(api: string): Promise<{ it: ProductDetail; en: ProductDetail }> {
  const listing = (await (
    await fetch(`${api}/api/products?category=Donna&lang=it`)
  ).json()) as CategoryListingResponse;
  const item = listing.items.find((candidate) => candidate.colours.length > 1);
  if (!item) throw new Error('The seed has no product in two colours');
  const read = async (path: string, lang: string) =>
    (await (await fetch(`${api}/api/products/${path}?lang=${lang}`)).json()) as ProductDetail;
  return { it: await read(item.paths.it, 'it'), en: await read(item.paths.en, 'en') };
}

/** A finger swiping the gallery from right to left, through the browser's touch input. */
async function swipeLeft(page: Page) {
  const box = await page.locator('.product-gallery__track').boundingBox();
  if (!box) throw new Error('No gallery on the page');
  const session = await page.context().newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  let x = Math.round(box.x + box.width * 0.85);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 0; step < 12; step++) {
    x -= Math.round(box.width / 16);
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

const galleryPictures = (page: Page) =>
  page.locator('.product-gallery__track img.product-gallery__image');

test.describe('the product gallery on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('swipes from picture to picture, says where it is, and names each picture in both languages', async ({
    page,
    shop,
  }) => {
    const product = await productInColours(shop.api);
    const colour = product.it.colours[0];
    await page.goto(`${shop.it}/products/${product.it.path}?colour=${colour?.code}`);
    await untilHydrated(page);

    await expect(galleryPictures(page)).toHaveCount(4);
    const alts = await galleryPictures(page).evaluateAll((images) =>
      images.map((image) => image.getAttribute('alt')),
    );
    expect(alts).toEqual(colour?.images.map((image) => image.alt));
    expect(alts.join(' | ')).toMatch(
      /vista frontale.*vista posteriore.*dettaglio del tessuto.*indossato/,
    );
    await expect(page.locator('.product-gallery__count')).toHaveText('Immagine 1 di 4');

    await swipeLeft(page);
    await expect(page.locator('.product-gallery__count')).toHaveText('Immagine 2 di 4');
    await expect(page.locator('.product-gallery__dot--shown')).toHaveCount(1);
    await expect(page.locator('.product-gallery__dot').nth(1)).toHaveClass(/--shown/);
    // Held back while the page loaded, the picture swiped to has arrived, not its placeholder.
    await expect
      .poll(() =>
        galleryPictures(page)
          .nth(1)
          .evaluate((image: HTMLImageElement) => ({
            from: new URL(image.currentSrc || 'about:blank').pathname.replace(
              /[0-9a-f]{32}\/\d+$/,
              '',
            ),
            wide: image.naturalWidth > 1,
          })),
      )
      .toEqual({ from: '/media/pictures/', wide: true });
    await page.screenshot({ path: test.info().outputPath('gallery-phone-second.png') });

    await page.goto(`${shop.intl}/en/products/${product.en.path}?colour=${colour?.code}`);
    await untilHydrated(page);
    await expect(galleryPictures(page)).toHaveCount(4);
    const english = await galleryPictures(page).evaluateAll((images) =>
      images.map((image) => image.getAttribute('alt')),
    );
    expect(english).toEqual(product.en.colours[0]?.images.map((image) => image.alt));
    expect(english.join(' | ')).toMatch(/front view.*back view.*fabric detail.*worn/);
    await expect(page.locator('.product-gallery__count')).toHaveText('Image 1 of 4');
  });

  test('shows the pictures of the colour chosen', async ({ page, shop }) => {
    const product = await productInColours(shop.api);
    const [first, second] = product.it.colours;
    await page.goto(`${shop.it}/products/${product.it.path}?colour=${first?.code}`);
    await untilHydrated(page);
    const firstSource = await galleryPictures(page).first().getAttribute('srcset');
    expect(firstSource).toBe(first?.images[0] && pictureSrcset(first.images[0]));

    await page
      .locator('label.colour-swatch', {
        has: page.getByRole('radio', { name: new RegExp(`^${second?.name}`) }),
      })
      .tap();

    await expect(galleryPictures(page).first()).toHaveAttribute(
      'srcset',
      (second?.images[0] && pictureSrcset(second.images[0])) ?? '',
    );
    await expect(galleryPictures(page).first()).toHaveAttribute(
      'alt',
      new RegExp(`, ${second?.name}, vista frontale$`),
    );
    await expect(page.locator('.product-gallery__count')).toHaveText('Immagine 1 di 4');
  });

  test('a tap enlarges a picture, a second tap zooms into it, and axe finds nothing with it open', async ({
    page,
    shop,
  }) => {
    const product = await productInColours(shop.api);
    await page.goto(`${shop.it}/products/${product.it.path}`);
    await untilHydrated(page);

    await galleryPictures(page).first().tap();
    const dialog = page.getByRole('dialog', { name: 'Immagini del prodotto, ingrandite' });
    await expect(dialog).toBeVisible();
    const zoom = dialog.getByRole('button', { name: /^Ingrandisci ancora: / });
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    const fitted = await dialog.locator('img').evaluate((image) => image.clientWidth);
    expect(fitted).toBeLessThanOrEqual(390);

    await zoom.tap();
    const zoomedOut = dialog.getByRole('button', { name: /^Riduci: / });
    await expect(zoomedOut).toHaveAttribute('aria-pressed', 'true');
    const zoomed = await dialog.locator('img').evaluate((image) => image.clientWidth);
    expect(zoomed).toBeGreaterThan(fitted * 2);
    // The enlarged picture is a wider variant than the page's.
    await expect
      .poll(() => dialog.locator('img').evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/(1280|1600)$/);
    await page.screenshot({ path: test.info().outputPath('gallery-phone-zoomed.png') });

    expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);

    await dialog.getByRole('button', { name: 'Immagine successiva' }).tap();
    await expect(dialog.getByText('Immagine 2 di 4')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('.product-gallery__count')).toHaveText('Immagine 2 di 4');
  });
});

test.describe('the product gallery on a desktop', () => {
  test('thumbnails and arrows choose the picture; a tile shows its second picture under the pointer', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const product = await productInColours(shop.api);
    await page.goto(`${shop.it}/products/${product.it.path}`);
    await untilHydrated(page);

    await page.getByRole('button', { name: 'Mostra immagine 3 di 4' }).click();
    await expect(page.locator('.product-gallery__count')).toHaveText('Immagine 3 di 4');
    await page.getByRole('button', { name: 'Immagine successiva' }).click();
    await expect(page.getByRole('button', { name: 'Mostra immagine 4 di 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.screenshot({ path: test.info().outputPath('gallery-desktop.png') });

    await page.goto(`${shop.it}/categories/Donna`);
    await untilHydrated(page);
    const tile = page.locator('.product-tile').first();
    await expect(tile.locator('.product-tile__image--second')).toHaveCount(0);
    await tile.locator('.product-tile__image').first().hover();
    const second = tile.locator('.product-tile__image--second');
    await expect(second).toHaveCount(1);
    await expect(second).toHaveCSS('opacity', '1');
    await expect
      .poll(() => second.evaluate((image: HTMLImageElement) => image.complete))
      .toBe(true);
  });
});
