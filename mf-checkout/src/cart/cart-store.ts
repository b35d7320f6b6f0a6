import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { apiClient, DEFAULT_LOCALE, getEventBus, type ApiClient, type Locale } from '@shop/shared';
import {
  addDiscount,
  addToCart,
  cartReducer,
  editCart,
  fetchCart,
  removeDiscount,
  removeFromCart,
  reorder,
  type CartThunkExtra,
} from './cart-slice';

export interface CartStoreOptions {
  api?: ApiClient;
  /** The page's current language, for reading the cart (names and messages). */
  locale?: () => Locale;
}

/**
 * The cart's store. Every successful change sets the `fetchCart` marker and the cart is read
 * again; a change made while an earlier read is on its way cancels that read, so the last read
 * always comes after the last change.
 */
export function createCartStore({
  api = apiClient,
  locale = () => DEFAULT_LOCALE,
}: CartStoreOptions = {}) {
  const extra: CartThunkExtra = { api };
  const rereadAfterChange = createListenerMiddleware();
  rereadAfterChange.startListening({
    matcher: isAnyOf(
      addToCart.fulfilled,
      editCart.fulfilled,
      removeFromCart.fulfilled,
      reorder.fulfilled,
      addDiscount.fulfilled,
      removeDiscount.fulfilled,
    ),
    effect: async (_action, listenerApi) => {
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
