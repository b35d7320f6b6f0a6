import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  STORE_TERMS,
  type CartItem,
  type CartResponse,
  type Locale,
  type StoreId,
} from '@shop/shared/contracts';

/**
 * A cart's totals: the subtotal of its lines, standard shipping to the store's zone below the
 * free-shipping threshold (none for an empty cart), and what is missing for free shipping.
 */
export function cartWithTotals(items: CartItem[], locale: Locale, store: StoreId): CartResponse {
  const subtotalCents = items.reduce((sum, item) => sum + item.lineTotalCents, 0);
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const discountCents = 0;
  const freeShipping = subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS;
  const shippingCents = items.length === 0 || freeShipping ? 0 : STORE_TERMS[store].shippingCents;
  return {
    locale,
    items,
    itemCount,
    subtotalCents,
    couponCode: null,
    discountCents,
    shippingCents,
    totalCents: subtotalCents - discountCents + shippingCents,
    freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
    amountToFreeShippingCents: Math.max(FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents, 0),
  };
}
