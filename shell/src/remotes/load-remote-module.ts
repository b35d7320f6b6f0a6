import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared';
import { forgetReload, isChunkLoadError, reloadOnce, type ReloadEnvironment } from './chunk-reload';
import { contractRefusal } from './contract-check-plugin';

/** How long a remote may take to answer before its region shows the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`${remote} could not be loaded: ${reason}`);
  }
}

type Loader = (id: string) => Promise<unknown>;

export interface LoadOptions {
  load?: Loader;
  timeoutMs?: number;
  /** Where the once-per-remote reload marker lives and how the page reloads; the browser's by default. */
  reloadEnvironment?: ReloadEnvironment;
}

/** The federation id of an exposed module: `mf_content` + `./routes` → `mf_content/routes`. */
export function remoteModuleId(remote: RemoteName, exposed: string): string {
  return `${remote}/${exposed.replace(/^\.\//, '')}`;
}

function withTimeout<T>(promise: Promise<T>, remote: RemoteName, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new RemoteLoadError(remote, `no answer in ${ms} ms`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * The one way the shell loads anything from a remote: through the federation runtime, with a time
 * limit, refused when built against a contract the shell cannot run (see `contract-check-plugin`),
 * checked against the shape the contract promises (`isExpected`). A chunk missing after a deploy
 * reloads the page once; the region shows its fallback if that did not help.
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  exposed: string,
  isExpected: (module: unknown) => module is T,
  {
    load = loadRemote as Loader,
    timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
    reloadEnvironment,
  }: LoadOptions = {},
): Promise<T> {
  let module: unknown;
  try {
    module = await withTimeout(load(remoteModuleId(remote, exposed)), remote, timeoutMs);
  } catch (error) {
    const refusal = contractRefusal(remote);
    if (refusal) throw new RemoteLoadError(remote, refusal);
    if (isChunkLoadError(error) && reloadOnce(remote, reloadEnvironment)) {
      // The page is reloading: keep the region as it is (loading) until it goes.
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
  if (!isExpected(module)) {
    throw new RemoteLoadError(remote, `${exposed} does not have the shape of its contract`);
  }
  forgetReload(remote, reloadEnvironment);
  return module;
}

/** A module whose default export is a component. */
export function hasDefaultComponent<P>(
  module: unknown,
): module is { default: React.ComponentType<P> } {
  const candidate = (module as { default?: unknown } | null)?.default;
  return typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null);
}
