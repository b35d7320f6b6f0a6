import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import type { Locale } from '../contracts/locale';
import { settingsQueryKey } from '../contracts/query-keys';
import type { GlobalSettings } from '../contracts/settings';

/** The global settings of `locale` (top message bar), from `GET /api/settings`. */
export const settingsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: settingsQueryKey(locale),
    queryFn: ({ signal }) =>
      apiClient.get<GlobalSettings>('/settings', { query: { lang: locale }, signal }),
  });
