import type { Locale } from './locale';

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
