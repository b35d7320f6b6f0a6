import type { Locale, RemoteName, RemotePages } from '@shop/shared';

export type LayoutKind = 'normal' | 'auth';

/**
 * Who may see a route (spec §4): `guest-entry` sends a signed-in customer to their login redirect
 * target; `checkout-entry` does so for guests too; `customers-only` sends visitors and guests to
 * /login once auth has loaded.
 */
export type RouteGuard = 'guest-entry' | 'checkout-entry' | 'customers-only';

/** One route of the shop: a path below the locale root and the remote page that renders it. */
export type ShopRoute = {
  [R in RemoteName]: {
    path: string;
    remote: R;
    page: RemotePages[R];
    layout?: LayoutKind;
    guard?: RouteGuard;
    /** Only in these locales (the care guide has an Italian and an English path). */
    locales?: readonly Locale[];
  };
}[RemoteName];

/** The shop's routing table (spec §2); the shell owns it, each remote renders its own pages. */
export const ROUTE_TABLE: readonly ShopRoute[] = [
  { path: '', remote: 'mf_content', page: 'home', guard: 'guest-entry' },

  { path: 'categories/*', remote: 'mf_catalogue', page: 'category' },
  { path: 'products/*', remote: 'mf_catalogue', page: 'product' },

  { path: 'cart', remote: 'mf_checkout', page: 'cart' },
  { path: 'checkout', remote: 'mf_checkout', page: 'checkout', layout: 'auth' },
  {
    path: 'checkout/registrationLogin',
    remote: 'mf_checkout',
    page: 'checkout-registration-login',
    layout: 'auth',
    guard: 'checkout-entry',
  },
  { path: 'checkout/payment', remote: 'mf_checkout', page: 'checkout-payment', layout: 'auth' },
  { path: 'checkout/review', remote: 'mf_checkout', page: 'checkout-review', layout: 'auth' },
  {
    path: 'checkout/success/:orderId',
    remote: 'mf_checkout',
    page: 'checkout-success',
    layout: 'auth',
  },
  {
    path: 'checkout/error/:orderId',
    remote: 'mf_checkout',
    page: 'checkout-error',
    layout: 'auth',
  },

  { path: 'login', remote: 'mf_account', page: 'login', layout: 'auth', guard: 'guest-entry' },
  { path: 'login/lost-password', remote: 'mf_account', page: 'lost-password', layout: 'auth' },
  { path: 'login/register', remote: 'mf_account', page: 'register', layout: 'auth' },
  { path: 'login/reset', remote: 'mf_account', page: 'reset-password', layout: 'auth' },
  { path: 'account', remote: 'mf_account', page: 'account', guard: 'customers-only' },
  {
    path: 'account/addresses',
    remote: 'mf_account',
    page: 'account-addresses',
    guard: 'customers-only',
  },
  { path: 'account/orders', remote: 'mf_account', page: 'account-orders', guard: 'customers-only' },
  {
    path: 'account/orders/:id',
    remote: 'mf_account',
    page: 'account-order',
    guard: 'customers-only',
  },

  { path: 'blog', remote: 'mf_content', page: 'blog' },
  { path: 'blog/:slug', remote: 'mf_content', page: 'blog-post' },
  { path: 'curadelcapo', remote: 'mf_content', page: 'care-guide', locales: ['it'] },
  { path: 'curadelcapo/:slug', remote: 'mf_content', page: 'care-guide', locales: ['it'] },
  { path: 'careguide', remote: 'mf_content', page: 'care-guide', locales: ['en'] },
  { path: 'careguide/:slug', remote: 'mf_content', page: 'care-guide', locales: ['en'] },
  { path: 'brand', remote: 'mf_content', page: 'brand' },
  { path: 'pages/career', remote: 'mf_content', page: 'career' },
  { path: 'pages/newsletter', remote: 'mf_content', page: 'newsletter' },
  { path: 'pages/storelocator', remote: 'mf_content', page: 'store-locator' },
  { path: 'pages/*', remote: 'mf_content', page: 'page' },
];

/** The routes of one locale. */
export function routesFor(locale: Locale): ShopRoute[] {
  return ROUTE_TABLE.filter((route) => !route.locales || route.locales.includes(locale));
}
