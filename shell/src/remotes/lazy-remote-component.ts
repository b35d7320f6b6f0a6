import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@shop/shared';
import { hasDefaultComponent, loadRemoteModule, remoteModuleId } from './load-remote-module';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are typed by each caller's contract
type AnyComponent = ComponentType<any>;

// One lazy component per exposed module for the page's lifetime, so a region that mounts again does
// not suspend again; a failed load is forgotten so the next visit retries.
const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

export function lazyRemoteComponent<P>(
  remote: RemoteName,
  exposed: string,
): LazyExoticComponent<ComponentType<P>> {
  const id = remoteModuleId(remote, exposed);
  let component = cache.get(id);
  if (!component) {
    component = lazy(() =>
      loadRemoteModule(remote, exposed, hasDefaultComponent<P>).catch((error: unknown) => {
        cache.delete(id);
        throw error;
      }),
    );
    cache.set(id, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

/** Forgets a module (or everything), so its next render loads it again. */
export function forgetRemoteComponent(remote?: RemoteName, exposed?: string): void {
  if (remote && exposed) cache.delete(remoteModuleId(remote, exposed));
  else cache.clear();
}
