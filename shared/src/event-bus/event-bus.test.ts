import { FakeBroadcastHub, flushMessages } from '../../test/fake-broadcast-channel';
import { BUS_CONTRACT_VERSION, type AuthSummary, type CartSummary } from '../contracts/events';
import {
  createEventBus,
  DEFAULT_BUS_CHANNEL_NAME,
  EVENT_BUS_GLOBAL_KEY,
  InvalidBusPayloadError,
  getEventBus,
  resetEventBus,
} from './event-bus';
import type * as EventBusModule from './event-bus';

const cart: CartSummary = { itemCount: 3, subtotalCents: 12900, isLoading: false };
const auth: AuthSummary = {
  isLoggedIn: true,
  isLoading: false,
  isGuest: false,
  firstName: 'Giulia',
  loginRedirect: '/',
};

const localBus = () => createEventBus({ createChannel: null });

describe('createEventBus', () => {
  it('delivers a published state to current subscribers and keeps it as snapshot', () => {
    const bus = localBus();
    const listener = jest.fn();
    bus.subscribe('checkout:cart', listener);
    expect(bus.getSnapshot('checkout:cart')).toBeUndefined();

    bus.publish('checkout:cart', cart);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(cart);
    expect(bus.getSnapshot('checkout:cart')).toBe(cart);
  });

  it('replays the last state to a late subscriber at once', () => {
    const bus = localBus();
    bus.publish('account:auth', { ...auth, firstName: 'Old' });
    bus.publish('account:auth', auth);

    const late = jest.fn();
    bus.subscribe('account:auth', late);

    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith(auth);
  });

  it('does not call a subscriber before any value exists', () => {
    const bus = localBus();
    const listener = jest.fn();
    bus.subscribe('shell:locale', listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, leaving other listeners alone', () => {
    const bus = localBus();
    const first = jest.fn();
    const second = jest.fn();
    const unsubscribe = bus.subscribe('shell:locale', first);
    bus.subscribe('shell:locale', second);

    unsubscribe();
    unsubscribe();
    bus.publish('shell:locale', { locale: 'en' });

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ locale: 'en' });
  });

  it('treats the same function subscribed twice as two subscriptions', () => {
    const bus = localBus();
    const listener = jest.fn();
    const unsubscribeFirst = bus.subscribe('checkout:cart-notification', listener);
    bus.subscribe('checkout:cart-notification', listener);
    unsubscribeFirst();

    bus.publish('checkout:cart-notification', { kind: 'added' });

    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('delivers commands and notifications once and never replays them', () => {
    const bus = localBus();
    const early = jest.fn();
    bus.subscribe('checkout:add-to-cart', early);
    const command = { productId: 'p-1', colour: 'blu', size: 'M', quantity: 1 };

    bus.publish('checkout:add-to-cart', command);
    bus.publish('checkout:cart-notification', { kind: 'removed' });

    const lateCommand = jest.fn();
    const lateNotification = jest.fn();
    bus.subscribe('checkout:add-to-cart', lateCommand);
    bus.subscribe('checkout:cart-notification', lateNotification);

    expect(early).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledWith(command);
    expect(lateCommand).not.toHaveBeenCalled();
    expect(lateNotification).not.toHaveBeenCalled();
  });

  it('keeps topics apart', () => {
    const bus = localBus();
    const onClear = jest.fn();
    const onLogOut = jest.fn();
    bus.subscribe('checkout:clear-cart', onClear);
    bus.subscribe('account:log-out', onLogOut);

    bus.publish('account:log-out', {});

    expect(onLogOut).toHaveBeenCalledWith({});
    expect(onClear).not.toHaveBeenCalled();
  });

  it('keeps delivering when a listener throws, and reports the error', () => {
    const onListenerError = jest.fn();
    const bus = createEventBus({ createChannel: null, onListenerError });
    const failure = new Error('boom');
    const after = jest.fn();
    bus.subscribe('checkout:clear-cart', () => {
      throw failure;
    });
    bus.subscribe('checkout:clear-cart', after);

    bus.publish('checkout:clear-cart', { reason: 'country-changed' });

    expect(after).toHaveBeenCalledWith({ reason: 'country-changed' });
    expect(onListenerError).toHaveBeenCalledWith(failure, 'checkout:clear-cart');
  });

  it('does not call a listener unsubscribed by an earlier listener of the same delivery', () => {
    const bus = localBus();
    const second = jest.fn();
    let unsubscribeSecond = () => {};
    bus.subscribe('shell:locale', () => unsubscribeSecond());
    unsubscribeSecond = bus.subscribe('shell:locale', second);

    bus.publish('shell:locale', { locale: 'it' });

    expect(second).not.toHaveBeenCalled();
  });

  it('type-checks payloads per topic', () => {
    const bus = createEventBus({ createChannel: null, onInvalidPayload: () => undefined });
    // @ts-expect-error a cart summary needs subtotalCents and isLoading
    bus.publish('checkout:cart', { itemCount: 1 });
    // @ts-expect-error not a reason the contract knows
    bus.publish('checkout:clear-cart', { reason: 'bored' });
    // @ts-expect-error unknown topic
    bus.publish('checkout:unknown', {});
    // @ts-expect-error commands have no snapshot
    bus.getSnapshot('checkout:add-to-cart');
    bus.subscribe('account:auth', (summary) => {
      const name: string | null = summary.firstName;
      expect(name).toBeDefined();
    });
    expect(bus.getSnapshot('checkout:cart')).toBeUndefined();
  });

  it('forgets listeners and values on close', () => {
    const bus = localBus();
    const listener = jest.fn();
    bus.subscribe('checkout:cart', listener);
    bus.publish('checkout:cart', cart);
    bus.close();

    bus.publish('checkout:cart-notification', { kind: 'added' });
    expect(bus.getSnapshot('checkout:cart')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('payload checks', () => {
  // What a buggy or outdated remote could publish: the types do not stop plain JavaScript.
  const publishUnchecked = (
    bus: ReturnType<typeof createEventBus>,
    topic: string,
    payload: unknown,
  ) => (bus.publish as (topic: string, payload: unknown) => void)(topic, payload);

  it('drops a malformed state, reports it by topic and keeps the last good one', () => {
    const onInvalidPayload = jest.fn();
    const bus = createEventBus({ createChannel: null, onInvalidPayload });
    const listener = jest.fn();
    bus.publish('checkout:cart', cart);
    bus.subscribe('checkout:cart', listener);
    listener.mockClear();

    publishUnchecked(bus, 'checkout:cart', {
      itemCount: '3',
      subtotalCents: 100,
      isLoading: false,
    });

    expect(listener).not.toHaveBeenCalled();
    expect(bus.getSnapshot('checkout:cart')).toBe(cart);
    expect(onInvalidPayload).toHaveBeenCalledTimes(1);
    const [error] = onInvalidPayload.mock.calls[0] as [InvalidBusPayloadError];
    expect(error).toBeInstanceOf(InvalidBusPayloadError);
    expect(error.topic).toBe('checkout:cart');
    expect(error.source).toBe('publish');
    expect(error.message).toContain('"checkout:cart"');
  });

  it('drops malformed commands and notifications before any handler runs', () => {
    const onInvalidPayload = jest.fn();
    const bus = createEventBus({ createChannel: null, onInvalidPayload });
    const handler = jest.fn();
    bus.subscribe('checkout:add-to-cart', handler);
    bus.subscribe('checkout:clear-cart', handler);
    bus.subscribe('account:log-out', handler);
    bus.subscribe('checkout:cart-notification', handler);

    publishUnchecked(bus, 'checkout:add-to-cart', {
      productId: 'p',
      colour: 'c',
      size: 'M',
      quantity: -1,
    });
    publishUnchecked(bus, 'checkout:clear-cart', { reason: 'bored' });
    publishUnchecked(bus, 'account:log-out', null);
    publishUnchecked(bus, 'checkout:cart-notification', 'added');

    expect(handler).not.toHaveBeenCalled();
    expect(
      onInvalidPayload.mock.calls.map(([error]) => (error as InvalidBusPayloadError).topic),
    ).toEqual([
      'checkout:add-to-cart',
      'checkout:clear-cart',
      'account:log-out',
      'checkout:cart-notification',
    ]);
  });

  it('drops a topic the contract does not know', () => {
    const onInvalidPayload = jest.fn();
    const bus = createEventBus({ createChannel: null, onInvalidPayload });
    publishUnchecked(bus, 'checkout:unknown', {});
    publishUnchecked(bus, 'toString', {});
    expect(onInvalidPayload).toHaveBeenCalledTimes(2);
  });

  it('reports through reportError by default', () => {
    const reportError = jest.fn();
    const original = globalThis.reportError;
    globalThis.reportError = reportError;
    try {
      publishUnchecked(localBus(), 'shell:locale', { locale: 'fr' });
    } finally {
      globalThis.reportError = original;
    }
    expect(reportError).toHaveBeenCalledWith(expect.any(InvalidBusPayloadError));
  });
});

describe('cross-tab sync', () => {
  const twoTabs = () => {
    const hub = new FakeBroadcastHub();
    const tabA = createEventBus({ createChannel: hub.factory });
    const tabB = createEventBus({ createChannel: hub.factory });
    return { hub, tabA, tabB };
  };

  it('re-publishes a state topic in the other tab of the same origin', async () => {
    const { tabA, tabB } = twoTabs();
    const inB = jest.fn();
    tabB.subscribe('checkout:cart', inB);

    tabA.publish('checkout:cart', cart);
    await flushMessages();

    expect(inB).toHaveBeenCalledWith(cart);
    expect(tabB.getSnapshot('checkout:cart')).toEqual(cart);
  });

  it('seeds a first value in its own tab only, and never over a value it already has', async () => {
    const { tabA, tabB } = twoTabs();
    const fromOtherTab = { ...cart, itemCount: 5 };
    tabB.publish('checkout:cart', fromOtherTab);
    await flushMessages();

    expect(tabA.seed('checkout:cart', cart)).toBe(false);
    expect(tabA.getSnapshot('checkout:cart')).toEqual(fromOtherTab);

    const { tabA: fresh, tabB: other } = twoTabs();
    expect(fresh.seed('checkout:cart', cart)).toBe(true);
    await flushMessages();
    expect(fresh.getSnapshot('checkout:cart')).toEqual(cart);
    expect(other.getSnapshot('checkout:cart')).toBeUndefined();
  });

  it("keeps a tab's own locale and page data in that tab", async () => {
    const { tabA, tabB } = twoTabs();

    tabA.publish('shell:locale', { locale: 'en' });
    tabA.publish('shell:page-meta', { path: '/en/pages/faq', title: 'FAQ' });
    await flushMessages();

    expect(tabB.getSnapshot('shell:locale')).toBeUndefined();
    expect(tabB.getSnapshot('shell:page-meta')).toBeUndefined();
  });

  it('syncs in both directions without echo loops', async () => {
    const { hub, tabA, tabB } = twoTabs();
    const inA = jest.fn();
    tabA.subscribe('account:auth', inA);

    tabA.publish('account:auth', { ...auth, isLoggedIn: false });
    await flushMessages();
    tabB.publish('account:auth', auth);
    await flushMessages();

    expect(hub.posted).toHaveLength(2);
    expect(inA).toHaveBeenCalledTimes(2);
    expect(tabA.getSnapshot('account:auth')).toEqual(auth);
    expect(tabB.getSnapshot('account:auth')).toEqual(auth);
  });

  it('does not broadcast commands or notifications', async () => {
    const { hub, tabA, tabB } = twoTabs();
    const inB = jest.fn();
    tabB.subscribe('checkout:add-to-cart', inB);
    tabB.subscribe('checkout:cart-notification', inB);
    tabB.subscribe('account:log-out', inB);

    tabA.publish('checkout:add-to-cart', { productId: 'p', colour: 'c', size: 'S', quantity: 2 });
    tabA.publish('checkout:cart-notification', { kind: 'quantity-changed' });
    tabA.publish('account:log-out', {});
    await flushMessages();

    expect(hub.posted).toHaveLength(0);
    expect(inB).not.toHaveBeenCalled();
  });

  it('posts a versioned message on the default channel name', () => {
    const { hub, tabA } = twoTabs();
    tabA.publish('checkout:cart', cart);

    expect(hub.posted).toEqual([
      {
        name: DEFAULT_BUS_CHANNEL_NAME,
        message: expect.objectContaining({
          version: BUS_CONTRACT_VERSION,
          topic: 'checkout:cart',
          payload: cart,
        }),
      },
    ]);
  });

  it('ignores foreign, malformed or other-version messages', async () => {
    const hub = new FakeBroadcastHub();
    const bus = createEventBus({ createChannel: hub.factory });
    const intruder = hub.factory(DEFAULT_BUS_CHANNEL_NAME);
    const base = { source: 'shop-event-bus', sender: 'x', payload: cart };

    intruder.postMessage('hello');
    intruder.postMessage(null);
    intruder.postMessage({ ...base, version: BUS_CONTRACT_VERSION + 1, topic: 'checkout:cart' });
    intruder.postMessage({ ...base, version: BUS_CONTRACT_VERSION, topic: 'checkout:clear-cart' });
    intruder.postMessage({ ...base, source: 'other', version: BUS_CONTRACT_VERSION });
    await flushMessages();

    expect(bus.getSnapshot('checkout:cart')).toBeUndefined();
  });

  it("drops another tab's malformed state and keeps this tab's last good one", async () => {
    const hub = new FakeBroadcastHub();
    const onInvalidPayload = jest.fn();
    const bus = createEventBus({ createChannel: hub.factory, onInvalidPayload });
    bus.publish('account:auth', auth);
    const intruder = hub.factory(DEFAULT_BUS_CHANNEL_NAME);
    const message = { source: 'shop-event-bus', sender: 'x', version: BUS_CONTRACT_VERSION };

    intruder.postMessage({ ...message, topic: 'account:auth', payload: { isLoggedIn: 'yes' } });
    intruder.postMessage({
      ...message,
      topic: 'account:auth',
      payload: { ...auth, loginRedirect: '//evil.example' },
    });
    intruder.postMessage({ ...message, topic: 'checkout:cart', payload: { itemCount: -2 } });
    await flushMessages();

    expect(bus.getSnapshot('account:auth')).toBe(auth);
    expect(bus.getSnapshot('checkout:cart')).toBeUndefined();
    expect(onInvalidPayload).toHaveBeenCalledTimes(3);
    expect(onInvalidPayload).toHaveBeenCalledWith(
      expect.objectContaining({ topic: 'account:auth', source: 'other-tab' }),
    );
  });

  it('only syncs buses on the same channel name', async () => {
    const hub = new FakeBroadcastHub();
    const tabA = createEventBus({ createChannel: hub.factory, channelName: 'a' });
    const tabB = createEventBus({ createChannel: hub.factory, channelName: 'b' });

    tabA.publish('checkout:cart', cart);
    await flushMessages();

    expect(tabB.getSnapshot('checkout:cart')).toBeUndefined();
  });

  it('stops syncing after close', async () => {
    const { tabA, tabB } = twoTabs();
    tabB.close();
    tabA.publish('checkout:cart', cart);
    await flushMessages();
    expect(tabB.getSnapshot('checkout:cart')).toBeUndefined();
  });

  it('keeps a state local when it cannot be cloned for the other tabs', () => {
    const onListenerError = jest.fn();
    const bus = createEventBus({
      onListenerError,
      createChannel: () => ({
        onmessage: null,
        close: () => {},
        postMessage: () => {
          throw new Error('DataCloneError');
        },
      }),
    });

    bus.publish('checkout:cart', cart);

    expect(bus.getSnapshot('checkout:cart')).toEqual(cart);
    expect(onListenerError).toHaveBeenCalledTimes(1);
  });

  it('uses the global BroadcastChannel by default', async () => {
    const hub = new FakeBroadcastHub();
    const original = globalThis.BroadcastChannel;
    globalThis.BroadcastChannel = function FakeBroadcastChannel(name: string) {
      return hub.factory(name);
    } as unknown as typeof BroadcastChannel;
    try {
      const tabA = createEventBus();
      const tabB = createEventBus();
      tabA.publish('checkout:cart', cart);
      await flushMessages();
      expect(tabB.getSnapshot('checkout:cart')).toEqual(cart);
    } finally {
      globalThis.BroadcastChannel = original;
    }
  });

  it('works without BroadcastChannel', () => {
    const original = globalThis.BroadcastChannel;
    // @ts-expect-error simulate an environment without BroadcastChannel
    delete globalThis.BroadcastChannel;
    try {
      const bus = createEventBus();
      bus.publish('checkout:cart', cart);
      expect(bus.getSnapshot('checkout:cart')).toEqual(cart);
    } finally {
      if (original) globalThis.BroadcastChannel = original;
    }
  });
});

describe('getEventBus', () => {
  afterEach(() => resetEventBus());

  it('returns one page-wide bus kept on globalThis under a versioned symbol', () => {
    const bus = getEventBus();
    expect(getEventBus()).toBe(bus);
    expect((globalThis as Record<symbol, unknown>)[EVENT_BUS_GLOBAL_KEY]).toBe(bus);
    expect(EVENT_BUS_GLOBAL_KEY).toBe(
      Symbol.for(`@shop/shared/event-bus/v${BUS_CONTRACT_VERSION}`),
    );
  });

  it('is shared by a second copy of the module', () => {
    const bus = getEventBus();
    bus.publish('checkout:cart', cart);
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require('./event-bus') as typeof EventBusModule;
      expect(copy.getEventBus()).toBe(bus);
      expect(copy.getEventBus().getSnapshot('checkout:cart')).toEqual(cart);
    });
  });

  it('starts fresh after resetEventBus', () => {
    const bus = getEventBus();
    bus.publish('checkout:cart', cart);
    resetEventBus();
    expect(getEventBus()).not.toBe(bus);
    expect(getEventBus().getSnapshot('checkout:cart')).toBeUndefined();
  });
});
