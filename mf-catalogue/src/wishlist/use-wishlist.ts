import { useCallback, useEffect } from 'react';
import { useBusState, useClientStore, type Locale, type WishlistKey } from '@shop/shared';
import {
  loadWishlistStore,
  serverWishlistSnapshot,
  subscribeToWishlist,
  wishlistSnapshot,
} from './wishlist-access';
import { entryId } from './wishlist-entry-id';
import type { WishlistState } from './wishlist-store';

/** The page's wishlist as React sees it: unknown on the server, while hydrating and until read. */
export function useWishlistState(): WishlistState {
  return useClientStore(subscribeToWishlist, wishlistSnapshot, serverWishlistSnapshot);
}

/** Whether one product in one colour is on the list, and the way to put it on or take it off. */
export function useWishlistEntry(key: WishlistKey, locale: Locale) {
  const state = useWishlistState();
  const count = useBusState('catalogue:wishlist')?.count;
  const id = entryId(key);
  // Nothing to show on an empty list, or one the page has not counted (an older server): the
  // store comes with the first tap, which reads the list before changing it.
  const mayHoldSome = count !== undefined && count > 0;
  useEffect(() => {
    if (mayHoldSome) void loadWishlistStore().then((store) => store.ensureRead());
  }, [mayHoldSome]);
  const { productId, colour } = key;
  const toggle = useCallback(
    () => void loadWishlistStore().then((store) => store.toggle({ productId, colour }, locale)),
    [productId, colour, locale],
  );
  return {
    saved: state.entries?.some((entry) => entryId(entry) === id) ?? false,
    pending: state.pending.has(id),
    notice: state.notice?.entryId === id ? state.notice : null,
    toggle,
  };
}
