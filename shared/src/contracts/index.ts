export * from './api-error';
export * from './categories';
export * from './locale';
export * from './remotes';
export * from './runtime-config';
export * from './settings';
export * from './stores';
export * from './events';
export type * from './newsletter';
export * from './page-meta';
export * from './page-seo';
export * from './content-page';
// Types only: the schemas (and valibot with them) are `@shop/shared/contracts/schemas`, bundled
// into the pages with a form instead of every page's shared copy.
export type * from './auth';
export type * from './address-schemas';
export type * from './back-in-stock-schemas';
export type * from './cart-schemas';
export type * from './checkout-schemas';
export type * from './operator-schemas';
export type * from './catalogue-import-schemas';
export type * from './page-renderer-schemas';
export type * from './privacy-schemas';
export * from './query-keys';
export * from './operator';
export * from './payload-guards';
export * from './catalogue';
export * from './search';
export * from './back-in-stock';
export * from './business-terms';
export * from './seller';
export * from './cart';
export * from './server-frame';
export * from './early-input';
export * from './page-renderer';
export * from './addresses';
export * from './privacy';
export * from './consent-text-versions';
export * from './checkout';
export * from './contract-compatibility';
export * from './store-locator';
// The careers form's rules are `@shop/shared/contracts/careers`: only its page and the API use them,
// and every page's shared copy would carry them from here.
export * from './articles';
export * from './home';
export type * from './profile';
export * from './wishlist';
export type * from './wishlist-schemas';
