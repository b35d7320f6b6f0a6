import { WISHLIST_VISITOR_MAX_ENTRIES } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Wishlist } from './wishlist';
import { setWishlistCookie, wishlistCookieEntries } from './wishlist-cookie';
import { sameKey } from './wishlist-entry';

/**
 * A visitor's (or a guest's) list, kept in the `wishlist` cookie of the store's host: read from the
 * request, and written back into the reply after each change.
 */
export function visitorWishlist(request: FastifyRequest, reply: FastifyReply): Wishlist {
  let entries = wishlistCookieEntries(request);
  return {
    entries: async () => entries,
    count: async () => entries.length,
    async add(key) {
      if (entries.some((entry) => sameKey(entry, key))) return 'kept';
      if (entries.length >= WISHLIST_VISITOR_MAX_ENTRIES) return 'full';
      entries = [{ ...key, addedAt: new Date() }, ...entries];
      setWishlistCookie(request, reply, entries);
      return 'added';
    },
    async remove(key) {
      const kept = entries.filter((entry) => !sameKey(entry, key));
      if (kept.length === entries.length) return;
      entries = kept;
      setWishlistCookie(request, reply, entries);
    },
  };
}
