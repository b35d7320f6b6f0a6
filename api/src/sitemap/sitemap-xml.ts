import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/shared/contracts';
import { escapeHtml } from '../http/escape-html';
import type { SitemapEntry } from './sitemap-source';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** What makes a relative path absolute: each language's store origin. */
export type LocaleOrigins = Record<Locale, string>;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** W3C Datetime (what `lastmod` takes), to the second, in UTC. */
export const w3cDatetime = (date: Date): string => `${date.toISOString().slice(0, 19)}+00:00`;

const absolute = (path: string, locale: Locale, origins: LocaleOrigins): string =>
  new URL(path, origins[locale]).href;

/**
 * A `<urlset>` of the entries' pages in `locales` (those of the store serving it), each with
 * its `lastmod` and an `xhtml:link` alternate for every language the page exists in, itself
 * included, plus `x-default` (the Italian page), as search engines ask for hreflang in sitemaps.
 */
export function urlsetXml(
  entries: readonly SitemapEntry[],
  locales: readonly Locale[],
  origins: LocaleOrigins,
): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = LOCALES.flatMap((locale): { hreflang: string; href: string }[] => {
      const path = entry.paths[locale];
      return path ? [{ hreflang: locale, href: absolute(path, locale, origins) }] : [];
    });
    const fallback = entry.paths[DEFAULT_LOCALE];
    if (alternates.length > 1 && fallback) {
      alternates.push({ hreflang: 'x-default', href: absolute(fallback, DEFAULT_LOCALE, origins) });
    }
    for (const locale of locales) {
      const path = entry.paths[locale];
      if (!path) continue;
      urls.push(
        [
          '<url>',
          `<loc>${escapeHtml(absolute(path, locale, origins))}</loc>`,
          ...(entry.lastmod ? [`<lastmod>${w3cDatetime(entry.lastmod)}</lastmod>`] : []),
          ...(alternates.length > 1
            ? alternates.map(
                ({ hreflang, href }) =>
                  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
              )
            : []),
          '</url>',
        ].join(''),
      );
    }
  }
  return [
    XML_DECLARATION,
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The `<sitemapindex>` of `/sitemap.xml`. */
export function sitemapIndexXml(
  sitemaps: readonly { loc: string; lastmod: Date | null }[],
): string {
  return [
    XML_DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`,
    ...sitemaps.map(({ loc, lastmod }) =>
      [
        '<sitemap>',
        `<loc>${escapeHtml(loc)}</loc>`,
        ...(lastmod ? [`<lastmod>${w3cDatetime(lastmod)}</lastmod>`] : []),
        '</sitemap>',
      ].join(''),
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}
