import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contracts/locale';
import { routesFor } from './route-table';

/**
 * The shop's one spelling of a page path (the URL policy of docs/shell.md), or the path
 * itself when it already is:
 * - no trailing slash (but "/"), no empty segments ("//pages" would read as another host);
 * - the locale prefix and every fixed word of a route in the route table's letter case
 *   ("/EN/Pages/faq" → "/en/pages/faq").
 * What fills a route's parameters (a category, a page id, a slug) is the resolver's to spell: the
 * server redirects to the item's own path when it was asked for in another spelling.
 */
export function canonicalShopPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const locale: Locale =
    first !== undefined &&
    first !== DEFAULT_LOCALE &&
    (LOCALES as readonly string[]).includes(first)
      ? (first as Locale)
      : DEFAULT_LOCALE;
  if (locale !== DEFAULT_LOCALE) segments[0] = locale;
  const offset = locale === DEFAULT_LOCALE ? 0 : 1;
  const rest = segments.slice(offset);

  const spelled = bestSpelling(locale, rest) ?? rest;
  const path = [...segments.slice(0, offset), ...spelled].join('/');
  return `/${path}`;
}

/** `rest` with the fixed words of the route it matches, letter case aside, in the table's case. */
function bestSpelling(locale: Locale, rest: string[]): string[] | null {
  let best: { spelled: string[]; fixed: number } | null = null;
  for (const route of routesFor(locale)) {
    const parts = (route.paths[locale] ?? '').split('/').filter(Boolean);
    const spelled: string[] = [];
    let fixed = 0;
    let matches = true;
    for (const [index, part] of parts.entries()) {
      if (part === '*') {
        if (index >= rest.length) matches = false;
        else spelled.push(...rest.slice(index));
        break;
      }
      const segment = rest[index];
      if (segment === undefined) {
        matches = false;
        break;
      }
      if (part.startsWith(':')) {
        spelled.push(segment);
      } else if (part.toLowerCase() === segment.toLowerCase()) {
        spelled.push(part);
        fixed += 1;
      } else {
        matches = false;
        break;
      }
    }
    if (!matches) continue;
    if (!parts.includes('*') && parts.length !== rest.length) continue;
    if (!best || fixed > best.fixed) best = { spelled, fixed };
  }
  return best?.spelled ?? null;
}
