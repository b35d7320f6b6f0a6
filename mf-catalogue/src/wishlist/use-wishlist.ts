import { useCallback, useEffect } from 'react';
import { useClientStore, type Locale, type WishlistKey } from '@shop/shared';
import { entryId, getWishlistStore, type WishlistState } from './wishlist-store';

const UNKNOWN: WishlistState = { entries: null, pending: new Set(), notice: null };

/** The page's wishlist as React sees it: unknown on the server and while hydrating. */
export function useWishlistState(): WishlistState {
  const store = getWishlistStore();
  return useClientStore(store.subscribe, store.getState, () => UNKNOWN);
}

/** Whether one product in one colour is on the list, and the way to put it on or take it off. */
export function useWishlistEntry(key: WishlistKey, locale: Locale) {
  const store = getWishlistStore();
  const state = useWishlistState();
  const id = entryId(key);
  useEffect(() => {
    void store.ensureRead();
  }, [store]);
  const { productId, colour } = key;
  const toggle = useCallback(
    () => void store.toggle({ productId, colour }, locale),
    [store, productId, colour, locale],
  );
  return {
    saved: state.entries?.some((entry) => entryId(entry) === id) ?? false,
    pending: state.pending.has(id),
    notice: state.notice?.entryId === id ? state.notice : null,
    toggle,
  };
}
