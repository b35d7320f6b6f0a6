import type { Locale } from '../contracts/locale';
import type { StoreId } from '../contracts/stores';
import { localeFromPath, localePrefix, localizePath } from '../i18n/locale-path';

/** Longer inputs are refused: no shop page needs them and they only cost parsing. */
export const MAX_SHOP_PATH_LENGTH = 2048;

/** The home page of a locale: "/" in Italian, "/en" in English. */
export function localeHome(locale: Locale): string {
  return localePrefix(locale) || '/';
}

// C0 and C1 control characters, DEL and the Unicode line separators: browsers drop or reinterpret
// some of them (a tab inside "/\t/evil.example" vanishes), so a path containing one is refused.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

// Only used to resolve a path; never shown, never requested.
const PARSE_BASE = 'http://shop.invalid';

/** `value` percent-decoded once, or null when it is not valid percent-encoding. */
function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * Whether a path (the part before `?`) would lead off the site in any of its decodings: a code
 * that decodes twice must not turn "/%252F%252Fevil.example" into "//evil.example" either.
 */
function leadsOffSite(pathname: string): boolean {
  let current: string | null = pathname;
  for (let depth = 0; current !== null && depth < 5; depth += 1) {
    if (current.startsWith('//') || current.includes('\\') || CONTROL_CHARACTERS.test(current)) {
      return true;
    }
    const decoded = decodeOnce(current);
    if (decoded === current) return false;
    current = decoded;
  }
  return false;
}

/**
 * `input` when it is a path on this site, normalized (dot segments resolved, unsafe characters
 * percent-encoded), else null. A path has exactly one leading `/`; no backslash, control
 * character or percent-encoded `/` or `\` may make it read as another host.
 */
export function parseShopPath(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > MAX_SHOP_PATH_LENGTH) return null;
  if (!input.startsWith('/') || CONTROL_CHARACTERS.test(input) || input.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(input, PARSE_BASE);
  } catch {
    return null;
  }
  // "/..//evil.example" resolves to the path "//evil.example": checked after normalizing.
  if (url.origin !== PARSE_BASE || leadsOffSite(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The one gate for every in-shop URL built from the current path or a parameter (language
 * switch, country choice, guards, login and checkout redirects): `input` normalized when it is a
 * path on this site, otherwise the home page of `locale`.
 */
export function toSafeShopPath(input: unknown, locale: Locale): string {
  return parseShopPath(input) ?? localeHome(locale);
}

/**
 * A redirect target in the shopper's locale: a path that names its locale ("/en/account") is
 * kept, one without a prefix ("/account", "/") gets `locale`'s ("/en/account", "/en"); anything
 * that is not a path on this site becomes the home page of `locale`.
 */
export function toLocalizedShopPath(input: unknown, locale: Locale): string {
  const path = parseShopPath(input);
  if (path === null) return localeHome(locale);
  return localeFromPath(path) === 'en' ? path : toSafeShopPath(localizePath(path, locale), locale);
}

export interface SafeShopUrlOptions {
  /** Both stores' public origins, from the runtime config. */
  storeOrigins: Record<StoreId, string>;
  /** The store a bare path belongs to, and whose home a refused input falls back to. */
  store: StoreId;
  locale: Locale;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * An absolute URL on one of the shop's stores: a path (`toSafeShopPath`) on `store`'s origin, or
 * an http(s) URL on one of `storeOrigins` without credentials. Anything else (another host,
 * `javascript:`, `data:`, "https:evil.example", control characters) becomes the home page of
 * `locale` on `store`.
 */
export function toSafeShopUrl(input: unknown, options: SafeShopUrlOptions): string {
  const { storeOrigins, store, locale } = options;
  const home = new URL(localeHome(locale), storeOrigins[store]).href;
  if (typeof input !== 'string') return home;

  const path = parseShopPath(input);
  if (path !== null) return new URL(path, storeOrigins[store]).href;
  if (input.startsWith('/') || input.length > MAX_SHOP_PATH_LENGTH) return home;
  if (CONTROL_CHARACTERS.test(input) || input.includes('\\')) return home;

  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return home;
  }
  const origins = Object.values(storeOrigins).map(originOf);
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username !== '' ||
    url.password !== '' ||
    !origins.includes(url.origin)
  ) {
    return home;
  }
  const onStore = parseShopPath(url.pathname + url.search + url.hash);
  return onStore === null ? home : new URL(onStore, url.origin).href;
}
