import { queryOptions } from '@tanstack/react-query';
import { apiClient, isApiError } from '../api-client';
import type { ContentPage } from '../contracts/content-page';
import type { Locale } from '../contracts/locale';
import { contentPageQueryKey } from '../contracts/query-keys';
import { QUERY_RETRY } from './query-client';

/**
 * The content page `id` (as in the URL, alias or not) in `locale`, from `GET /api/pages/:id`.
 * The server inlines a page under this very key, so the first render needs no request.
 */
export const contentPageQuery = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: contentPageQueryKey(locale, id),
    queryFn: ({ signal }) =>
      apiClient.get<ContentPage>(`/pages/${encodeURIComponent(id)}`, {
        query: { lang: locale },
        signal,
      }),
    retry: retryUnlessRefused,
  });

/** Retries network and server failures (spec §7: twice), never an answer that will not change. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRY;
}
