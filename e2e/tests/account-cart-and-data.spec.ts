import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AccountDataExport, CategoryListingResponse, ProductDetail } from '@shop/shared';
import { activateByEmail, PASSWORD, registerCustomer } from '../support/account';
import { addressAndCard, fillCart, payAndReachSuccess, TEST_CARD_OK } from '../support/checkout';
import { setStock } from '../support/inventory';
import { expect, test } from '../support/shop';

type Shop = { it: string; api: string; operatorToken: string };

/** A size of a product, with the names the shop shows for it. */
interface NamedVariant {
  productId: string;
  colour: string;
  size: string;
  name: string;
  colourName: string;
}

/**
 * Two sizes of one women's product no other spec buys (`fromEnd`: the second or third last;
 * payment-resume takes the last), each given `quantity` pieces by the operator, so a test here may
 * sell one out.
 */
async function quietSizes(
  request: APIRequestContext,
  shop: Shop,
  quantity: number,
  fromEnd: 2 | 3 = 2,
) {
  const listing = (await (
    await request.get(`${shop.api}/api/products?category=Donna&lang=it`)
  ).json()) as CategoryListingResponse;
  const item = listing.items.at(-fromEnd);
  if (!item) throw new Error('The seed has too few women’s products');
  const product = (await (
    await request.get(`${shop.api}/api/products/${item.path}?lang=it`)
  ).json()) as ProductDetail;
  const colour = product.colours[0];
  const sizes = colour?.sizes.slice(0, 2) ?? [];
  if (!colour || sizes.length < 2) throw new Error(`${product.id} has too few sizes`);
  const variants: NamedVariant[] = sizes.map(({ size }) => ({
    productId: product.id,
    colour: colour.code,
    size,
    name: product.name,
    colourName: colour.name,
  }));
  for (const variant of variants) await setStock(request, shop, variant, quantity);
  return variants as [NamedVariant, NamedVariant];
}

const cartVariant = ({ productId, colour, size }: NamedVariant) => ({ productId, colour, size });

/** The account page's download of the customer's data, parsed. */
async function downloadData(page: Page, shop: Shop): Promise<AccountDataExport> {
  await page.goto(`${shop.it}/account`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: 'Scarica i miei dati (JSON)' }).click();
  const download = await downloading;
  return JSON.parse(readFileSync(await download.path(), 'utf8')) as AccountDataExport;
}

const badge = (page: Page) => page.getByRole('banner').getByTestId('cart-count');

test('registration without gender or collection, an order, the data download holding it, and a reorder naming its sold-out line', async ({
  page,
  request,
  shop,
}) => {
  test.setTimeout(240_000);
  const [soldOut, inStock] = await quietSizes(request, shop, 5);
  const email = `e2e-profile-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const main = page.getByRole('main');

  await test.step('registers without saying gender or collection', async () => {
    await page.goto(`${shop.it}/login/register`);
    await expect(
      main.getByText(/Sesso e collezione sono facoltativi: restano soltanto nel tuo profilo/),
    ).toBeVisible();
    for (const group of ['Sesso (facoltativo)', 'Ti interessa la collezione (facoltativo)']) {
      await expect(
        main
          .getByRole('group', { name: group })
          .getByRole('radio', { name: 'Preferisco non dirlo' }),
      ).toBeChecked();
    }
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByLabel('Conferma password').fill(PASSWORD);
    await main.getByLabel('Nome', { exact: true }).fill('Giulia');
    await main.getByLabel('Cognome').fill('Rossi');
    await main.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
    await main.getByRole('button', { name: 'Registrati' }).click();
    await activateByEmail(page, shop, email);
    await expect(page).toHaveURL(`${shop.it}/`);
  });

  const orderId = await test.step('buys two sizes', async () => {
    await fillCart(page, shop.it, shop.api, cartVariant(soldOut));
    await fillCart(page, shop.it, shop.api, cartVariant(inStock));
    await page.goto(`${shop.it}/checkout`);
    await main.getByRole('button', { name: 'Continua', exact: true }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Spedizione e pagamento');
    await addressAndCard(page, TEST_CARD_OK);
    return payAndReachSuccess(page);
  });

  await test.step('the data download holds the order and no gender or collection', async () => {
    const data = await downloadData(page, shop);
    expect(data.profile).toMatchObject({ email, gender: null, interest: null });
    expect(data.orders).toEqual([
      expect.objectContaining({
        orderId,
        status: 'confirmed',
        paymentStatus: 'paid',
        lines: expect.arrayContaining([
          expect.objectContaining({ productId: soldOut.productId, size: soldOut.size }),
          expect.objectContaining({ productId: inStock.productId, size: inStock.size }),
        ]),
        shippingAddress: expect.objectContaining({ city: 'Milano' }),
      }),
    ]);
  });

  await test.step('a reorder adds the size in stock and names the sold-out one', async () => {
    await setStock(request, shop, soldOut, 0);
    await page.goto(`${shop.it}/account/orders/${orderId}`);
    await main.getByRole('button', { name: 'Ordina di nuovo' }).click();
    const named = `${soldOut.name}, ${soldOut.colourName}, taglia ${soldOut.size} (esaurito)`;
    await expect(main.getByTestId('reorder-answer')).toHaveText(
      `Abbiamo rimesso nel carrello i prodotti disponibili del tuo ordine. Non abbiamo potuto aggiungere tutto: ${named}.`,
    );
    await expect(badge(page)).toHaveText('1');
  });
});

test('after a login the header counts the joined cart at once, without opening the cart', async ({
  page,
  request,
  shop,
}) => {
  // The third last product: the test above may sell one of its sizes out meanwhile.
  const [saved, added] = await quietSizes(request, shop, 5, 3);
  const email = await registerCustomer(page, shop, 'badge');
  await fillCart(page, shop.it, shop.api, cartVariant(saved));
  // A new visitor on the same browser: the customer's line waits in their account.
  await page.context().clearCookies();
  await fillCart(page, shop.it, shop.api, cartVariant(added));
  await page.reload();
  await expect(badge(page)).toHaveText('1');

  await page.goto(`${shop.it}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(PASSWORD);
  await main.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(`${shop.it}/`);
  await expect(badge(page)).toHaveText('2');
});
