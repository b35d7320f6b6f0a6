import type { WishlistKey } from '@shop/shared';

/** One entry's id on the page: the product and the colour. */
export function entryId({ productId, colour }: WishlistKey): string {
  return `${productId}/${colour}`;
}
