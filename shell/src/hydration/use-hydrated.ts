import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates the frame the server rendered, true from the
 * render right after (and at once in a page the browser renders on its own). What only the
 * browser knows waits for it, so hydration sees exactly the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
