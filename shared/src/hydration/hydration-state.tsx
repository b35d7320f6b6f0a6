import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

// Outside a provider (a component's own test, a page the browser renders on its own) there is
// nothing to hydrate.
const Hydrated = createContext(true);

/**
 * Tells the tree whether React is still adopting the server's markup. While it is (on the server,
 * and in the browser until the hydration is committed) `useHydrated` is false; then it turns true
 * in a transition. A `useSyncExternalStore` flag would turn it in a synchronous re-render inside
 * the hydration's commit, one long task with every effect of the page in it; as a transition the
 * second pass yields to the browser between components like the hydration itself.
 */
export function HydrationStateProvider({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/**
 * False on the server and while the page hydrates the frame the server rendered, true from the
 * render right after (and at once in a page the browser renders on its own). What only the
 * browser knows waits for it, so hydration sees exactly the server's markup.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}

/**
 * `useSyncExternalStore` for a store whose value the server cannot know (the shopper's tab, a
 * cookie, a media query): the server's value while the page hydrates, the store's from the render
 * after. React re-renders a store that differs from the server's at once and synchronously, in
 * the hydration's own task; this waits for the transition `useHydrated` turns in.
 */
export function useClientStore<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    subscribe,
    hydrated ? getSnapshot : getServerSnapshot,
    getServerSnapshot,
  );
}
