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
    component = lazy(() => load(remote, exposed));
    cache.set(id, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

function load(remote: RemoteName, exposed: string) {
  return loadRemoteModule(remote, exposed, hasDefaultComponent).catch((error: unknown) => {
    cache.delete(remoteModuleId(remote, exposed));
    throw error;
  });
}

/**
 * Starts loading a module now, before anything renders it: while the browser hydrates the frame
 * the server rendered, the page region's module loads alongside instead of after it.
 */
export function preloadRemoteComponent(remote: RemoteName, exposed: string): void {
  const id = remoteModuleId(remote, exposed);
  if (cache.has(id)) return;
  const loading = load(remote, exposed);
  // A failure shows when the region renders (and retries); none is reported from here.
  loading.catch(() => undefined);
  cache.set(
    id,
    lazy(() => loading),
  );
}

/** Forgets a module (or everything), so its next render loads it again. */
export function forgetRemoteComponent(remote?: RemoteName, exposed?: string): void {
  if (remote && exposed) cache.delete(remoteModuleId(remote, exposed));
  else cache.clear();
}
