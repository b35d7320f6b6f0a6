import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared';

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
 * limit, checked against the shape the contract promises (`isExpected`).
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  exposed: string,
  isExpected: (module: unknown) => module is T,
  { load = loadRemote as Loader, timeoutMs = REMOTE_LOAD_TIMEOUT_MS }: LoadOptions = {},
): Promise<T> {
  const module = await withTimeout(load(remoteModuleId(remote, exposed)), remote, timeoutMs);
  if (!isExpected(module)) {
    throw new RemoteLoadError(remote, `${exposed} does not have the shape of its contract`);
  }
  return module;
}

/** A module whose default export is a component. */
export function hasDefaultComponent<P>(
  module: unknown,
): module is { default: React.ComponentType<P> } {
  const candidate = (module as { default?: unknown } | null)?.default;
  return typeof candidate === 'function' || (typeof candidate === 'object' && candidate !== null);
}
