import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  apiClient,
  errorMessage,
  type AddDiscountRequest,
  type ApiClient,
  type CartAddRequest,
  type CartChangeResponse,
  type CartEditRequest,
  type CartRemoveRequest,
  type RemoveDiscountRequest,
  type ReorderRequest,
  type CartResponse,
  type Locale,
} from '@shop/shared';

/**
 * Spec §3 Cart's marker of the last successful change, which makes the cart be re-read: its six
 * values, or `false` when the cart is up to date.
 */
export type FetchCartMarker =
  'addDiscount' | 'removeDiscount' | 'addCart' | 'reorder' | 'editCart' | 'removeCart';

/** A notification waiting to be shown (spec §4: added and quantity changed succeed, removed warns). */
export interface CartAlert {
  kind: 'added' | 'removed' | 'quantity-changed';
  level: 'success' | 'warning';
  message: string;
  /** Show `message` instead of the kind's usual text (a reorder says what it did). */
  showMessage?: boolean;
}

export interface CartState {
  /** The cart object from the server; null before it is read, or when reading it failed. */
  cart: CartResponse | null;
  loading: boolean;
  /** The message of the last failed change, or false. */
  error: string | false;
  /** Which change `error` is about: the coupon field shows its own, the cart page the others. */
  failed: FetchCartMarker | false;
  alerts: CartAlert[];
  fetchCart: FetchCartMarker | false;
}

export const initialCartState: CartState = {
  cart: null,
  loading: false,
  error: false,
  failed: false,
  alerts: [],
  fetchCart: false,
};

/** What the thunks call the API with; tests pass their own. */
export interface CartThunkExtra {
  api: ApiClient;
}

const apiOf = (extra: unknown): ApiClient => (extra as Partial<CartThunkExtra>).api ?? apiClient;

/** The server's message of a failed call, which the state stores and the shopper reads. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

export const fetchCart = createAsyncThunk<CartResponse, { locale: Locale }>(
  'cart/fetch',
  ({ locale }, { extra, signal }) =>
    apiOf(extra).get<CartResponse>('/cart', { query: { lang: locale }, signal }),
);

const change = <Request extends { language: Locale }>(
  type: string,
  call: (api: ApiClient, request: Request) => Promise<CartChangeResponse>,
) =>
  createAsyncThunk<CartChangeResponse, Request, { rejectValue: string }>(
    type,
    async (request, { extra, rejectWithValue }) => {
      try {
        return await call(apiOf(extra), request);
      } catch (error) {
        return rejectWithValue(messageOf(error) || errorMessage('generic', request.language));
      }
    },
  );

export const addToCart = change<CartAddRequest>('cart/add', (api, body) =>
  api.post<CartChangeResponse>('/cart/add', body),
);
export const editCart = change<CartEditRequest>('cart/edit', (api, body) =>
  api.patch<CartChangeResponse>('/cart/edit', body),
);
export const removeFromCart = change<CartRemoveRequest>('cart/remove', (api, body) =>
  api.post<CartChangeResponse>('/cart/remove', body),
);

export const reorder = change<ReorderRequest>('cart/reorder', (api, body) =>
  api.post<CartChangeResponse>('/cart/reorder', body),
);

/** Spec §8: a refused code answers "Coupon sconto non valido" or the not-eligible message. */
export const addDiscount = change<AddDiscountRequest>('cart/addDiscount', (api, body) =>
  api.post<CartChangeResponse>('/cart/addDiscount', body),
);
export const removeDiscount = change<RemoveDiscountRequest>('cart/removeDiscount', (api, body) =>
  api.post<CartChangeResponse>('/cart/removeDiscount', body),
);

/** The action whose failure a rejected change reports. */
const failedMarker = new Map<string, FetchCartMarker>([
  [addToCart.rejected.type, 'addCart'],
  [reorder.rejected.type, 'reorder'],
  [editCart.rejected.type, 'editCart'],
  [removeFromCart.rejected.type, 'removeCart'],
  [addDiscount.rejected.type, 'addDiscount'],
  [removeDiscount.rejected.type, 'removeDiscount'],
]);

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The alerts were shown (or the route changed): clear them. */
    alertsCleared(state) {
      state.alerts = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCart.pending, (state) => {
        state.loading = true;
      })
      .addCase(fetchCart.fulfilled, (state, action) => {
        state.cart = action.payload;
        state.loading = false;
        state.error = false;
        state.failed = false;
        state.fetchCart = false;
      })
      .addCase(fetchCart.rejected, (state, action) => {
        // A read cancelled by a newer one changes nothing; a real failure forgets the cart.
        if (action.meta.aborted) return;
        state.cart = null;
        state.loading = false;
        state.fetchCart = false;
      })
      .addCase(addToCart.pending, (state) => {
        state.loading = true;
      })
      .addCase(addToCart.fulfilled, (state, action: PayloadAction<CartChangeResponse>) => {
        state.loading = false;
        state.error = false;
        state.failed = false;
        state.fetchCart = 'addCart';
        state.alerts.push({ kind: 'added', level: 'success', message: action.payload.message });
      })
      .addCase(reorder.pending, (state) => {
        state.loading = true;
      })
      .addCase(reorder.fulfilled, (state, action: PayloadAction<CartChangeResponse>) => {
        state.loading = false;
        state.error = false;
        state.failed = false;
        state.fetchCart = 'reorder';
        state.alerts.push({
          kind: 'added',
          level: 'success',
          message: action.payload.message,
          showMessage: true,
        });
      })
      .addCase(editCart.pending, (state) => {
        state.loading = false;
      })
      .addCase(editCart.fulfilled, (state, action: PayloadAction<CartChangeResponse>) => {
        state.error = false;
        state.failed = false;
        state.fetchCart = 'editCart';
        state.alerts.push({
          kind: 'quantity-changed',
          level: 'success',
          message: action.payload.message,
        });
      })
      .addCase(removeFromCart.pending, (state) => {
        state.loading = false;
      })
      .addCase(removeFromCart.fulfilled, (state, action: PayloadAction<CartChangeResponse>) => {
        state.error = false;
        state.failed = false;
        state.fetchCart = 'removeCart';
        state.alerts.push({ kind: 'removed', level: 'warning', message: action.payload.message });
      })
      .addCase(addDiscount.pending, (state) => {
        state.loading = true;
      })
      .addCase(addDiscount.fulfilled, (state) => {
        state.loading = false;
        state.error = false;
        state.failed = false;
        state.fetchCart = 'addDiscount';
      })
      .addCase(removeDiscount.pending, (state) => {
        state.loading = true;
      })
      .addCase(removeDiscount.fulfilled, (state) => {
        state.loading = false;
        state.error = false;
        state.failed = false;
        state.fetchCart = 'removeDiscount';
      })
      .addMatcher(
        (action) => failedMarker.has(action.type),
        (state, action: PayloadAction<string | undefined>) => {
          state.loading = false;
          state.error = action.payload ?? '';
          state.failed = failedMarker.get(action.type) ?? false;
        },
      );
  },
});

export const { alertsCleared } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
