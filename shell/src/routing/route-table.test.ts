import { matchRoutes } from 'react-router-dom';
import { ROUTE_TABLE, matchShopPath, routePath, routesFor, type Locale } from '@shop/shared';

/** Which route the shell's router picks for a path, built as LocaleRoutes builds it. */
function routerPick(pathname: string, locale: Locale) {
  const routes = routesFor(locale).map((route) => ({
    path: `${locale === 'en' ? '/en/' : '/'}${route.paths[locale] ?? ''}`,
    id: route.id,
  }));
  return matchRoutes(routes, pathname)?.at(-1)?.route.id;
}

describe('the shell router and the server agree on every route', () => {
  const samples = ROUTE_TABLE.flatMap((route) =>
    (['it', 'en'] as const).flatMap((locale) => {
      const path = routePath(route, locale, {
        params: { slug: 'lana', id: 'A1', orderId: '42' },
        splat: 'Uomo/Camicie',
      });
      return path ? [{ path, locale }] : [];
    }),
  );

  it.each(samples)('$path', ({ path, locale }) => {
    expect(routerPick(path, locale)).toBe(matchShopPath(path)?.route.id);
  });
});
