import { routeById, routePath, type Locale } from '@shop/shared';

/** The results page of `q` in `locale`: "/cerca?q=…" or "/en/search?q=…". */
export function searchResultsHref(locale: Locale, q: string): string {
  const path = routePath(routeById('search'), locale) ?? '/';
  return `${path}?${new URLSearchParams({ q: q.trim() })}`;
}
