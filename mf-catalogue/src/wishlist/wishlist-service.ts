import type { RemoteServiceModule } from '@shop/shared';
import { getWishlistStore } from './wishlist-store';

/**
 * The wishlist's owner on the page, started by the shell with the catalogue's pages and when the
 * shopper signs in or out: it keeps `catalogue:wishlist` (the header's count) true.
 */
export const wishlistService: RemoteServiceModule = {
  start() {
    const store = getWishlistStore();
    const stop = store.follow();
    void store.ensureRead();
    return stop;
  },
};
