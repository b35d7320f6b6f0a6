import type { RemoteServiceModule } from '@shop/shared';
import { loadWishlistStore } from './wishlist-access';

/**
 * The wishlist's owner on a page without the catalogue's hearts, started by the shell when the
 * shopper signs in or out: it reads the list (joined to the customer's at sign-in) and so keeps
 * `catalogue:wishlist` (the header's count) true. The store follows the shopper from then on.
 */
export const wishlistService: RemoteServiceModule = {
  start() {
    void loadWishlistStore().then((store) => store.read());
    return () => {};
  },
};
