import {
  localeFromPath,
  localeHome,
  matchShopPath,
  routeById,
  routePath,
  type Locale,
  type PageLanguages,
} from '@shop/shared';

/**
 * The same page in `locale`, from the path alone: the route's path in that locale (the care
 * guide is /curadelcapo in Italian, /en/careguide in English). A page whose slug differs per
 * language (a news post, a care-guide page) leads to its section's list, since the other slug is
 * unknown without the page's own data. A path no route knows has no equivalent: it leads to
 * that language's home rather than to another "page not found".
 */
export function equivalentPath(pathname: string, locale: Locale): string {
  if (localeFromPath(pathname) === locale) return pathname;
  const match = matchShopPath(pathname);
  if (match) {
    const { route } = match;
    const path = route.listRouteId
      ? routePath(routeById(route.listRouteId), locale)
      : routePath(route, locale, match);
    if (path) return path;
  }
  return localeHome(locale);
}

/**
 * The page at `pathname` in `locale`: the alternate its remote published (localized category
 * paths, blog slugs, care-guide paths) when that data is about this path, else `equivalentPath`;
 * the other language's home for a page that was not found.
 * The language switch and the country choice both go through here.
 */
export function pageInLocale(
  pathname: string,
  locale: Locale,
  meta: PageLanguages | undefined,
): string {
  const aboutThisPage = meta?.path === pathname;
  // A product, category or page the shop does not have: there is nothing to show in the other
  // language either.
  if (aboutThisPage && meta.notFound) return localeHome(locale);
  const alternate = aboutThisPage ? meta.alternates?.[locale] : undefined;
  return alternate ?? equivalentPath(pathname, locale);
}

/**
 * The address of the page at `pathname` + `search` in `locale`: `pageInLocale`'s path with the
 * current query, unless that path already carries its own (the search page's alternates carry
 * `?q=…`), so a query is never written twice ("/en/search?q=lino?q=lino").
 */
export function pageAddressInLocale(
  pathname: string,
  search: string,
  locale: Locale,
  meta: PageLanguages | undefined,
): string {
  const path = pageInLocale(pathname, locale, meta);
  return path.includes('?') ? path : `${path}${search}`;
}
