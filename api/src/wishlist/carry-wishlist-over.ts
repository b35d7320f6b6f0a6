import type { Kysely } from 'kysely';
import type { SignInHook } from '../account';
import type { Database } from '../db/schema';
import { mergeIntoCustomerWishlist } from './customer-wishlist';
import { clearWishlistCookie, hasWishlistCookie, wishlistCookieEntries } from './wishlist-cookie';
import type { WishlistEntry } from './wishlist-entry';

/**
 * The cookie's entries with times that keep its order (newest first) however the browser sent
 * them: each earlier than the one before it, and none later than `now`.
 */
function datedInOrder(entries: readonly WishlistEntry[], now: Date): WishlistEntry[] {
  let latest = now.getTime();
  return entries.map((entry) => {
    latest = Math.min(entry.addedAt.getTime(), latest);
    const dated = { ...entry, addedAt: new Date(latest) };
    latest -= 1;
    return dated;
  });
}

/** A visitor who signs in keeps their wishlist: it joins the customer's, and the cookie goes. */
export function carryVisitorWishlistOver(db: Kysely<Database>): SignInHook {
  return async (request, reply, customerId) => {
    if (!hasWishlistCookie(request)) return;
    const entries = datedInOrder(wishlistCookieEntries(request), new Date());
    await mergeIntoCustomerWishlist(db, customerId, entries);
    clearWishlistCookie(request, reply);
  };
}
