import type { Locale } from '../contracts/locale';
import type { PageMetaInput } from '../contracts/page-meta';
import { routePath, type RouteMatch } from './match-route';

/**
 * The head data of a route from the route table alone (title, description, keywords, the same
 * route in every language it exists in): what the server writes into the HTML of a page without
 * data of its own, and what such a page publishes.
 */
export function routeHead({ route, locale, params, splat }: RouteMatch): PageMetaInput {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const other of Object.keys(route.paths) as Locale[]) {
    const path = route.listRouteId ? null : routePath(route, other, { params, splat });
    if (path) alternates[other] = path;
  }
  return {
    title: route.title[locale],
    ...(route.description && { description: route.description[locale] }),
    ...(route.keywords && { keywords: [...route.keywords[locale]] }),
    ...(Object.keys(alternates).length > 0 && { alternates }),
  };
}
