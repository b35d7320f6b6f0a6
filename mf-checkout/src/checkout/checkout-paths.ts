import { routeById, routePath, type Locale } from '@shop/shared';

type CheckoutRouteId =
  | 'cart'
  | 'checkout'
  | 'checkout-payment'
  | 'checkout-review'
  | 'checkout-success'
  | 'checkout-error';

/** A checkout page's path in `locale`, from the route table (so paths are never spelt twice). */
export function checkoutPath(
  id: CheckoutRouteId,
  locale: Locale,
  order?: { orderId: string; accessToken?: string | null },
): string {
  const path =
    routePath(routeById(id), locale, order ? { params: { orderId: order.orderId } } : {}) ?? '/';
  return order?.accessToken ? `${path}?access=${encodeURIComponent(order.accessToken)}` : path;
}
