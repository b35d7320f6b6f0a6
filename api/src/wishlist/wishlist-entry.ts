import type { WishlistKey } from '@shop/shared/contracts';

/** An entry as a list keeps it: the product's SKU (upper case), the colour, when it was added. */
export interface WishlistEntry extends WishlistKey {
  addedAt: Date;
}

/** The entry's key as the API answers it. */
export function keyOf({ productId, colour }: WishlistKey): WishlistKey {
  return { productId, colour };
}

/** The key as lists keep it: SKUs are matched whatever the case, as the catalogue does. */
export function normalizedKey({ productId, colour }: WishlistKey): WishlistKey {
  return { productId: productId.toUpperCase(), colour };
}

export function sameKey(a: WishlistKey, b: WishlistKey): boolean {
  return a.productId === b.productId && a.colour === b.colour;
}
