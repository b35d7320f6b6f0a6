import { routeById, routePath, type Locale } from '@shop/shared';

/** The results page in `locale`: "/cerca" or "/en/search". */
export function searchResultsPath(locale: Locale): string {
  return routePath(routeById('search'), locale) ?? '/';
}

/** The results page of `q` in `locale`: "/cerca?q=…" or "/en/search?q=…". */
export function searchResultsHref(locale: Locale, q: string): string {
  return `${searchResultsPath(locale)}?${new URLSearchParams({ q: q.trim() })}`;
}
