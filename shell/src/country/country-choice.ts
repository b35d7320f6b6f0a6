import {
  CART_MOVE_TOKEN_PATTERN,
  isCountryCode,
  storeForCountry,
  toSafeShopUrl,
  type CountryCode,
  type Locale,
  type PageLanguages,
  type StoreId,
} from '@shop/shared';
import { pageAddressInLocale } from '../routing/page-in-locale';

/** The store that serves a chosen zone: the Italian store for Italy, the international one else. */
export function targetStoreFor(code: string): StoreId {
  return storeForCountry(code);
}

/** The language of a store: Italian on the Italian store, English on the international one. */
export function targetLocaleFor(code: string): Locale {
  return targetStoreFor(code) === 'it' ? 'it' : 'en';
}

export interface TargetUrlArgs {
  code: string;
  /** The current path and query, from the router. */
  pathname: string;
  search: string;
  /** The current page in each language (`usePageLanguages`); only used when it is about `pathname`. */
  meta: PageLanguages | undefined;
  storeOrigins: Record<StoreId, string>;
}

/**
 * Where choosing `code` leads: the origin of the store that serves it, on the current page in that
 * store's language. The page's own alternates win (a blog post's localized slug, a care-guide page
 * under /curadelcapo or /en/careguide); otherwise the locale prefix of the path is swapped. A
 * path that would lead off the shop ("/en//evil.example") leads to that store's home instead.
 */
export function targetUrl({ code, pathname, search, meta, storeOrigins }: TargetUrlArgs): string {
  const locale = targetLocaleFor(code);
  const store = targetStoreFor(code);
  const address = pageAddressInLocale(pathname, search, locale, meta);
  return new URL(toSafeShopUrl(address, { storeOrigins, store, locale })).href;
}

/**
 * Whether choosing `code` stores the preference cookie: always, except Italy chosen while on the
 * non-Italian locale (spec §4).
 */
export function shouldStorePreference({ code, locale }: { code: string; locale: Locale }): boolean {
  return !(targetStoreFor(code) === 'it' && locale !== 'it');
}

/**
 * Query parameter that carries a stored preference to the other store: the stores are different
 * origins, so the cookie set here is not sent there; the landing page stores it on its own host.
 */
export const PREFERENCE_HANDOFF_PARAM = 'preference';

/** `url` with the preference to hand over to its store. */
export function withPreferenceHandoff(url: string, code: CountryCode): string {
  const withParam = new URL(url);
  withParam.searchParams.set(PREFERENCE_HANDOFF_PARAM, code);
  return withParam.href;
}

/**
 * The preference handed over in a query string, if any, and the query string without it
 * (`?preference=FR&page=2` → `FR`, `?page=2`). An unknown code is dropped but not adopted.
 */
export function takePreferenceHandoff(search: string): {
  code: CountryCode | null;
  search: string;
} {
  const params = new URLSearchParams(search);
  if (!params.has(PREFERENCE_HANDOFF_PARAM)) return { code: null, search };
  const value = params.get(PREFERENCE_HANDOFF_PARAM);
  params.delete(PREFERENCE_HANDOFF_PARAM);
  const rest = params.toString();
  return { code: isCountryCode(value) ? value : null, search: rest ? `?${rest}` : '' };
}

/**
 * Query parameter that carries a cart to the other store: the single-use token of
 * `POST /api/cart/move`, which the server adds to the address it sends the shopper to.
 */
export const CART_HANDOFF_PARAM = 'cart';

/**
 * The cart token handed over in a query string, if any, and the query string without it. A
 * malformed token is dropped and not used.
 */
export function takeCartHandoff(search: string): { token: string | null; search: string } {
  const params = new URLSearchParams(search);
  if (!params.has(CART_HANDOFF_PARAM)) return { token: null, search };
  const value = params.get(CART_HANDOFF_PARAM) ?? '';
  params.delete(CART_HANDOFF_PARAM);
  const rest = params.toString();
  return {
    token: CART_MOVE_TOKEN_PATTERN.test(value) ? value : null,
    search: rest ? `?${rest}` : '',
  };
}

export interface CountryChoicePlan {
  /** Store the preference cookie on this host. */
  storePreference: boolean;
  /** Where to go; `null` when the shopper is already on that page of that store. */
  url: string | null;
}

/** What choosing `code` does from the current page of `currentStore` in `locale`. */
export function planCountryChoice(
  args: TargetUrlArgs & { code: CountryCode; locale: Locale; currentStore: StoreId },
): CountryChoicePlan {
  const { code, locale, currentStore, pathname, search, storeOrigins } = args;
  const storePreference = shouldStorePreference({ code, locale });
  const target = targetUrl(args);
  const here = toSafeShopUrl(pathname + search, { storeOrigins, store: currentStore, locale });
  if (target === here) {
    return { storePreference, url: null };
  }
  const crossStore = targetStoreFor(code) !== currentStore;
  return {
    storePreference,
    url: storePreference && crossStore ? withPreferenceHandoff(target, code) : target,
  };
}

/**
 * The zone the shopper shops for now: Italy on the Italian store; on the international store the
 * stored preference when it is one of its zones, else unknown (`null`).
 */
export function currentCountry(store: StoreId, preference: CountryCode | null): CountryCode | null {
  if (store === 'it') return 'IT';
  return preference && targetStoreFor(preference) === 'intl' ? preference : null;
}
