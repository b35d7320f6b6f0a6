import type { EventBus } from '@shop/shared';

/** How long to wait for `mf-checkout` to empty the cart before leaving the page anyway. */
export const CART_CLEAR_TIMEOUT_MS = 3000;

/**
 * Resolves once the cart summary on the bus shows no items, or after `timeoutMs`: leaving the page
 * at once could cut off the request that empties the cart.
 */
export async function waitForEmptyCart(
  bus: EventBus,
  timeoutMs: number = CART_CLEAR_TIMEOUT_MS,
): Promise<void> {
  let markEmpty: () => void = () => undefined;
  const empty = new Promise<void>((resolve) => {
    markEmpty = resolve;
  });
  // A state topic replays its current value at once, so an already empty cart resolves now.
  const stopListening = bus.subscribe('checkout:cart', (cart) => {
    if (cart.itemCount === 0) markEmpty();
  });
  const timer = setTimeout(markEmpty, timeoutMs);
  try {
    await empty;
  } finally {
    clearTimeout(timer);
    stopListening();
  }
}
