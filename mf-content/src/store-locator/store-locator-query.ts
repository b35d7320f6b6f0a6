import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  apiClient,
  storeLocatorQueryKey,
  type Locale,
  type StoreFilters,
  type StoreLocatorResponse,
} from '@shop/shared';

/**
 * The stores for `filters` (`GET /api/stores`), under the key the server inlines them with. While
 * other filters load, the stores shown so far stay.
 */
export const storeLocatorQuery = (locale: Locale, filters: StoreFilters) =>
  queryOptions({
    queryKey: storeLocatorQueryKey(locale, filters),
    queryFn: ({ signal }) =>
      apiClient.get<StoreLocatorResponse>('/stores', {
        query: { lang: locale, ...filters },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
