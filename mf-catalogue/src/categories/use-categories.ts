import { useQuery } from '@tanstack/react-query';
import { apiClient, type CategoriesResponse, type Locale } from '@shop/shared';

/** The navigation tree; the same query key as the shell's header, so both share one request. */
export function useCategories(locale: Locale) {
  return useQuery({
    queryKey: ['categories', locale],
    queryFn: () => apiClient.get<CategoriesResponse>('/categories', { query: { lang: locale } }),
  });
}
