import { queryOptions } from '@tanstack/react-query';
import { apiClient, type Locale, type OrderResponse } from '@shop/shared';

/**
 * The order a receipt is made of: through the e-mailed link's token when there is one
 * (`GET /api/checkout/orders/{id}?access=`, a guest's way), else the signed-in customer's
 * (`GET /api/account/orders/{id}`). Personal data: read afresh, never kept once the page closes.
 */
export const receiptOrderQuery = (orderId: string, accessToken: string | null, locale: Locale) =>
  queryOptions({
    queryKey: ['order-receipt', orderId, accessToken, locale],
    queryFn: ({ signal }) => {
      const order = encodeURIComponent(orderId);
      return accessToken
        ? apiClient.get<OrderResponse>(`/checkout/orders/${order}`, {
            query: { access: accessToken, lang: locale },
            signal,
          })
        : apiClient.get<OrderResponse>(`/account/orders/${order}`, {
            query: { lang: locale },
            signal,
          });
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
