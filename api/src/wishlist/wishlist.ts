import type { WishlistKey } from '@shop/shared/contracts';
import type { WishlistEntry } from './wishlist-entry';

/** What an addition did: added, already there (nothing moves), or refused for a full list. */
export type WishlistAddOutcome = 'added' | 'kept' | 'full';

/**
 * A shopper's wishlist, wherever it is kept: a customer's in the shop's table, a visitor's (or a
 * guest's) in the browser's cookie. Keys are normalized (see `normalizedKey`).
 */
export interface Wishlist {
  /** Newest first. */
  entries(): Promise<WishlistEntry[]>;
  count(): Promise<number>;
  add(key: WishlistKey): Promise<WishlistAddOutcome>;
  /** Taking off an entry the list does not hold changes nothing. */
  remove(key: WishlistKey): Promise<void>;
}
