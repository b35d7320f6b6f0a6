import { DEFAULT_LOCALE, type Locale } from './locale';
import type { PageSeo } from './page-seo';

/**
 * The shape of a content page id in a URL: lower-case words joined by single hyphens, at most
 * `CONTENT_PAGE_ID_MAX_LENGTH` characters. Anything else cannot name a page, so it is refused
 * before any lookup (by the API with 400, by the page with the 404 page).
 */
export const CONTENT_PAGE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_PAGE_ID_MAX_LENGTH = 64;

/** Whether `value` has the shape of a content page id (it may still name no page). */
export function isContentPageId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= CONTENT_PAGE_ID_MAX_LENGTH &&
    CONTENT_PAGE_ID_PATTERN.test(value)
  );
}

/**
 * A generic content page (faq, returns, shipping, terms…) in one language, as answered by
 * `GET /api/pages/:id?lang=` and inlined by the server under `contentPageQuery(locale, id)`.
 */
export interface ContentPage {
  /**
   * The page's canonical id. Asking for an alias (the misspelt `terms-condtions`) answers the
   * canonical page, so this may differ from the id in the URL.
   */
  id: string;
  /** The language of `title`, `body` and `seo`. */
  locale: Locale;
  /** The page heading. */
  title: string;
  /** The page text, one plain-text paragraph per entry; never empty. */
  body: string[];
  seo: PageSeo;
  /** The canonical path of the page in each locale it is published in: `{ it: '/pages/faq', en: '/en/pages/faq' }`. */
  alternates: Partial<Record<Locale, string>>;
}

/** The path of a content page in `locale`: `/pages/faq` in Italian, `/en/pages/faq` in English. */
export function contentPagePath(locale: Locale, id: string): string {
  return `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/pages/${id}`;
}
