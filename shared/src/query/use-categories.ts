import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import type { CategoriesResponse } from '../contracts/categories';
import type { Locale } from '../contracts/locale';
import { categoriesQueryKey } from '../contracts/query-keys';

/** The navigation tree of `locale`, from `GET /api/categories`. */
export function useCategories(locale: Locale) {
  return useQuery({
    queryKey: categoriesQueryKey(locale),
    queryFn: () => apiClient.get<CategoriesResponse>('/categories', { query: { lang: locale } }),
  });
}
