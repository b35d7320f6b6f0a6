import { LOGGED_OUT_AUTH_SUMMARY } from '@shop/shared/contracts';
import { browser, registerCustomer, registration, SESSION_COOKIE } from '../helpers/auth-browser';
import { testAppForFile } from '../helpers/build-test-app';
import { getPageHtml } from '../helpers/page-html';

const shop = testAppForFile();

async function pageFor(url: string, cookie?: string) {
  const response = await shop.app.inject({
    url,
    headers: { host: 'shop.example.it', ...(cookie ? { cookie } : {}) },
  });
  const html = response.body;
  const json = /<script id="shop-page-data" type="application\/json">(.*?)<\/script>/.exec(html);
  return JSON.parse(json?.[1] ?? 'null') as { shopper?: unknown };
}

async function variantInStock() {
  return shop.database.db
    .selectFrom('product_stock as s')
    .innerJoin('product_colours as c', 'c.id', 's.colour_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['p.sku', 'c.code as colour', 's.size'])
    .where('s.quantity', '>=', 2)
    .orderBy('p.sku')
    .executeTakeFirstOrThrow();
}

test('a visitor page carries a signed-out shopper with an empty cart and wishlist', async () => {
  const page = await getPageHtml(shop, '/categories/Uomo');

  expect(page.pageData().shopper).toEqual({
    auth: LOGGED_OUT_AUTH_SUMMARY,
    cart: { itemCount: 0, subtotalCents: 0, isLoading: false },
    wishlist: { count: 0, isLoading: false },
  });
});

test("a customer's page carries their first name and their cart's count", async () => {
  const customer = browser(shop.app);
  const registered = await registerCustomer(shop.app, customer, registration());
  expect(registered.statusCode).toBe(200);
  const variant = await variantInStock();
  const added = await shop.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: { cookie: `${SESSION_COOKIE}=${customer.session}` },
    payload: {
      productId: variant.sku,
      colour: variant.colour,
      size: variant.size,
      quantity: 2,
      language: 'it',
    },
  });
  expect(added.statusCode).toBe(200);
  const cartCookie = added.cookies.find((cookie) => cookie.name === 'cart');
  const cookies = [`${SESSION_COOKIE}=${customer.session}`];
  if (cartCookie) cookies.push(`cart=${cartCookie.value}`);

  const data = await pageFor('/pages/faq', cookies.join('; '));

  expect(data.shopper).toMatchObject({
    auth: { isLoggedIn: true, isLoading: false, isGuest: false, firstName: 'Giulia' },
    cart: { itemCount: 2, isLoading: false },
  });
});

test('a page is never kept by a shared cache, since it carries the shopper', async () => {
  const response = await shop.app.inject({ url: '/', headers: { host: 'shop.example.it' } });

  expect(response.headers['cache-control']).toBe('private, no-cache');
});
