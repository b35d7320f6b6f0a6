import * as v from 'valibot';
import { parseShopPath } from '../routing/safe-path';
import { isPlainRecord } from './shape-guards';

// eslint-disable-next-line no-control-regex -- control characters are exactly what it rejects
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A path on this site, as the shop's one gate for in-shop URLs (`parseShopPath`) accepts it. */
export const shopPath = v.custom<string>((value) => parseShopPath(value) !== null);

/** A share image: a path on this site or an absolute http(s) URL (never `javascript:` or `data:`). */
function isImageUrl(value: unknown): value is string {
  if (parseShopPath(value) !== null) return true;
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

/**
 * What a page tells the shell about itself: SEO head data, the same page in the other language,
 * and whether anything was found. Remotes publish it with `usePageMeta`; the shell renders the
 * document head and the 404 page from it. Every path in it is on this site.
 */
export const PageMeta = v.object({
  /** The URL path (without query) this page data describes; data for another path is ignored. */
  path: shopPath,
  title: v.string(),
  description: v.optional(v.string()),
  keywords: v.optional(v.array(v.string())),
  /** The page in each locale, as a path with its locale prefix, e.g. { it: '/categories/Uomo', en: '/en/categories/Men' }. */
  alternates: v.optional(v.strictObject({ it: v.optional(shopPath), en: v.optional(shopPath) })),
  /** Open Graph image, absolute or root-relative. */
  image: v.optional(v.custom<string>(isImageUrl)),
  /** Structured data for the page (schema.org), rendered as JSON-LD. */
  jsonLd: v.optional(v.custom<Record<string, unknown>>(isJsonLd)),
  /** The page's remote found nothing at this path: the shell shows its 404 page. */
  notFound: v.optional(v.boolean()),
});
export type PageMeta = v.InferOutput<typeof PageMeta>;

/** Head data as a page states it; the shell adds the path it was shown at. */
export type PageMetaInput = Omit<PageMeta, 'path'>;
