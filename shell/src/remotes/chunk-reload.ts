/**
 * After a deploy, a tab opened before it may ask for a hashed chunk that is gone. Reloading the page
 * once fetches the new manifest and files; a marker in sessionStorage (per remote, cleared when
 * that remote loads again) makes sure a chunk that stays missing shows the fallback, never a loop.
 */
const MARKER_PREFIX = 'shop:chunk-reload:';

/** webpack's error for a chunk that did not arrive (a 404, a network failure, a timeout). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(error.message);
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked: without a marker a reload could loop, so none happens.
  }
  return { storage, reload: () => window.location.reload() };
}

/** Reloads the page unless it already did so for `scope`; true when a reload is under way. */
export function reloadOnce(scope: string, env: ReloadEnvironment = browserEnvironment()): boolean {
  const { storage } = env;
  if (!storage) return false;
  try {
    if (storage.getItem(MARKER_PREFIX + scope) !== null) return false;
    storage.setItem(MARKER_PREFIX + scope, new Date().toISOString());
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/**
 * Whether this page is the reload `reloadOnce` made for `scope`: its files were out of step a
 * moment ago, so what the page names for it may be too.
 */
export function reloadedFor(scope: string, env: ReloadEnvironment = browserEnvironment()): boolean {
  try {
    return env.storage?.getItem(MARKER_PREFIX + scope) != null;
  } catch {
    return false;
  }
}

/** `scope` loaded fine: a later missing chunk may reload the page once again. */
export function forgetReload(scope: string, env: ReloadEnvironment = browserEnvironment()): void {
  try {
    env.storage?.removeItem(MARKER_PREFIX + scope);
  } catch {
    // nothing to forget
  }
}
