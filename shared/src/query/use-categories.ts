import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import type { CategoriesResponse } from '../contracts/categories';
import type { Locale } from '../contracts/locale';
import { categoriesQueryKey } from '../contracts/query-keys';

/** The navigation tree of `locale`, from `GET /api/categories`; the server inlines it under this key. */
export const categoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: categoriesQueryKey(locale),
    queryFn: ({ signal }) =>
      apiClient.get<CategoriesResponse>('/categories', { query: { lang: locale }, signal }),
  });

/** The navigation tree of `locale`. */
export function useCategories(locale: Locale) {
  return useQuery(categoriesQuery(locale));
}
