import {
  DEFAULT_LOCALE,
  getEventBus,
  type CartSummary,
  type EventBus,
  type Locale,
} from '@shop/shared';
import {
  addToCart,
  alertsCleared,
  fetchCart,
  receiveCart,
  removeFromCart,
  reorder,
} from './cart-slice';
import { getCartStore, type CartStore } from './cart-store';

/**
 * The cart's owner on the page, started by the shell with the checkout pages or the first cart
 * command: reads the cart (again when the shopper logs in or out), publishes its
 * summary on `checkout:cart` (the header badge), carries out `checkout:add-to-cart`,
 * `checkout:reorder`, `checkout:receive-cart` and `checkout:clear-cart`, and announces each change on
 * `checkout:cart-notification`, with the `commandId` of the command it carried out.
 */
export function startCartService(
  bus: EventBus = getEventBus(),
  store: CartStore = getCartStore(),
): () => void {
  const locale = () => localeOf(bus);
  let stopped = false;
  let published: CartSummary | undefined;

  const publishState = () => {
    if (stopped) return;
    const { cart, loading, alerts } = store.getState().cart;
    const summary: CartSummary = {
      itemCount: cart?.itemCount ?? 0,
      subtotalCents: cart?.subtotalCents ?? 0,
      // The badge waits for the first read only: a change on its way leaves the count standing.
      isLoading: loading && cart === null,
    };
    if (
      !published ||
      published.itemCount !== summary.itemCount ||
      published.subtotalCents !== summary.subtotalCents ||
      published.isLoading !== summary.isLoading
    ) {
      published = summary;
      bus.publish('checkout:cart', summary);
    }
    if (alerts.length > 0) {
      for (const alert of alerts) {
        bus.publish('checkout:cart-notification', {
          kind: alert.kind,
          ...(alert.showMessage && { message: alert.message }),
          ...(alert.commandId && { commandId: alert.commandId }),
        });
      }
      store.dispatch(alertsCleared());
    }
  };
  const unsubscribeStore = store.subscribe(publishState);

  const refused = (message: string | undefined, commandId: string | undefined) => {
    if (stopped) return;
    bus.publish('checkout:cart-notification', {
      kind: 'refused',
      message: message ?? '',
      ...(commandId && { commandId }),
    });
  };

  const stopAdding = bus.subscribe('checkout:add-to-cart', (command) => {
    void store.dispatch(addToCart({ ...command, language: locale() })).then((result) => {
      if (addToCart.rejected.match(result)) refused(result.payload, command.commandId);
    });
  });

  const stopReordering = bus.subscribe('checkout:reorder', ({ orderId, commandId }) => {
    void store.dispatch(reorder({ orderId, commandId, language: locale() })).then((result) => {
      if (reorder.rejected.match(result)) refused(result.payload, commandId);
    });
  });

  // The other store handed the cart over: its lines join this store's cart.
  const stopReceiving = bus.subscribe('checkout:receive-cart', ({ token, commandId }) => {
    void store.dispatch(receiveCart({ token, commandId, language: locale() })).then((result) => {
      if (receiveCart.rejected.match(result)) refused(result.payload, commandId);
    });
  });

  // Spec §4: changing the destination country after the cart is filled removes its products.
  const stopClearing = bus.subscribe('checkout:clear-cart', () => {
    void (async () => {
      const items = store.getState().cart.cart?.items ?? [];
      for (const item of items) {
        await store.dispatch(
          removeFromCart({
            productId: item.productId,
            colour: item.colour.code,
            size: item.size,
            language: locale(),
          }),
        );
      }
    })();
  });

  // Names and messages follow the page's language.
  let readLocale = locale();
  const stopLocale = bus.subscribe('shell:locale', ({ locale: next }) => {
    if (next === readLocale) return;
    readLocale = next;
    void store.dispatch(fetchCart({ locale: next }));
  });

  // A login (or an activation link, a social login) joins the visitor's cart to the customer's,
  // and a logout leaves an empty one: whose cart it is changed, so the badge reads it again.
  let cartOwner: string | undefined;
  const stopAuth = bus.subscribe('account:auth', (auth) => {
    if (auth.isLoading) return;
    const owner = `${auth.isLoggedIn}:${auth.isGuest}`;
    const changed = cartOwner !== undefined && owner !== cartOwner;
    cartOwner = owner;
    if (changed) void store.dispatch(fetchCart({ locale: locale() }));
  });

  // Another tab may have changed the cart meanwhile: read it again when this one comes back.
  const onVisible = () => {
    if (document.visibilityState === 'visible')
      void store.dispatch(fetchCart({ locale: locale() }));
  };
  document.addEventListener('visibilitychange', onVisible);

  publishState();
  void store.dispatch(fetchCart({ locale: readLocale }));

  return () => {
    stopped = true;
    unsubscribeStore();
    stopAdding();
    stopReordering();
    stopReceiving();
    stopClearing();
    stopLocale();
    stopAuth();
    document.removeEventListener('visibilitychange', onVisible);
  };
}

function localeOf(bus: EventBus): Locale {
  return bus.getSnapshot('shell:locale')?.locale ?? DEFAULT_LOCALE;
}
