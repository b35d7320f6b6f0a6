import type { RemoteName, RemotePages } from '@shop/shared';

/** One route of the shop: a path below the locale root and the remote page that renders it. */
export type ShopRoute = {
  [R in RemoteName]: { path: string; remote: R; page: RemotePages[R] };
}[RemoteName];

/** The shop's routing table; the shell owns it, each remote renders its own pages. */
export const ROUTE_TABLE: readonly ShopRoute[] = [
  { path: '', remote: 'mf_content', page: 'home' },
  { path: 'pages/*', remote: 'mf_content', page: 'page' },
  { path: 'categories/*', remote: 'mf_catalogue', page: 'category' },
  { path: 'cart', remote: 'mf_checkout', page: 'cart' },
  { path: 'login', remote: 'mf_account', page: 'login' },
];
