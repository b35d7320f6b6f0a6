import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { apiClient, DEFAULT_LOCALE, getEventBus, type ApiClient, type Locale } from '@shop/shared';
import {
  cartReducer,
  fetchCart,
  isChangeSettled,
  type CartState,
  type CartThunkExtra,
} from './cart-slice';

export interface CartStoreOptions {
  api?: ApiClient;
  /** The page's current language, for reading the cart (names and messages). */
  locale?: () => Locale;
}

/**
 * The cart's store. A change's answer carries the cart, so one request shows it. When changes
 * overlapped (or a server answered without the cart) the `fetchCart` marker is set, and the cart is
 * read once the last of them has settled; a read that began before a change is never applied after
 * it (see the slice).
 */
export function createCartStore({
  api = apiClient,
  locale = () => DEFAULT_LOCALE,
}: CartStoreOptions = {}) {
  const extra: CartThunkExtra = { api };
  const rereadAfterChange = createListenerMiddleware();
  rereadAfterChange.startListening({
    matcher: isChangeSettled,
    effect: async (_action, listenerApi) => {
      const { cart } = listenerApi.getState() as { cart: CartState };
      if (cart.changesInFlight > 0 || cart.fetchCart === false) return;
      listenerApi.cancelActiveListeners();
      const read = listenerApi.dispatch(fetchCart({ locale: locale() }));
      listenerApi.signal.addEventListener('abort', () => read.abort());
      await read;
    },
  });
  return configureStore({
    reducer: { cart: cartReducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).prepend(rereadAfterChange.middleware),
  });
}

export type CartStore = ReturnType<typeof createCartStore>;
export type CartRootState = ReturnType<CartStore['getState']>;
export type CartDispatch = CartStore['dispatch'];

let pageStore: CartStore | undefined;

/**
 * The page's one cart store, shared by the cart service (started at boot) and the cart pages:
 * both live in this remote's container, so they see one module instance.
 */
export function getCartStore(): CartStore {
  pageStore ??= createCartStore({ locale: pageLocale });
  return pageStore;
}

function pageLocale(): Locale {
  return getEventBus().getSnapshot('shell:locale')?.locale ?? DEFAULT_LOCALE;
}
