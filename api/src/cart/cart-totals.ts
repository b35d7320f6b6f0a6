import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  STORE_TERMS,
  type CartItem,
  type CartResponse,
  type Locale,
  type StoreId,
} from '@shop/shared/contracts';

/** The coupon a cart carries, as the server priced it. */
export interface AppliedDiscount {
  code: string;
  discountCents: number;
}

/**
 * A cart's totals: the subtotal of its lines, the coupon's discount, standard shipping to the
 * store's zone below the free-shipping threshold (none for an empty cart), and what is missing for
 * free shipping. The threshold counts the subtotal before the discount (spec §9: "orders of 250
 * euro or more", the goods' value).
 */
export function cartWithTotals(
  items: CartItem[],
  locale: Locale,
  store: StoreId,
  discount: AppliedDiscount | null = null,
): CartResponse {
  const subtotalCents = items.reduce((sum, item) => sum + item.lineTotalCents, 0);
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const discountCents = Math.min(discount?.discountCents ?? 0, subtotalCents);
  const freeShipping = subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS;
  const shippingCents = items.length === 0 || freeShipping ? 0 : STORE_TERMS[store].shippingCents;
  return {
    locale,
    items,
    itemCount,
    subtotalCents,
    couponCode: discount?.code ?? null,
    discountCents,
    shippingCents,
    totalCents: subtotalCents - discountCents + shippingCents,
    freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
    amountToFreeShippingCents: Math.max(FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents, 0),
  };
}
