import { contentPagePath, isLocale, LOCALES } from '@shop/shared/contracts';
import { routeById, routePath, type RouteId } from '@shop/shared/routing';
import type { SitemapEntry, SitemapSource } from './sitemap-source';

/**
 * The indexable pages that are a route of their own rather than rows of a table. A route is
 * listed here once its page exists (blog, care guide and brand lists join when they are built).
 */
export const ROUTE_PAGES: readonly RouteId[] = ['home', 'career', 'newsletter', 'store-locator'];

/**
 * The shop's own pages: the home, the route pages above and every content page
 * (`/pages/<id>`) in the languages it is published in, changed when its row last was.
 */
export const pagesSitemap: SitemapSource = {
  name: 'pages',
  async entries(db) {
    const routePages = ROUTE_PAGES.map((id): SitemapEntry => {
      const route = routeById(id);
      return {
        paths: Object.fromEntries(
          LOCALES.filter((locale) => route.paths[locale] !== undefined).map((locale) => [
            locale,
            routePath(route, locale),
          ]),
        ),
        lastmod: null,
      };
    });
    const rows = await db
      .selectFrom('content_pages as page')
      .innerJoin('content_page_texts as text', 'text.page_id', 'page.id')
      .select(['page.id', 'page.updated_at', 'text.locale'])
      .orderBy('page.id')
      .orderBy('text.locale')
      .execute();
    const contentPages = new Map<string, SitemapEntry>();
    for (const row of rows) {
      if (!isLocale(row.locale)) continue;
      const entry = contentPages.get(row.id) ?? { paths: {}, lastmod: row.updated_at };
      entry.paths[row.locale] = contentPagePath(row.locale, row.id);
      contentPages.set(row.id, entry);
    }
    return [...routePages, ...contentPages.values()];
  },
};
