import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQuery, type Locale } from '@shop/shared';
import { useAppDispatch } from '../app/hooks';
import { globalSettingsLoaded } from '../app-state/appSlice';

/** Global settings of `locale`, fetched again whenever the locale changes, and kept in app state. */
export function useGlobalSettings(locale: Locale) {
  const dispatch = useAppDispatch();
  const query = useQuery(settingsQuery(locale));
  useEffect(() => {
    if (query.data) dispatch(globalSettingsLoaded(query.data));
  }, [dispatch, query.data]);
  return query;
}
