import type { WishlistState, WishlistStore } from './wishlist-store';

// The hearts' way to the page's wishlist store. The store (and the API's calls) is a chunk of its
// own, fetched when a heart first needs it: when the page says the list holds something, or when
// the shopper taps one. A visitor with an empty list browses without it.

const UNKNOWN: WishlistState = { entries: null, pending: new Set(), notice: null };

let store: WishlistStore | null = null;
let loading: Promise<WishlistStore> | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The page's store, fetched once. */
export function loadWishlistStore(): Promise<WishlistStore> {
  loading ??= import('./wishlist-store').then(({ getWishlistStore }) => {
    store = getWishlistStore();
    store.subscribe(notify);
    notify();
    return store;
  });
  return loading;
}

export function subscribeToWishlist(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The list as the page knows it; unknown until the store has come. */
export function wishlistSnapshot(): WishlistState {
  return store?.getState() ?? UNKNOWN;
}

export function serverWishlistSnapshot(): WishlistState {
  return UNKNOWN;
}

/** Forgets the page's store (tests). */
export async function resetWishlist(): Promise<void> {
  const { resetWishlistStore } = await import('./wishlist-store');
  resetWishlistStore();
  store = null;
  loading = null;
}
