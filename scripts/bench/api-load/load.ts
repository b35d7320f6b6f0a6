import type { Figures } from '../figures';
import { loginBody, registerBenchCustomer } from '../shop/bench-customer';
import type { ShopServer } from '../shop/shop-server';
import { loadCheckout } from './checkout-load';
import { loadEndpoint } from './fixed-rate-load';

/** Logins a second: each costs a password hash (argon2id, about 14 ms of one core). */
export const LOGIN_RATE = 20;

/**
 * Listings a category page asks for: the department, a subcategory, filters, sorts and pages, so
 * the load is not one cached answer (the listing cache keeps each for a second).
 */
export const LISTING_PATHS = [
  '/api/products?category=Uomo&lang=it',
  '/api/products?category=Uomo/Camicie&lang=it',
  '/api/products?category=Donna&lang=it&sort=price-asc',
  '/api/products?category=Donna/Abiti&lang=it&sizes=M',
  '/api/products?category=Uomo&lang=it&sizes=M,L&sort=price-desc',
  '/api/products?category=Men/Knitwear&lang=en&colours=navy',
  '/api/products?category=Uomo&lang=it&page=3',
  '/api/products?category=Women&lang=en&priceMin=5000&priceMax=20000',
];

/** The paths of the first listing's products: several, as shoppers open different ones. */
export async function firstListingProducts(apiOrigin: string): Promise<string[]> {
  const response = await fetch(`${apiOrigin}/api/products?category=Uomo&lang=it`);
  const listing = (await response.json()) as { items: { path: string }[] };
  return listing.items.slice(0, 12).map((item) => item.path);
}

/** The endpoints every page asks for, the catalogue's, login and the checkout's, on one engine. */
export async function loadApi(
  engine: string,
  { apiOrigin, operatorToken }: Pick<ShopServer, 'apiOrigin' | 'operatorToken'>,
): Promise<Figures> {
  const products = (await firstListingProducts(apiOrigin)).map(
    (product) => `/api/products/${product}?lang=it`,
  );
  return {
    ...(await loadEndpoint(`api.${engine}.categories`, `${apiOrigin}/api/categories?lang=it`)),
    ...(await loadEndpoint(`api.${engine}.settings`, `${apiOrigin}/api/settings?lang=it`)),
    ...(await loadEndpoint(`api.${engine}.listing`, apiOrigin, { paths: LISTING_PATHS })),
    ...(await loadEndpoint(`api.${engine}.product`, apiOrigin, { paths: products })),
    ...(await loadLogin(engine, { apiOrigin, operatorToken })),
    ...(await loadCheckout(engine, { apiOrigin, operatorToken })),
  };
}

/**
 * Customers logging in with the right password, 20 a second in all: the password hash's cost.
 * Twenty customers take turns, as real ones would; one account logging in ten times at once is
 * what the per-account limit is there to refuse.
 */
async function loadLogin(
  engine: string,
  shop: Pick<ShopServer, 'apiOrigin' | 'operatorToken'>,
): Promise<Figures> {
  const { apiOrigin } = shop;
  const customers = [];
  for (let count = 0; count < LOGIN_RATE; count += 1) {
    customers.push(await registerBenchCustomer(shop));
  }
  return loadEndpoint(`api.${engine}.login`, `${apiOrigin}/api/auth/login`, {
    posts: {
      requests: customers.map((customer) => ({ body: JSON.stringify(loginBody(customer)) })),
      origin: apiOrigin,
    },
    rate: LOGIN_RATE,
  });
}
