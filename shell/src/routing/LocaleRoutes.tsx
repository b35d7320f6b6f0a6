import { useLayoutEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, getI18n, localePrefix, type Locale } from '@shop/shared';
import { useAppDispatch } from '../app/hooks';
import { localeChanged } from '../app-state/appSlice';
import { NormalLayout } from '../layout/NormalLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RemoteRegion } from '../remotes/RemoteRegion';
import { ROUTE_TABLE } from './route-table';

/** Every route of one locale, inside the layout. */
export function LocaleRoutes({ locale }: { locale: Locale }) {
  const dispatch = useAppDispatch();
  const prefix = localePrefix(locale);

  useLayoutEffect(() => {
    const i18n = getI18n();
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    dispatch(localeChanged(locale));
    getEventBus().publish('shell:locale', { locale });
  }, [dispatch, locale]);

  return (
    <NormalLayout locale={locale}>
      <Routes>
        {ROUTE_TABLE.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            index={route.path === ''}
            element={
              <RemoteRegion
                remote={route.remote}
                page={route.page}
                locale={locale}
                localePrefix={prefix}
              />
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage localePrefix={prefix} />} />
      </Routes>
    </NormalLayout>
  );
}
