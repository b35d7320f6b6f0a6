import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES_MODULE, type RemoteName, type RemoteRoutesModule } from '@shop/shared';

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

type Loader = (id: string) => Promise<RemoteRoutesModule | null | undefined>;

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

/** Loads a remote's `./routes` module with a time limit; never resolves to nothing. */
export async function loadRemoteRoutes(
  remote: RemoteName,
  { load = loadRemote as Loader, timeoutMs = REMOTE_LOAD_TIMEOUT_MS } = {},
): Promise<RemoteRoutesModule> {
  const id = `${remote}/${REMOTE_ROUTES_MODULE.replace('./', '')}`;
  const module = await withTimeout(load(id), remote, timeoutMs);
  if (!module || typeof module.default !== 'function') {
    throw new RemoteLoadError(remote, 'its ./routes module has no default component');
  }
  return module;
}
