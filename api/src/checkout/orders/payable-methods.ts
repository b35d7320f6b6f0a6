import type { Locale, PaymentMethod, ShippingZone } from '@shop/shared/contracts';
import type { OrderRow } from './order-repository';
import { paymentMethodsFor } from '../../payments';

const ZONES: readonly ShippingZone[] = ['italy', 'eu', 'world'];

/**
 * The methods a placed order can be paid with again: the payment step's rule (its store and
 * destination, kept as the order's zone, and its amount's limits) applied to the order's own total,
 * not to the cart, which the order emptied. The retry box lists these and a retry is held to them.
 */
export function payableMethodsOf(
  order: Pick<OrderRow, 'shipping_zone' | 'total_cents'>,
  locale: Locale,
): PaymentMethod[] {
  const zone = ZONES.find((candidate) => candidate === order.shipping_zone);
  return zone ? paymentMethodsFor(zone, order.total_cents, locale) : [];
}
