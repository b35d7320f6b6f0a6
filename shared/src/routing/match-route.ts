import { DEFAULT_LOCALE, type Locale } from '../contracts/locale';
import { routesFor, type ShopRoute } from './route-table';

/** A URL path resolved to a route of the shop. */
export interface RouteMatch {
  route: ShopRoute;
  locale: Locale;
  /** `:name` segments, decoded. */
  params: Record<string, string>;
  /** What a trailing `*` matched, decoded ("Uomo/Camicie"); undefined for routes without one. */
  splat?: string;
}

type SegmentRank = 0 | 1 | 2;
const SPLAT: SegmentRank = 0;
const PARAM: SegmentRank = 1;
const STATIC: SegmentRank = 2;

function rankOf(pattern: string): SegmentRank[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment === '*' ? SPLAT : segment.startsWith(':') ? PARAM : STATIC));
}

/** Static segments beat `:params`, which beat a `*`, segment by segment (as react-router ranks). */
function outranks(a: SegmentRank[], b: SegmentRank[]): boolean {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index] ?? -1;
    const right = b[index] ?? -1;
    if (left !== right) return left > right;
  }
  return false;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(
  pattern: string,
  segments: readonly string[],
): Pick<RouteMatch, 'params' | 'splat'> | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part === '*') {
      const rest = segments.slice(index).map(decode);
      // "/categories" and "/pages" name no category and no page: a splat is never empty.
      if (rest.length === 0 || rest.includes(null)) return null;
      return { params, splat: rest.join('/') };
    }
    const segment = segments[index];
    if (segment === undefined) return null;
    const value = decode(segment);
    if (value === null) return null;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return segments.length === parts.length ? { params } : null;
}

/**
 * The route a URL path (without query or hash) belongs to, or null when the shop has no such
 * page: "/en/careguide/wool" is the English care-guide item "wool". A segment that is not valid
 * percent-encoding matches nothing.
 */
export function matchShopPath(pathname: string): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  const locale: Locale = segments[0] === 'en' ? 'en' : DEFAULT_LOCALE;
  if (locale !== DEFAULT_LOCALE) segments.shift();

  let best: (RouteMatch & { rank: SegmentRank[] }) | null = null;
  for (const route of routesFor(locale)) {
    const pattern = route.paths[locale] ?? '';
    const matched = matchPattern(pattern, segments);
    if (!matched) continue;
    const rank = rankOf(pattern);
    if (!best || outranks(rank, best.rank)) best = { route, locale, ...matched, rank };
  }
  if (!best) return null;
  const { rank: _rank, ...match } = best;
  return match;
}

/**
 * The path of a route in `locale`, with its locale prefix: ("content-page", "en", { splat: "faq" })
 * → "/en/pages/faq". Values are percent-encoded segment by segment.
 */
export function routePath(
  route: ShopRoute,
  locale: Locale,
  values: { params?: Record<string, string>; splat?: string } = {},
): string | null {
  const pattern = route.paths[locale];
  if (pattern === undefined) return null;
  const filled = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return (values.splat ?? '').split('/').map(encodeURIComponent).join('/');
      if (part.startsWith(':')) return encodeURIComponent(values.params?.[part.slice(1)] ?? '');
      return part;
    })
    .filter(Boolean)
    .join('/');
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return filled ? `${prefix}/${filled}` : prefix || '/';
}
