import { createEventBus, ApiError, type WishlistKey } from '@shop/shared';
import { WishlistStore } from './wishlist-store';
import type { wishlistApi } from './wishlist-api';

const shirt: WishlistKey = { productId: 'SH00004', colour: 'navy' };
const tie: WishlistKey = { productId: 'AC00002', colour: 'black' };

function fakeApi(initial: WishlistKey[] = []) {
  let entries = [...initial];
  const api = {
    keys: jest.fn(async () => ({ entries: [...entries] })),
    page: jest.fn(),
    add: jest.fn(async (key: WishlistKey) => {
      entries = [key, ...entries];
      return { entries: [...entries], message: 'Aggiunto alla lista dei desideri.' };
    }),
    remove: jest.fn(async (key: WishlistKey) => {
      entries = entries.filter((entry) => entry.productId !== key.productId);
      return { entries: [...entries], message: 'Rimosso dalla lista dei desideri.' };
    }),
  };
  return api as typeof api & typeof wishlistApi;
}

test('a heart puts the product on the list, says so and publishes the count', async () => {
  const bus = createEventBus();
  const api = fakeApi([tie]);
  const store = new WishlistStore(bus, api);

  await store.toggle(shirt, 'it');

  expect(api.add).toHaveBeenCalledWith(shirt, 'it');
  expect(store.isSaved(shirt)).toBe(true);
  expect(store.getState().notice).toEqual({
    entryId: 'SH00004/navy',
    kind: 'saved',
    message: 'Aggiunto alla lista dei desideri.',
  });
  expect(bus.getSnapshot('catalogue:wishlist')).toEqual({ count: 2, isLoading: false });
});

test('a refused change takes the heart back and tells the server’s reason', async () => {
  const bus = createEventBus();
  const api = fakeApi();
  api.add.mockRejectedValueOnce(
    new ApiError(409, 'full', { message: 'La tua lista dei desideri è piena.' }),
  );
  const store = new WishlistStore(bus, api);

  await store.toggle(shirt, 'it');

  expect(store.isSaved(shirt)).toBe(false);
  expect(store.getState().notice).toMatchObject({
    kind: 'refused',
    message: 'La tua lista dei desideri è piena.',
  });
  expect(store.getState().pending.size).toBe(0);
});

test('a double tap changes the list once', async () => {
  const store = new WishlistStore(createEventBus(), fakeApi());
  await Promise.all([store.toggle(shirt, 'en'), store.toggle(shirt, 'en')]);
  expect(store.isSaved(shirt)).toBe(true);
});

test('a list the server says is empty is not read; one with entries is', async () => {
  const bus = createEventBus();
  bus.publish('catalogue:wishlist', { count: 0, isLoading: false });
  const empty = fakeApi();
  await new WishlistStore(bus, empty).ensureRead();
  expect(empty.keys).not.toHaveBeenCalled();

  bus.publish('catalogue:wishlist', { count: 1, isLoading: false });
  const kept = fakeApi([tie]);
  const store = new WishlistStore(bus, kept);
  await store.ensureRead();
  expect(store.isSaved(tie)).toBe(true);
});

test('signing in reads the joined list again, and so does another tab’s count', async () => {
  const bus = createEventBus();
  const api = fakeApi([tie]);
  const store = new WishlistStore(bus, api);
  bus.publish('account:auth', {
    isLoggedIn: false,
    isLoading: false,
    isGuest: false,
    firstName: null,
    loginRedirect: '/',
  });
  const stop = store.follow();
  await store.ensureRead();
  expect(api.keys).toHaveBeenCalledTimes(1);

  bus.publish('account:auth', {
    isLoggedIn: true,
    isLoading: false,
    isGuest: false,
    firstName: 'Giulia',
    loginRedirect: '/',
  });
  await store.read();
  expect(api.keys).toHaveBeenCalledTimes(2);

  bus.publish('catalogue:wishlist', { count: 5, isLoading: false });
  await store.read();
  expect(api.keys).toHaveBeenCalledTimes(3);
  stop();
});

test('two hearts tapped quickly reach the server one after the other, and both stay', async () => {
  const bus = createEventBus();
  const api = fakeApi();
  let inFlight = 0;
  let most = 0;
  const add = api.add.getMockImplementation();
  if (!add) throw new Error('The fake API adds');
  api.add.mockImplementation(async (key: WishlistKey) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    return add(key);
  });
  const store = new WishlistStore(bus, api);

  await Promise.all([store.toggle(shirt, 'en'), store.toggle(tie, 'en')]);

  expect(most).toBe(1);
  expect(store.isSaved(shirt) && store.isSaved(tie)).toBe(true);
  expect(bus.getSnapshot('catalogue:wishlist')).toEqual({ count: 2, isLoading: false });
});
