import {
  localeFromPath,
  localizePath,
  matchShopPath,
  routeById,
  routePath,
  stripLocalePrefix,
  type Locale,
  type PageMeta,
} from '@shop/shared';

/**
 * The same page in `locale`, from the path alone: the route's path in that locale (the care
 * guide is /curadelcapo in Italian, /en/careguide in English). A page whose slug differs per
 * language (a news post, a care-guide page) leads to its section's list, since the other slug is
 * unknown without the page's own data; a path the shop does not know just swaps its prefix.
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
  return localizePath(stripLocalePrefix(pathname), locale);
}

/**
 * The page at `pathname` in `locale`: the alternate its remote published (localized category
 * paths, blog slugs, care-guide paths) when that data is about this path, else `equivalentPath`.
 * The language switch and the country choice both go through here.
 */
export function pageInLocale(pathname: string, locale: Locale, meta: PageMeta | undefined): string {
  const alternate = meta?.path === pathname ? meta.alternates?.[locale] : undefined;
  return alternate ?? equivalentPath(pathname, locale);
}
