import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  apiClient,
  listingQueryKey,
  listingSearchString,
  retryUnlessRefused,
  type CategoryListingResponse,
  type ListingParams,
  type Locale,
  type QueryParams,
  type SearchParams,
} from '@shop/shared';

/**
 * A page of a category's listing, from `GET /api/products?category=…`. `categoryPath` is the
 * category node's own path and `params` are normalized, so the server's inline first page is
 * found under the same key. While the next filters load, the previous page stays on screen.
 */
export const listingQuery = (locale: Locale, categoryPath: string, params: ListingParams) =>
  queryOptions({
    queryKey: listingQueryKey(locale, categoryPath, params),
    queryFn: ({ signal }) =>
      apiClient.get<CategoryListingResponse>('/products', {
        query: { category: categoryPath, lang: locale, ...listingQueryParams(params) },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** The API takes the same query string the page puts in its URL. */
export function listingQueryParams(params: ListingParams | SearchParams): QueryParams {
  return Object.fromEntries(new URLSearchParams(listingSearchString(params)));
}
