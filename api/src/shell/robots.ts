import { ROUTE_TABLE, type ShopRoute } from '@shop/shared/routing';

/** The fixed part of a route pattern: "account/orders/:id" → "/account/orders". */
function staticPrefix(pattern: string, localePrefix: string): string {
  const fixed = pattern.split('/').filter(Boolean);
  const firstVariable = fixed.findIndex((part) => part === '*' || part.startsWith(':'));
  const kept = firstVariable === -1 ? fixed : fixed.slice(0, firstVariable);
  return `${localePrefix}/${kept.join('/')}`;
}

/** Private and transactional routes (not indexable in the route table), in both locales. */
function disallowedPaths(): string[] {
  const prefixes = (ROUTE_TABLE as readonly ShopRoute[])
    .filter((route) => !route.indexable)
    .flatMap((route) =>
      Object.entries(route.paths).map(([locale, pattern]) =>
        staticPrefix(pattern, locale === 'it' ? '' : `/${locale}`),
      ),
    );
  const unique = [...new Set(prefixes)].sort();
  // "/account" already keeps crawlers out of "/account/orders".
  return unique.filter(
    (path) => !unique.some((other) => other !== path && path.startsWith(`${other}/`)),
  );
}

/** Crawlers may read every indexable route, and find the store's pages in its sitemap index. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
