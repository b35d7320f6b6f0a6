import type { Locale } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One page of the shop, in every language it exists in. */
export interface SitemapEntry {
  /** The page's path per locale, with the locale prefix: `{ it: '/pages/faq', en: '/en/pages/faq' }`. */
  paths: Partial<Record<Locale, string>>;
  /** When the page last changed, if the shop knows. */
  lastmod: Date | null;
}

/**
 * A kind of page the sitemaps list (categories, products, content pages…). Its entries become
 * `/sitemap-<name>.xml` and a line of the index `/sitemap.xml`; adding a kind of page is adding
 * a source to `SITEMAP_SOURCES`.
 */
export interface SitemapSource {
  /** Lower-case letters and dashes: the file is `/sitemap-<name>.xml`. */
  name: string;
  entries(db: Kysely<Database>): Promise<SitemapEntry[]>;
}
