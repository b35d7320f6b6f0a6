import { queryOptions } from '@tanstack/react-query';
import {
  apiClient,
  DEFAULT_LISTING_PARAMS,
  homeCarouselCategory,
  listingQueryKey,
  retryUnlessRefused,
  type CategoryListingResponse,
  type Locale,
} from '@shop/shared';

/**
 * The carousel's products: the first page of the catalogue's listing of the home's category,
 * newest first, from the catalogue API (`GET /api/products`). It is the very key the catalogue's
 * category page reads, so the server's inline data serves both, and so does the cache.
 */
export const homeProductsQuery = (locale: Locale) => {
  const category = homeCarouselCategory(locale);
  return queryOptions({
    queryKey: listingQueryKey(locale, category, DEFAULT_LISTING_PARAMS),
    queryFn: ({ signal }) =>
      apiClient.get<CategoryListingResponse>('/products', {
        query: { category, lang: locale },
        signal,
      }),
    retry: retryUnlessRefused,
  });
};
