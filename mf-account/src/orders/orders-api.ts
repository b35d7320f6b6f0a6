import { queryOptions } from '@tanstack/react-query';
import { apiClient, type Locale, type OrderListResponse, type OrderResponse } from '@shop/shared';

/**
 * The customer's orders (`GET /api/account/orders?page=`) and one of them
 * (`GET /api/account/orders/{orderId}`). Personal data, like the addresses: read afresh each time
 * a page opens and dropped from the cache once it closes, so another customer signing in on the
 * same tab never sees them.
 */
export const ordersQuery = (page: number) =>
  queryOptions({
    queryKey: ['account-orders', page],
    queryFn: ({ signal }) =>
      apiClient.get<OrderListResponse>('/account/orders', { query: { page }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const orderQuery = (orderId: string, locale: Locale) =>
  queryOptions({
    queryKey: ['account-order', orderId, locale],
    queryFn: ({ signal }) =>
      apiClient.get<OrderResponse>(`/account/orders/${encodeURIComponent(orderId)}`, {
        query: { lang: locale },
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
    // A missing order is an answer, not a hiccup.
    retry: false,
  });

/** `?page=` of the list: a whole number from 1, else the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
