import type { CartResponse } from '@shop/shared';

/** What the order costs: the cart's subtotal less its discount, plus the shipping chosen. */
export function orderTotalCents(
  cart: Pick<CartResponse, 'subtotalCents' | 'discountCents'>,
  shippingCents: number,
): number {
  return cart.subtotalCents - cart.discountCents + shippingCents;
}
