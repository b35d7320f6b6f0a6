import {
  apiClient,
  type CancelOrderRequest,
  type Locale,
  type OrderResponse,
  type PendingOrderResponse,
} from '@shop/shared';
import { checkoutPath } from '../checkout/checkout-paths';

/** The shopper's order still waiting for its payment (`GET /api/checkout/pending-order`). */
export const fetchPendingOrder = () =>
  apiClient.get<PendingOrderResponse>('/checkout/pending-order');

/** Cancels an unpaid order: its pieces are released at once. */
export const cancelOrder = (orderId: string, body: CancelOrderRequest) =>
  apiClient.post<OrderResponse>(`/checkout/orders/${encodeURIComponent(orderId)}/cancel`, body);

/**
 * Where a shopper who lands on an emptied checkout goes: the page of the order still waiting for
 * its payment (Back from a provider's page turned the cart into that order), or null. A failed
 * look-up answers null: the checkout then behaves as it did before.
 */
export async function unpaidOrderPath(locale: Locale): Promise<string | null> {
  try {
    const { order } = await fetchPendingOrder();
    return order ? checkoutPath('checkout-error', locale, { orderId: order.orderId }) : null;
  } catch {
    return null;
  }
}
