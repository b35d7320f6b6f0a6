import { LOCALES, storeOfLocale, type StoreId } from '@shop/shared/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { storeForHost } from '../http/store';
import { SITEMAP_SOURCES } from './sitemap-sources';
import type { SitemapEntry } from './sitemap-source';
import { sitemapIndexXml, urlsetXml, type LocaleOrigins } from './sitemap-xml';

export interface SitemapRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
}

/** The origin of the store a request came to, and the languages whose pages live there. */
export function storeOfRequest(request: FastifyRequest, storeOrigins: Record<StoreId, string>) {
  const origin = storeOrigins[storeForHost(request.host, storeOrigins)];
  const locales = LOCALES.filter((locale) => storeOrigins[storeOfLocale(locale)] === origin);
  return { origin, locales };
}

/** A sitemap file of a source. */
export const sitemapPath = (name: string): string => `/sitemap-${name}.xml`;

const newest = (entries: readonly SitemapEntry[]): Date | null =>
  entries.reduce<Date | null>(
    (latest, { lastmod }) => (lastmod && (!latest || lastmod > latest) ? lastmod : latest),
    null,
  );

/**
 * `/sitemap.xml`, the index of one sitemap per source (`/sitemap-pages.xml`,
 * `/sitemap-categories.xml`, `/sitemap-products.xml`…), read from the database on each request.
 * Each store answers for its own pages with absolute URLs on its own origin (the Italian store its
 * Italian pages, the international store its English ones), each page naming its other
 * languages with `hreflang`.
 */
export const sitemapRoutes: FastifyPluginAsync<SitemapRoutesOptions> = async (
  app,
  { db, storeOrigins },
) => {
  const localeOrigins = Object.fromEntries(
    LOCALES.map((locale) => [locale, storeOrigins[storeOfLocale(locale)]]),
  ) as LocaleOrigins;
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml);

  app.get('/sitemap.xml', async (request, reply) => {
    const { origin } = storeOfRequest(request, storeOrigins);
    const sitemaps = await Promise.all(
      SITEMAP_SOURCES.map(async (source) => ({
        loc: new URL(sitemapPath(source.name), origin).href,
        lastmod: newest(await source.entries(db)),
      })),
    );
    return sendXml(reply, sitemapIndexXml(sitemaps));
  });

  for (const source of SITEMAP_SOURCES) {
    app.get(sitemapPath(source.name), async (request, reply) => {
      const { locales } = storeOfRequest(request, storeOrigins);
      return sendXml(reply, urlsetXml(await source.entries(db), locales, localeOrigins));
    });
  }
};
