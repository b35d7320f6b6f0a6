import type { ProductPrice } from '@shop/shared';

/**
 * The reduction to announce, in whole percent, measured against the lowest price of the 30 days
 * before it (the EU Omnibus reference price); null when the price is not reduced.
 */
export function discountPercent(price: ProductPrice): number | null {
  const reference = price.lowest30DaysCents ?? price.previousCents;
  if (reference === null || reference <= price.cents) return null;
  return Math.round(((reference - price.cents) / reference) * 100);
}

export function isOnSale(price: ProductPrice): boolean {
  return price.previousCents !== null && price.previousCents > price.cents;
}
