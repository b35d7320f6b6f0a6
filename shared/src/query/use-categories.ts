import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import type { CategoriesResponse } from '../contracts/categories';
import type { Locale } from '../contracts/locale';

/** The query key of the navigation tree; one key, so the header and the catalogue share one request. */
export const categoriesQueryKey = (locale: Locale) => ['categories', locale] as const;

/** The navigation tree of `locale`, from `GET /api/categories`. */
export function useCategories(locale: Locale) {
  return useQuery({
    queryKey: categoriesQueryKey(locale),
    queryFn: () => apiClient.get<CategoriesResponse>('/categories', { query: { lang: locale } }),
  });
}
