import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName, RemoteRouteProps } from '@shop/shared';
import { loadRemoteRoutes } from './load-remote-routes';

type RemoteRoutes = LazyExoticComponent<ComponentType<RemoteRouteProps>>;

// One lazy component per remote for the page's lifetime, so a region that mounts again does not
// suspend again; a failed load is forgotten so the next visit retries.
const lazyRoutes = new Map<RemoteName, RemoteRoutes>();

export function lazyRemoteRoutes(remote: RemoteName): RemoteRoutes {
  let routes = lazyRoutes.get(remote);
  if (!routes) {
    routes = lazy(() =>
      loadRemoteRoutes(remote).catch((error: unknown) => {
        lazyRoutes.delete(remote);
        throw error;
      }),
    ) as RemoteRoutes;
    lazyRoutes.set(remote, routes);
  }
  return routes;
}

/** Forgets a remote (or all), so its next render loads it again. */
export function forgetRemoteRoutes(remote?: RemoteName): void {
  if (remote) lazyRoutes.delete(remote);
  else lazyRoutes.clear();
}
