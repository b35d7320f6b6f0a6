import { useQuery } from '@tanstack/react-query';
import { apiClient, type CategoriesResponse, type Locale } from '@shop/shared';

/** The main navigation, from `GET /api/categories`. */
export function useCategories(locale: Locale) {
  return useQuery({
    queryKey: ['categories', locale],
    queryFn: () => apiClient.get<CategoriesResponse>('/categories', { query: { lang: locale } }),
  });
}
