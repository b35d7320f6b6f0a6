import {
  apiClient,
  type Locale,
  type OrderShipmentLine,
  type WithdrawalResponse,
} from '@shop/shared';

/**
 * Withdraws from an order's contract, sending back `lines` (all of the order without them):
 * through the e-mailed link's token when there is one (`POST /api/checkout/orders/{id}/withdrawal`,
 * a guest's only way), else as the signed-in customer who placed it
 * (`POST /api/account/orders/{id}/withdrawal`).
 */
export function withdraw(
  orderId: string,
  accessToken: string | null,
  language: Locale,
  lines?: readonly OrderShipmentLine[],
): Promise<WithdrawalResponse> {
  const order = encodeURIComponent(orderId);
  const body = { language, ...(lines && { lines }) };
  return accessToken
    ? apiClient.post<WithdrawalResponse>(`/checkout/orders/${order}/withdrawal`, {
        accessToken,
        ...body,
      })
    : apiClient.post<WithdrawalResponse>(`/account/orders/${order}/withdrawal`, body);
}
