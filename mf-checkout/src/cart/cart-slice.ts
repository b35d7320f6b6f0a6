import { createAsyncThunk, createSlice, isAnyOf } from '@reduxjs/toolkit';
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
  type CartArriveRequest,
  type CartResponse,
  type Locale,
} from '@shop/shared';

/**
 * Spec §3 Cart's marker of the last successful change, which makes the cart be re-read: its six
 * values, or `false` when the cart is up to date.
 */
export type FetchCartMarker =
  | 'addDiscount'
  | 'removeDiscount'
  | 'addCart'
  | 'reorder'
  | 'receiveCart'
  | 'editCart'
  | 'removeCart';

/** A notification waiting to be shown (spec §4: added and quantity changed succeed, removed warns). */
export interface CartAlert {
  kind: 'added' | 'removed' | 'quantity-changed';
  level: 'success' | 'warning';
  message: string;
  /** Show `message` instead of the kind's usual text (a reorder says what it did). */
  showMessage?: boolean;
  /** The bus command this change carried out, so its sender knows the outcome is its own. */
  commandId?: string;
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
  /**
   * The change whose cart is still to be read, or false. A change's answer carries the cart, so
   * the marker stays false, unless changes overlapped: then no single answer is known to be the
   * latest, and the cart is read once the last of them settles.
   */
  fetchCart: FetchCartMarker | false;
  /** Changes sent and not yet answered. */
  changesInFlight: number;
  /** Changes ever sent: a read that began before the latest one is stale when it arrives. */
  changesSent: number;
}

export const initialCartState: CartState = {
  cart: null,
  loading: false,
  error: false,
  failed: false,
  alerts: [],
  fetchCart: false,
  changesInFlight: 0,
  changesSent: 0,
};

/** A read's cart, and the changes sent and unanswered when it began. */
export interface CartRead {
  cart: CartResponse;
  changesSentBefore: number;
  changesInFlightBefore: number;
}

/** Any change may carry the id of the bus command it carries out; it is not sent to the API. */
export type WithCommandId<Request> = Request & { commandId?: string };

/** What the thunks call the API with; tests pass their own. */
export interface CartThunkExtra {
  api: ApiClient;
}

const apiOf = (extra: unknown): ApiClient => (extra as Partial<CartThunkExtra>).api ?? apiClient;

/** The server's message of a failed call, which the state stores and the shopper reads. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

const changesIn = (state: unknown) => {
  const cart = (state as { cart?: Partial<CartState> }).cart;
  return {
    changesSentBefore: cart?.changesSent ?? 0,
    changesInFlightBefore: cart?.changesInFlight ?? 0,
  };
};

export const fetchCart = createAsyncThunk<CartRead, { locale: Locale }>(
  'cart/fetch',
  async ({ locale }, { extra, signal, getState }) => {
    const before = changesIn(getState());
    const cart = await apiOf(extra).get<CartResponse>('/cart', { query: { lang: locale }, signal });
    return { cart, ...before };
  },
);

/**
 * The answer of a change as the page keeps it: the server's message and, from a server that sends
 * it, the cart as the change left it (an older server answers only the message).
 */
type ChangeAnswer = Pick<CartChangeResponse, 'message'> & Partial<Pick<CartChangeResponse, 'cart'>>;

const change = <Request extends { language: Locale }>(
  type: string,
  call: (api: ApiClient, request: Request) => Promise<ChangeAnswer>,
) =>
  createAsyncThunk<ChangeAnswer, WithCommandId<Request>, { rejectValue: string }>(
    type,
    async ({ commandId: _commandId, ...request }, { extra, rejectWithValue }) => {
      try {
        return await call(apiOf(extra), request as unknown as Request);
      } catch (error) {
        return rejectWithValue(messageOf(error) || errorMessage('generic', request.language));
      }
    },
  );

export const addToCart = change<CartAddRequest>('cart/add', (api, body) =>
  api.post<ChangeAnswer>('/cart/add', body),
);
export const editCart = change<CartEditRequest>('cart/edit', (api, body) =>
  api.patch<ChangeAnswer>('/cart/edit', body),
);
export const removeFromCart = change<CartRemoveRequest>('cart/remove', (api, body) =>
  api.post<ChangeAnswer>('/cart/remove', body),
);

export const reorder = change<ReorderRequest>('cart/reorder', (api, body) =>
  api.post<ChangeAnswer>('/cart/reorder', body),
);

/** The cart the other store handed over (the shopper changed country): its message says what stayed. */
export const receiveCart = change<CartArriveRequest>('cart/receiveCart', (api, body) =>
  api.post<ChangeAnswer>('/cart/arrive', body),
);

/** Spec §8: a refused code answers "Coupon sconto non valido" or the not-eligible message. */
export const addDiscount = change<AddDiscountRequest>('cart/addDiscount', (api, body) =>
  api.post<ChangeAnswer>('/cart/addDiscount', body),
);
export const removeDiscount = change<RemoveDiscountRequest>('cart/removeDiscount', (api, body) =>
  api.post<ChangeAnswer>('/cart/removeDiscount', body),
);

/** The marker of each change (spec §3 Cart), by its actions' type prefix. */
const markerOf = new Map<string, FetchCartMarker>([
  [addToCart.typePrefix, 'addCart'],
  [reorder.typePrefix, 'reorder'],
  [receiveCart.typePrefix, 'receiveCart'],
  [editCart.typePrefix, 'editCart'],
  [removeFromCart.typePrefix, 'removeCart'],
  [addDiscount.typePrefix, 'addDiscount'],
  [removeDiscount.typePrefix, 'removeDiscount'],
]);

/** The change an action of `CHANGES` belongs to. */
const changeMarker = (type: string): FetchCartMarker =>
  markerOf.get(type.slice(0, type.lastIndexOf('/'))) ?? 'addCart';

const commandOf = ({ commandId }: { commandId?: string }) => (commandId ? { commandId } : {});

// Built from `isAnyOf` alone: the page's shared Redux Toolkit (shell-provided) exports no more.
export const isChangePending = isAnyOf(
  addToCart.pending,
  reorder.pending,
  receiveCart.pending,
  editCart.pending,
  removeFromCart.pending,
  addDiscount.pending,
  removeDiscount.pending,
);
export const isChangeRejected = isAnyOf(
  addToCart.rejected,
  reorder.rejected,
  receiveCart.rejected,
  editCart.rejected,
  removeFromCart.rejected,
  addDiscount.rejected,
  removeDiscount.rejected,
);
export const isChangeSettled = isAnyOf(
  isChangeRejected,
  addToCart.fulfilled,
  reorder.fulfilled,
  receiveCart.fulfilled,
  editCart.fulfilled,
  removeFromCart.fulfilled,
  addDiscount.fulfilled,
  removeDiscount.fulfilled,
);

/**
 * A change whose message says what it did (a reorder, a cart from the other store): shown instead
 * of the usual "added".
 */
function changeToldInItsMessage(
  state: CartState,
  action: { type: string; payload: ChangeAnswer; meta: { arg: { commandId?: string } } },
) {
  state.loading = false;
  takeAnswer(state, action.type, action.payload);
  state.alerts.push({
    kind: 'added',
    level: 'success',
    message: action.payload.message,
    showMessage: true,
    ...commandOf(action.meta.arg),
  });
}

/**
 * A change answered: keep the cart it carries, unless other changes are still on their way (their
 * answers may be newer) or its server sent none; then the cart is to be read afresh.
 */
function takeAnswer(state: CartState, type: string, answer: ChangeAnswer) {
  state.changesInFlight = Math.max(0, state.changesInFlight - 1);
  state.error = false;
  state.failed = false;
  if (answer.cart && state.changesInFlight === 0 && state.fetchCart === false) {
    state.cart = answer.cart;
  } else {
    state.fetchCart = changeMarker(type);
  }
}

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
        const { cart, changesSentBefore, changesInFlightBefore } = action.payload;
        // A read that overlapped a change may not hold it: that change's answer does.
        const stale =
          changesSentBefore !== state.changesSent ||
          changesInFlightBefore > 0 ||
          state.changesInFlight > 0;
        if (stale) {
          if (state.changesInFlight === 0) state.loading = false;
          return;
        }
        state.cart = cart;
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
      .addCase(addToCart.fulfilled, (state, action) => {
        state.loading = false;
        takeAnswer(state, action.type, action.payload);
        state.alerts.push({
          kind: 'added',
          level: 'success',
          message: action.payload.message,
          ...commandOf(action.meta.arg),
        });
      })
      .addCase(reorder.pending, (state) => {
        state.loading = true;
      })
      .addCase(receiveCart.pending, (state) => {
        state.loading = true;
      })
      .addCase(receiveCart.fulfilled, changeToldInItsMessage)
      .addCase(reorder.fulfilled, changeToldInItsMessage)
      .addCase(editCart.pending, (state) => {
        state.loading = false;
      })
      .addCase(editCart.fulfilled, (state, action) => {
        takeAnswer(state, action.type, action.payload);
        state.alerts.push({
          kind: 'quantity-changed',
          level: 'success',
          message: action.payload.message,
          ...commandOf(action.meta.arg),
        });
      })
      .addCase(removeFromCart.pending, (state) => {
        state.loading = false;
      })
      .addCase(removeFromCart.fulfilled, (state, action) => {
        takeAnswer(state, action.type, action.payload);
        state.alerts.push({
          kind: 'removed',
          level: 'warning',
          message: action.payload.message,
          ...commandOf(action.meta.arg),
        });
      })
      .addCase(addDiscount.pending, (state) => {
        state.loading = true;
      })
      .addCase(addDiscount.fulfilled, (state, action) => {
        state.loading = false;
        takeAnswer(state, action.type, action.payload);
      })
      .addCase(removeDiscount.pending, (state) => {
        state.loading = true;
      })
      .addCase(removeDiscount.fulfilled, (state, action) => {
        state.loading = false;
        takeAnswer(state, action.type, action.payload);
      })
      .addMatcher(isChangePending, (state) => {
        state.changesInFlight += 1;
        state.changesSent += 1;
      })
      .addMatcher(isChangeRejected, (state, action) => {
        state.changesInFlight = Math.max(0, state.changesInFlight - 1);
        state.loading = false;
        state.error = action.payload ?? '';
        state.failed = changeMarker(action.type);
      });
  },
});

export const { alertsCleared } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
