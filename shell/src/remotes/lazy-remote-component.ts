import { lazy, memo, type ComponentType, type MemoExoticComponent } from 'react';
import type { RemoteName } from '@shop/shared';
import { hasDefaultComponent, loadRemoteModule, remoteModuleId } from './load-remote-module';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are typed by each caller's contract
type AnyComponent = ComponentType<any>;

type RemoteComponent<P> = MemoExoticComponent<ComponentType<P>>;

// One lazy component per exposed module for the page's lifetime, so a region that mounts again does
// not suspend again; a failed load is forgotten so the next visit retries.
const cache = new Map<string, RemoteComponent<AnyComponent>>();
const preloads = new Map<string, Promise<void>>();

/**
 * A remote's component, memoised: the shell re-renders its layout when bus state changes (a page
 * publishing its meta, the cart count), and a remote page whose props are unchanged is not
 * rendered again for it. The remote's own state, context and router hooks still update it.
 */
function remoteComponent(load: () => Promise<{ default: AnyComponent }>) {
  return memo(lazy(load));
}

export function lazyRemoteComponent<P>(remote: RemoteName, exposed: string): RemoteComponent<P> {
  const id = remoteModuleId(remote, exposed);
  let component = cache.get(id);
  if (!component) {
    component = remoteComponent(() => load(remote, exposed));
    cache.set(id, component);
  }
  return component as RemoteComponent<P>;
}

function load(remote: RemoteName, exposed: string) {
  return loadRemoteModule(remote, exposed, hasDefaultComponent).catch((error: unknown) => {
    cache.delete(remoteModuleId(remote, exposed));
    throw error;
  });
}

/**
 * Starts loading a module now, before anything renders it: while the browser hydrates the frame
 * the server rendered, the page region's module loads alongside instead of after it. Settles when
 * the module is there (or could not be loaded, which shows when the region renders and retries).
 */
export function preloadRemoteComponent(remote: RemoteName, exposed: string): Promise<void> {
  const id = remoteModuleId(remote, exposed);
  const known = preloads.get(id);
  if (cache.has(id) && known) return known;
  const loading = load(remote, exposed);
  const settled = loading.then(
    () => undefined,
    () => undefined,
  );
  preloads.set(id, settled);
  cache.set(
    id,
    remoteComponent(() => loading),
  );
  return settled;
}

/** Forgets a module (or everything), so its next render loads it again. */
export function forgetRemoteComponent(remote?: RemoteName, exposed?: string): void {
  if (remote && exposed) {
    cache.delete(remoteModuleId(remote, exposed));
    preloads.delete(remoteModuleId(remote, exposed));
  } else {
    cache.clear();
    preloads.clear();
  }
}
