import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  apiClient,
  retryUnlessRefused,
  searchQueryKey,
  searchSuggestionsQueryKey,
  type Locale,
  type SearchParams,
  type SearchResponse,
  type SearchSuggestionsResponse,
} from '@shop/shared';
import { listingQueryParams } from '../listing/listing-query';

/**
 * A page of search results, from `GET /api/search`. `params` are normalized, so the server's
 * inline first page is found under the same key; while new filters load the old page stays.
 */
export const searchResultsQuery = (locale: Locale, params: SearchParams) =>
  queryOptions({
    queryKey: searchQueryKey(locale, params),
    queryFn: ({ signal }) =>
      apiClient.get<SearchResponse>('/search', {
        query: { lang: locale, ...listingQueryParams(params) },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/**
 * Suggestions for what is typed. Reading `signal` lets TanStack Query abort a request whose
 * answer nobody waits for any more (the shopper typed on); the last list stays while the next
 * one loads, so the list does not flicker.
 */
export const searchSuggestionsQuery = (locale: Locale, q: string) =>
  queryOptions({
    queryKey: searchSuggestionsQueryKey(locale, q),
    queryFn: ({ signal }) =>
      apiClient.get<SearchSuggestionsResponse>('/search/suggestions', {
        query: { q, lang: locale },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
