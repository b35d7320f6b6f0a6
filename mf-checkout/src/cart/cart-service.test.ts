import { createApiClient, createEventBus, type CartResponse } from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { startCartService } from './cart-service';
import { createCartStore } from './cart-store';

const emptyCart: CartResponse = {
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

/** A fake cart API whose count grows with each accepted add; a size "XL" is sold out. */
function fakeCartApi() {
  let count = 0;
  const cartNow = () => ({ ...emptyCart, itemCount: count, subtotalCents: count * 9_000 });
  return mockApi({
    'GET /api/cart': () => ({ body: cartNow() }),
    'POST /api/cart/add': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { size: string; quantity: number };
      if (body.size === 'XL') return { status: 409, body: { message: 'Taglia non disponibile' } };
      count += body.quantity;
      return { body: { message: 'Prodotto aggiunto al carrello', cart: cartNow() } };
    },
    'POST /api/cart/reorder': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { orderId: string };
      if (body.orderId !== 'IT-2026-000042') {
        return { status: 404, body: { message: 'Ordine non trovato' } };
      }
      count += 3;
      return {
        body: { message: 'I prodotti del tuo ordine sono di nuovo nel carrello', cart: cartNow() },
      };
    },
    'POST /api/cart/arrive': ({ init }) => {
      const body = JSON.parse(String(init?.body)) as { token: string };
      if (body.token !== MOVE_TOKEN) {
        return {
          status: 404,
          body: { message: 'Il carrello dell’altro negozio non è più disponibile' },
        };
      }
      count += 2;
      return {
        body: { message: 'Il tuo carrello ti ha seguito, ma non tutto: …', cart: cartNow() },
      };
    },
  });
}

const MOVE_TOKEN = 'm'.repeat(43);

function start() {
  const bus = createEventBus({ createChannel: null });
  const store = createCartStore({ api: createApiClient(), locale: () => 'it' });
  const stop = startCartService(bus, store);
  return { bus, store, stop };
}

afterEach(() => jest.restoreAllMocks());

test('reads the cart at start and publishes its summary for the header badge', async () => {
  fakeCartApi();
  const { bus, stop } = start();
  await waitForSnapshot(bus, (summary) => summary?.isLoading === false);
  expect(bus.getSnapshot('checkout:cart')).toEqual({
    itemCount: 0,
    subtotalCents: 0,
    isLoading: false,
  });
  stop();
});

test('an add-to-cart command adds in one request, publishes the badge once and answers its id', async () => {
  const api = fakeCartApi();
  const { bus, stop } = start();
  const notifications: unknown[] = [];
  bus.subscribe('checkout:cart-notification', (notification) => notifications.push(notification));
  await waitForSnapshot(bus, (summary) => summary?.isLoading === false);
  const summaries: unknown[] = [];
  const stopWatching = bus.subscribe('checkout:cart', (summary) => summaries.push(summary));
  summaries.length = 0; // the replayed value
  const calls = api.mock.calls.length;

  bus.publish('checkout:add-to-cart', {
    productId: 'UCAM0001',
    colour: 'navy',
    size: 'M',
    quantity: 2,
    commandId: 'add-1',
  });
  await waitFor(() => notifications.length > 0);
  expect(notifications).toEqual([{ kind: 'added', commandId: 'add-1' }]);
  expect(summaries).toEqual([{ itemCount: 2, subtotalCents: 18_000, isLoading: false }]);
  // The answer carried the cart: no second request reads it.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(api.mock.calls.length).toBe(calls + 1);
  stopWatching();
  const added = api.mock.calls.find(([url]) => String(url).endsWith('/api/cart/add'));
  expect(JSON.parse(String((added?.[1] as RequestInit).body))).toEqual({
    productId: 'UCAM0001',
    colour: 'navy',
    size: 'M',
    quantity: 2,
    language: 'it',
  });
  stop();
});

test('a refused add is announced with the server message, and the badge stays', async () => {
  fakeCartApi();
  const { bus, stop } = start();
  const notifications: unknown[] = [];
  bus.subscribe('checkout:cart-notification', (notification) => notifications.push(notification));
  await waitForSnapshot(bus, (summary) => summary?.isLoading === false);
  bus.publish('checkout:add-to-cart', {
    productId: 'UCAM0001',
    colour: 'navy',
    size: 'XL',
    quantity: 1,
    commandId: 'add-2',
  });
  await waitFor(() => notifications.length > 0);
  expect(notifications).toEqual([
    { kind: 'refused', message: 'Taglia non disponibile', commandId: 'add-2' },
  ]);
  expect(bus.getSnapshot('checkout:cart')?.itemCount).toBe(0);
  stop();
});

test('a reorder command puts the order back and announces it with the server’s text', async () => {
  const api = fakeCartApi();
  const { bus, stop } = start();
  const notifications: unknown[] = [];
  bus.subscribe('checkout:cart-notification', (notification) => notifications.push(notification));
  await waitForSnapshot(bus, (summary) => summary?.isLoading === false);

  bus.publish('checkout:reorder', { orderId: 'IT-2026-000042' });
  await waitForSnapshot(bus, (summary) => summary?.itemCount === 3 && !summary.isLoading);
  expect(notifications).toEqual([
    { kind: 'added', message: 'I prodotti del tuo ordine sono di nuovo nel carrello' },
  ]);
  const sent = api.mock.calls.find(([url]) => String(url).endsWith('/api/cart/reorder'));
  expect(JSON.parse(String((sent?.[1] as RequestInit).body))).toEqual({
    orderId: 'IT-2026-000042',
    language: 'it',
  });

  bus.publish('checkout:reorder', { orderId: 'IT-2026-000001' });
  await waitFor(() => notifications.length > 1);
  expect(notifications[1]).toEqual({ kind: 'refused', message: 'Ordine non trovato' });
  stop();
});

test('a cart handed over by the other store joins this one, and the server’s text says what stayed behind', async () => {
  const api = fakeCartApi();
  const { bus, stop } = start();
  const notifications: unknown[] = [];
  bus.subscribe('checkout:cart-notification', (notification) => notifications.push(notification));
  await waitForSnapshot(bus, (summary) => summary?.isLoading === false);

  bus.publish('checkout:receive-cart', { token: MOVE_TOKEN, commandId: 'move-1' });
  await waitForSnapshot(bus, (summary) => summary?.itemCount === 2 && !summary.isLoading);
  expect(notifications).toEqual([
    {
      kind: 'added',
      message: 'Il tuo carrello ti ha seguito, ma non tutto: …',
      commandId: 'move-1',
    },
  ]);
  const sent = api.mock.calls.find(([url]) => String(url).endsWith('/api/cart/arrive'));
  expect(JSON.parse(String((sent?.[1] as RequestInit).body))).toEqual({
    token: MOVE_TOKEN,
    language: 'it',
  });

  bus.publish('checkout:receive-cart', { token: 'x'.repeat(43), commandId: 'move-2' });
  await waitFor(() => notifications.length > 1);
  expect(notifications[1]).toEqual({
    kind: 'refused',
    message: 'Il carrello dell’altro negozio non è più disponibile',
    commandId: 'move-2',
  });
  stop();
});

test('a login reads the merged cart for the badge at once, and a logout reads it again', async () => {
  let server = { itemCount: 1 };
  mockApi({ 'GET /api/cart': () => ({ body: { ...emptyCart, ...server } }) });
  const { bus, stop } = start();
  const auth = { isLoading: false, isGuest: false, firstName: null, loginRedirect: '/' };
  bus.publish('account:auth', { ...auth, isLoggedIn: false });
  await waitForSnapshot(bus, (summary) => summary?.itemCount === 1 && !summary.isLoading);

  // The login answered: the server joined the visitor's line to the customer's two.
  server = { itemCount: 3 };
  bus.publish('account:auth', { ...auth, isLoggedIn: true, firstName: 'Giulia' });
  await waitForSnapshot(bus, (summary) => summary?.itemCount === 3);

  server = { itemCount: 0 };
  bus.publish('account:auth', { ...auth, isLoggedIn: false });
  await waitForSnapshot(bus, (summary) => summary?.itemCount === 0);
  stop();
});

test('two quick adds end with a read made after both', async () => {
  fakeCartApi();
  const { bus, stop } = start();
  await waitForSnapshot(bus, (summary) => summary?.isLoading === false);
  const command = { productId: 'UCAM0001', colour: 'navy', size: 'M', quantity: 1 };
  bus.publish('checkout:add-to-cart', command);
  bus.publish('checkout:add-to-cart', command);
  await waitForSnapshot(bus, (summary) => summary?.itemCount === 2 && !summary.isLoading);
  stop();
});

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function waitForSnapshot(
  bus: ReturnType<typeof createEventBus>,
  condition: (summary: ReturnType<typeof bus.getSnapshot<'checkout:cart'>>) => boolean,
): Promise<void> {
  return waitFor(() => condition(bus.getSnapshot('checkout:cart')));
}
