import { useLayoutEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import {
  getEventBus,
  getI18n,
  localePrefix,
  routesFor,
  type Locale,
  type ShopRoute,
} from '@shop/shared';
import { useAppDispatch } from '../app/hooks';
import { localeChanged } from '../app-state/appSlice';
import { useCheckoutStepsMirror } from '../app-state/use-checkout-steps-mirror';
import { RouteGuardGate } from '../guards/RouteGuardGate';
import { AuthLayout } from '../layout/AuthLayout';
import { NormalLayout } from '../layout/NormalLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RemoteRegion } from '../remotes/RemoteRegion';

function routeElement(route: ShopRoute, locale: Locale) {
  const prefix = localePrefix(locale);
  const path = route.paths[locale] ?? '';
  // The router lets "pages/*" match "/pages" with nothing after it; the shop's splat is never
  // empty (docs/architecture.md, URL policy), so the bare folder is the not-found page, as the
  // server answers it with 404.
  const bare = path.endsWith('/*') ? path.slice(0, -2) : null;
  return [
    ...(bare
      ? [
          <Route
            key={`${route.id}-bare`}
            path={bare}
            element={<NotFoundPage localePrefix={prefix} />}
          />,
        ]
      : []),
    <Route
      key={route.id}
      path={path || undefined}
      index={path === ''}
      element={
        <RouteGuardGate guard={route.guard} locale={locale}>
          <RemoteRegion
            remote={route.remote}
            page={route.page}
            locale={locale}
            localePrefix={prefix}
          />
        </RouteGuardGate>
      }
    />,
  ];
}

/** Every route of one locale, each inside its layout. */
export function LocaleRoutes({ locale }: { locale: Locale }) {
  const dispatch = useAppDispatch();
  const routes = routesFor(locale);
  useCheckoutStepsMirror();

  useLayoutEffect(() => {
    const i18n = getI18n();
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    dispatch(localeChanged(locale));
    getEventBus().publish('shell:locale', { locale });
  }, [dispatch, locale]);

  return (
    <Routes>
      <Route element={<NormalLayout locale={locale} />}>
        {routes
          .filter((route) => route.layout !== 'auth')
          .flatMap((route) => routeElement(route, locale))}
        <Route path="*" element={<NotFoundPage localePrefix={localePrefix(locale)} />} />
      </Route>
      <Route element={<AuthLayout locale={locale} />}>
        {routes
          .filter((route) => route.layout === 'auth')
          .flatMap((route) => routeElement(route, locale))}
      </Route>
    </Routes>
  );
}
