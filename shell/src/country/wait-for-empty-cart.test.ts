import { createEventBus } from '@shop/shared';
import { CART_CLEAR_TIMEOUT_MS, waitForEmptyCart } from './wait-for-empty-cart';

const cart = (itemCount: number) => ({
  itemCount,
  subtotalCents: itemCount * 5000,
  isLoading: false,
});

const settle = async () => {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('waitForEmptyCart', () => {
  it('resolves when the cart summary shows no items', async () => {
    const bus = createEventBus({ createChannel: null });
    bus.publish('checkout:cart', cart(2));
    const resolved = jest.fn();
    void waitForEmptyCart(bus).then(resolved);
    await settle();
    expect(resolved).not.toHaveBeenCalled();
    bus.publish('checkout:cart', cart(0));
    await settle();
    expect(resolved).toHaveBeenCalled();
  });

  it('resolves at once for a cart that is already empty', async () => {
    const bus = createEventBus({ createChannel: null });
    bus.publish('checkout:cart', cart(0));
    await expect(waitForEmptyCart(bus)).resolves.toBeUndefined();
  });

  it('gives up after the time limit when nobody empties the cart', async () => {
    const bus = createEventBus({ createChannel: null });
    bus.publish('checkout:cart', cart(3));
    const resolved = jest.fn();
    void waitForEmptyCart(bus).then(resolved);
    jest.advanceTimersByTime(CART_CLEAR_TIMEOUT_MS - 1);
    await settle();
    expect(resolved).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(resolved).toHaveBeenCalled();
  });
});
