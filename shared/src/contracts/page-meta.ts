import { parseShopPath } from '../routing/safe-path';
import { isLocale, type Locale } from './locale';
import { isBoolean, isOptional, isPlainRecord, isString, isStringArray } from './shape-guards';

/**
 * What a page tells the shell about itself: SEO head data, the same page in the other language,
 * and whether anything was found. Remotes publish it with `usePageMeta`; the shell renders the
 * document head and the 404 page from it.
 */
export interface PageMeta {
  /** The URL path (without query) this page data describes; data for another path is ignored. */
  path: string;
  title: string;
  description?: string;
  keywords?: string[];
  /** The page in each locale, as a path with its locale prefix, e.g. { it: '/categories/Uomo', en: '/en/categories/Men' }. */
  alternates?: Partial<Record<Locale, string>>;
  /** Open Graph image, absolute or root-relative. */
  image?: string;
  /** Structured data for the page (schema.org), rendered as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** The page's remote found nothing at this path: the shell shows its 404 page. */
  notFound?: boolean;
}

/** Head data as a page states it; the shell adds the path it was shown at. */
export type PageMetaInput = Omit<PageMeta, 'path'>;

// eslint-disable-next-line no-control-regex -- control characters are exactly what it rejects
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A path on this site, as the shop's one gate for in-shop URLs (`parseShopPath`) accepts it. */
export function isSameSitePath(value: unknown): value is string {
  return parseShopPath(value) !== null;
}

function isAlternates(value: unknown): value is Partial<Record<Locale, string>> {
  return (
    isPlainRecord(value) &&
    Object.entries(value).every(([locale, path]) => isLocale(locale) && isSameSitePath(path))
  );
}

/** A share image: a path on this site or an absolute http(s) URL (never `javascript:` or `data:`). */
function isImageUrl(value: unknown): value is string {
  if (isSameSitePath(value)) return true;
  if (typeof value !== 'string' || CONTROL_CHARACTERS.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Structured data the head can write as JSON: a plain object that survives `JSON.stringify`. */
function isJsonLd(value: unknown): value is Record<string, unknown> {
  if (!isPlainRecord(value)) return false;
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether a value has the shape of `PageMeta`, with every path on this site. */
export function isPageMeta(value: unknown): value is PageMeta {
  if (!isPlainRecord(value)) return false;
  return (
    isSameSitePath(value.path) &&
    isString(value.title) &&
    isOptional(value.description, isString) &&
    isOptional(value.keywords, isStringArray) &&
    isOptional(value.alternates, isAlternates) &&
    isOptional(value.image, isImageUrl) &&
    isOptional(value.jsonLd, isJsonLd) &&
    isOptional(value.notFound, isBoolean)
  );
}
