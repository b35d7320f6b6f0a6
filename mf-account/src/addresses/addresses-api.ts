import { queryOptions } from '@tanstack/react-query';
import {
  addressesQueryKey,
  apiClient,
  type AddressChangeResponse,
  type AddressDeleteResponse,
  type AddressListResponse,
  type AddressRequest,
  type Locale,
} from '@shop/shared';

const PATH = '/account/addresses';

/**
 * The customer's addresses (`GET /api/account/addresses`). Personal data: read afresh each time
 * the page opens and dropped from the cache as soon as it closes, so another customer signing in
 * on the same tab never sees them.
 */
export const addressesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: addressesQueryKey(),
    queryFn: ({ signal }) =>
      apiClient.get<AddressListResponse>(PATH, { query: { lang: locale }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const createAddress = (body: AddressRequest) =>
  apiClient.post<AddressChangeResponse>(PATH, body);

export const updateAddress = (id: number, body: AddressRequest) =>
  apiClient.patch<AddressChangeResponse>(`${PATH}/${id}`, body);

export const deleteAddress = (id: number, locale: Locale) =>
  apiClient.delete<AddressDeleteResponse>(`${PATH}/${id}`, { query: { lang: locale } });
