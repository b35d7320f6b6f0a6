import { DEFAULT_LOCALE, type Locale } from '../contracts/locale';

const EN_PREFIX = /^\/en(?=\/|$|\?|#)/;

/** The locale of a URL path: "/en" or "/en/..." is English, anything else Italian. */
export function localeFromPath(pathname: string): Locale {
  return EN_PREFIX.test(pathname) ? 'en' : DEFAULT_LOCALE;
}

/** The path prefix of a locale: "" for Italian (the default), "/en" for English. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** A path without its locale prefix: "/en/cart" → "/cart", "/en" → "/". */
export function stripLocalePrefix(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const stripped = withSlash.replace(EN_PREFIX, '');
  return stripped === '' || stripped.startsWith('?') || stripped.startsWith('#')
    ? `/${stripped}`
    : stripped;
}

/**
 * The same path in another locale, keeping query and hash: ("/cart", "en") → "/en/cart",
 * ("/en/cart?x=1", "it") → "/cart?x=1", ("/", "en") → "/en".
 */
export function localizePath(path: string, locale: Locale): string {
  const bare = stripLocalePrefix(path);
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  // The root of a prefixed locale is "/en", not "/en/".
  return /^\/(?:$|[?#])/.test(bare) ? prefix + bare.slice(1) : prefix + bare;
}
