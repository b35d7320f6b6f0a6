import { categoriesSitemap, productsSitemap } from './catalogue-sitemaps';
import { pagesSitemap } from './page-sitemaps';
import type { SitemapSource } from './sitemap-source';

/**
 * Every sitemap of `/sitemap.xml`, in the index's order. A new kind of page (blog posts, care
 * guide pages) is one more source here.
 */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  pagesSitemap,
  categoriesSitemap,
  productsSitemap,
];
