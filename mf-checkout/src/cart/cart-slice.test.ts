import type { CartResponse } from '@shop/shared';
import {
  addDiscount,
  addToCart,
  alertsCleared,
  cartReducer,
  editCart,
  fetchCart,
  initialCartState,
  removeDiscount,
  removeFromCart,
  type CartState,
} from './cart-slice';

const cart: CartResponse = {
  locale: 'it',
  items: [],
  itemCount: 0,
  subtotalCents: 0,
  couponCode: null,
  discountCents: 0,
  shippingCents: 0,
  totalCents: 0,
  freeShippingThresholdCents: 25_000,
  amountToFreeShippingCents: 25_000,
};
const line = { productId: 'UCAM0001', colour: 'navy', size: 'M', language: 'it' as const };
const stale: CartState = {
  ...initialCartState,
  cart: { ...cart, itemCount: 3 },
  loading: true,
  error: 'Taglia non disponibile',
  fetchCart: 'addCart',
};

describe('cart reducer (spec §4 Cart)', () => {
  it('starts with no cart, not loading, no error, no alerts and no marker', () => {
    expect(cartReducer(undefined, { type: 'init' })).toEqual({
      cart: null,
      loading: false,
      error: false,
      failed: false,
      alerts: [],
      fetchCart: false,
      changesInFlight: 0,
      changesSent: 0,
    });
  });

  it('fetch pending sets loading', () => {
    const state = cartReducer(initialCartState, fetchCart.pending('r1', { locale: 'it' }));
    expect(state.loading).toBe(true);
  });

  const read = { cart, changesSentBefore: 0, changesInFlightBefore: 0 };

  it('fetch success replaces the cart and clears loading, error and the marker', () => {
    const state = cartReducer(stale, fetchCart.fulfilled(read, 'r1', { locale: 'it' }));
    expect(state).toMatchObject({ cart, loading: false, error: false, fetchCart: false });
  });

  it('a read that overlapped a change is not applied over the change’s answer', () => {
    const request = { ...line, quantity: 1 };
    const afterAdd = { ...cart, itemCount: 1 };
    let state = cartReducer(initialCartState, fetchCart.pending('r1', { locale: 'it' }));
    state = cartReducer(state, addToCart.pending('r2', request));
    state = cartReducer(
      state,
      addToCart.fulfilled(
        { message: 'Prodotto aggiunto al carrello', cart: afterAdd },
        'r2',
        request,
      ),
    );
    expect(state.cart).toEqual(afterAdd);
    // Began before the add was sent: it cannot be known to hold it.
    state = cartReducer(state, fetchCart.fulfilled(read, 'r1', { locale: 'it' }));
    expect(state.cart).toEqual(afterAdd);
    expect(state.loading).toBe(false);
    // Began while the add was on its way: the same.
    const during = { cart, changesSentBefore: 1, changesInFlightBefore: 1 };
    state = cartReducer(state, fetchCart.fulfilled(during, 'r3', { locale: 'it' }));
    expect(state.cart).toEqual(afterAdd);
  });

  it('overlapping changes keep no answer’s cart: the marker asks for a read after the last', () => {
    const request = { ...line, quantity: 1 };
    let state = cartReducer(initialCartState, addToCart.pending('a', request));
    state = cartReducer(state, addToCart.pending('b', request));
    state = cartReducer(
      state,
      addToCart.fulfilled({ message: 'ok', cart: { ...cart, itemCount: 2 } }, 'b', request),
    );
    expect(state).toMatchObject({ cart: null, fetchCart: 'addCart', changesInFlight: 1 });
    state = cartReducer(
      state,
      addToCart.fulfilled({ message: 'ok', cart: { ...cart, itemCount: 1 } }, 'a', request),
    );
    expect(state).toMatchObject({ cart: null, fetchCart: 'addCart', changesInFlight: 0 });
    const after = {
      cart: { ...cart, itemCount: 2 },
      changesSentBefore: 2,
      changesInFlightBefore: 0,
    };
    state = cartReducer(state, fetchCart.fulfilled(after, 'r', { locale: 'it' }));
    expect(state).toMatchObject({ cart: { itemCount: 2 }, fetchCart: false });
  });

  it('fetch failure sets the cart to null', () => {
    const state = cartReducer(stale, fetchCart.rejected(new Error('down'), 'r1', { locale: 'it' }));
    expect(state.cart).toBeNull();
    expect(state.loading).toBe(false);
  });

  it('a read cancelled by a newer one changes nothing', () => {
    const aborted = fetchCart.rejected(new Error('aborted'), 'r1', { locale: 'it' });
    aborted.meta.aborted = true;
    expect(cartReducer(stale, aborted)).toEqual(stale);
  });

  it('add pending sets loading; success keeps the answer’s cart and an "added" success alert', () => {
    const request = { ...line, quantity: 1, commandId: 'c-1' };
    const pending = cartReducer(initialCartState, addToCart.pending('r2', request));
    expect(pending.loading).toBe(true);
    const added = { ...cart, itemCount: 1 };
    const done = cartReducer(
      pending,
      addToCart.fulfilled({ message: 'Prodotto aggiunto al carrello', cart: added }, 'r2', request),
    );
    expect(done).toMatchObject({ cart: added, loading: false, error: false, fetchCart: false });
    expect(done.alerts).toEqual([
      {
        kind: 'added',
        level: 'success',
        message: 'Prodotto aggiunto al carrello',
        commandId: 'c-1',
      },
    ]);
  });

  it('an answer without the cart (an older server) sets the addCart marker: read it', () => {
    const request = { ...line, quantity: 1 };
    const pending = cartReducer(initialCartState, addToCart.pending('r2', request));
    const done = cartReducer(
      pending,
      addToCart.fulfilled({ message: 'Prodotto aggiunto al carrello' }, 'r2', request),
    );
    expect(done).toMatchObject({ cart: null, fetchCart: 'addCart' });
  });

  it('add failure stores the server message as the cart error', () => {
    const request = { ...line, quantity: 1 };
    const state = cartReducer(
      { ...initialCartState, loading: true },
      addToCart.rejected(null, 'r2', request, 'Taglia non disponibile'),
    );
    expect(state).toMatchObject({
      loading: false,
      error: 'Taglia non disponibile',
      fetchCart: false,
    });
  });

  it('edit pending clears loading; success reads its cart and a "quantity changed" success alert', () => {
    const request = { ...line, quantity: 2 };
    const pending = cartReducer(
      { ...initialCartState, loading: true },
      editCart.pending('r3', request),
    );
    expect(pending.loading).toBe(false);
    const done = cartReducer(
      pending,
      editCart.fulfilled({ message: 'Quantità aggiornata' }, 'r3', request),
    );
    expect(done.fetchCart).toBe('editCart');
    const answered = cartReducer(
      pending,
      editCart.fulfilled({ message: 'Quantità aggiornata', cart }, 'r3', request),
    );
    expect(answered).toMatchObject({ cart, fetchCart: false });
    expect(done.alerts).toEqual([
      { kind: 'quantity-changed', level: 'success', message: 'Quantità aggiornata' },
    ]);
  });

  it('edit failure stores the message', () => {
    const request = { ...line, quantity: 9 };
    const state = cartReducer(
      initialCartState,
      editCart.rejected(null, 'r3', request, 'Puoi aggiungere ancora 3 pezzi di questa taglia'),
    );
    expect(state.error).toBe('Puoi aggiungere ancora 3 pezzi di questa taglia');
  });

  it('remove pending clears loading; success reads its cart and a "removed" warning alert', () => {
    const pending = cartReducer(
      { ...initialCartState, loading: true },
      removeFromCart.pending('r4', line),
    );
    expect(pending.loading).toBe(false);
    const done = cartReducer(
      pending,
      removeFromCart.fulfilled({ message: 'Prodotto rimosso dal carrello' }, 'r4', line),
    );
    expect(done.fetchCart).toBe('removeCart');
    expect(done.alerts).toEqual([
      { kind: 'removed', level: 'warning', message: 'Prodotto rimosso dal carrello' },
    ]);
  });

  it('remove failure stores the message', () => {
    const state = cartReducer(
      initialCartState,
      removeFromCart.rejected(null, 'r4', line, 'Questo prodotto non è nel carrello'),
    );
    expect(state.error).toBe('Questo prodotto non è nel carrello');
  });

  it('addDiscount pending sets loading; success reads its cart, no alert', () => {
    const request = { code: 'BENVENUTO10-ABCDEFGHJK', language: 'it' as const };
    const pending = cartReducer(initialCartState, addDiscount.pending('r5', request));
    expect(pending.loading).toBe(true);
    const done = cartReducer(
      pending,
      addDiscount.fulfilled({ message: 'Coupon sconto applicato' }, 'r5', request),
    );
    expect(done).toMatchObject({ loading: false, error: false, fetchCart: 'addDiscount' });
    expect(done.alerts).toEqual([]);
  });

  it('addDiscount failure stores the spec §8 message as the cart error, marked as the coupon’s', () => {
    const request = { code: 'NOPE', language: 'it' as const };
    const state = cartReducer(
      { ...initialCartState, loading: true },
      addDiscount.rejected(null, 'r5', request, 'Coupon sconto non valido'),
    );
    expect(state).toMatchObject({
      loading: false,
      error: 'Coupon sconto non valido',
      failed: 'addDiscount',
      fetchCart: false,
    });
  });

  it('removeDiscount reads its cart on success, and a later success clears the failure', () => {
    const request = { language: 'it' as const };
    const failed: CartState = { ...initialCartState, error: 'x', failed: 'addDiscount' };
    const pending = cartReducer(failed, removeDiscount.pending('r6', request));
    expect(pending.loading).toBe(true);
    const done = cartReducer(
      pending,
      removeDiscount.fulfilled({ message: 'Coupon sconto rimosso' }, 'r6', request),
    );
    expect(done).toMatchObject({
      loading: false,
      error: false,
      failed: false,
      fetchCart: 'removeDiscount',
    });
  });

  it('clears the alerts once shown', () => {
    const state = cartReducer(
      { ...initialCartState, alerts: [{ kind: 'added', level: 'success', message: 'x' }] },
      alertsCleared(),
    );
    expect(state.alerts).toEqual([]);
  });
});
