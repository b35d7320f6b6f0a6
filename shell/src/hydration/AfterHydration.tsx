import type { ReactNode } from 'react';
import { useHydrated } from '@shop/shared';

/**
 * Renders its children only in the browser, once the server's frame is hydrated: the page region
 * (remotes load on the client), guards and popups, which depend on the shopper's tab. The server
 * leaves the place empty; the surrounding layout reserves its space.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
