import { REMOTE_ROUTES_MODULE, type RemoteName } from '@shop/shared/contracts';

/** What the HTML of a route announces for the remote that renders it. */
export interface RemoteCriticalAssets {
  /** Absolute URL of the remote's `remoteEntry.js`. */
  remoteEntry: string;
  /** The shared-contract version the remote was built against, as its manifest declares it. */
  contractVersion?: string;
  /** Absolute URLs of the scripts and styles of its `./routes` module. */
  scripts: string[];
  styles: string[];
  /** Absolute URLs of the scripts of every exposed module, by its path ("./auth-service"). */
  moduleScripts: Record<string, string[]>;
  /** Absolute URLs of the styles of every exposed module, by its path ("./product-carousel"). */
  moduleStyles: Record<string, string[]>;
  /**
   * Absolute URL of its server container (`metaData.ssrRemoteEntry`), named by its content: it
   * changes with a release that changed only server code.
   */
  serverEntry?: string;
}

/** The parts of a Module Federation manifest (`mf-manifest.json`) the server reads. */
interface FederationManifest {
  metaData: {
    remoteEntry: { name: string; path: string };
    ssrRemoteEntry?: { name?: unknown; path?: unknown };
    publicPath?: string;
    shopContractVersion?: unknown;
  };
  exposes: { path: string; assets: ManifestAssets }[];
}

interface ManifestAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}

function isManifest(value: unknown): value is FederationManifest {
  const manifest = value as Partial<FederationManifest> | null;
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    typeof manifest.metaData?.remoteEntry?.name === 'string' &&
    Array.isArray(manifest.exposes)
  );
}

/** Reads a manifest's asset lists as absolute URLs, resolved as the federation runtime does. */
export function criticalAssetsOf(
  manifest: unknown,
  manifestUrl: string,
): RemoteCriticalAssets | null {
  if (!isManifest(manifest)) return null;
  const { publicPath, remoteEntry, ssrRemoteEntry, shopContractVersion } = manifest.metaData;
  // "auto": files sit next to the manifest; otherwise under the public path it names.
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const url = (file: string) => new URL(file, base).href;
  const entryUrl = ({ name, path }: { name: string; path?: unknown }) =>
    url(typeof path === 'string' && path ? `${path.replace(/\/?$/, '/')}${name}` : name);
  const routes = manifest.exposes.find((expose) => expose.path === REMOTE_ROUTES_MODULE);
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  return {
    remoteEntry: entryUrl(remoteEntry),
    scripts: strings(routes?.assets.js.sync).map(url),
    // Styles of lazy chunks come with those chunks; linking them here would block the paint.
    styles: strings(routes?.assets.css.sync).map(url),
    moduleScripts: Object.fromEntries(
      manifest.exposes.map((expose) => [expose.path, strings(expose.assets.js.sync).map(url)]),
    ),
    moduleStyles: Object.fromEntries(
      manifest.exposes.map((expose) => [expose.path, strings(expose.assets.css.sync).map(url)]),
    ),
    ...(typeof shopContractVersion === 'string' ? { contractVersion: shopContractVersion } : {}),
    ...(typeof ssrRemoteEntry?.name === 'string'
      ? { serverEntry: entryUrl({ name: ssrRemoteEntry.name, path: ssrRemoteEntry.path }) }
      : {}),
  };
}

/** The fetch's abort comes first; this only ends a wait the abort did not end. */
const GIVE_UP_MARGIN_MS = 100;

/** A manifest that could not be read in time: the remote is down, slow or answers an error. */
const UNREAD = Symbol('unread');

/** Resolves to `UNREAD` after `ms`, unless cancelled first. */
function waitAtMost(ms: number): { over: Promise<typeof UNREAD>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const over = new Promise<typeof UNREAD>((resolve) => {
    timer = setTimeout(() => resolve(UNREAD), ms).unref();
  });
  return { over, cancel: () => clearTimeout(timer) };
}

interface CachedManifest {
  assets: RemoteCriticalAssets | null;
  etag: string | null;
  checkedAt: number;
}

export interface RemoteManifestsOptions {
  /** Manifest URL of each remote. */
  manifestUrls: Record<RemoteName, string>;
  /** How long a manifest is trusted before it is asked for again (conditionally). */
  maxAgeMs: number;
  /** How long the page waits for a manifest; a slow or dead remote adds no more than this. */
  timeoutMs: number;
  /**
   * While pages keep asking (the last within this long), each manifest is asked for again a
   * little before it ages, in the background, so that no page waits for the CDN. 0: off.
   */
  keepWarmMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** A kept-warm manifest is asked for again at this fraction of its age. */
const REFRESH_AHEAD = 0.75;

/**
 * The remotes' manifests as the server last saw them. Each is asked for at most every `maxAgeMs`
 * (with If-None-Match), so a redeployed remote is announced on the next page load without a
 * restart; requests that arrive together share one fetch. With `keepWarmMs` the asking happens
 * ahead of time while pages come in, and a page waits for it only after a quiet spell. A remote
 * that cannot be read is announced with nothing: the shell then loads it the slow way, or shows
 * its fallback.
 */
export class RemoteManifests {
  // By manifest URL: a developer's override (remote-overrides.ts) is read like any remote.
  private readonly cache = new Map<string, CachedManifest>();
  private readonly inFlight = new Map<string, Promise<RemoteCriticalAssets | null>>();
  private readonly lastAskedAt = new Map<string, number>();
  private readonly warmers = new Map<string, NodeJS.Timeout>();
  private closed = false;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(private readonly options: RemoteManifestsOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** A remote's assets, from its configured manifest or from `url` when given. */
  async criticalAssets(
    remote: RemoteName,
    url: string = this.options.manifestUrls[remote],
  ): Promise<RemoteCriticalAssets | null> {
    this.lastAskedAt.set(url, this.now());
    const cached = this.cache.get(url);
    if (cached && this.now() - cached.checkedAt < this.options.maxAgeMs) return cached.assets;
    return this.revalidate(url, 'page');
  }

  /** Stops the background refreshes (the server is closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.warmers.values()) clearTimeout(timer);
    this.warmers.clear();
    this.lastAskedAt.clear();
  }

  /**
   * Asks the CDN again. When a page asks, a remote that is down or slow is announced with nothing
   * until the next attempt; when the asking is ahead of time, a failure leaves the last answer to
   * age as it would have, and the next page asks again itself.
   */
  private revalidate(url: string, asker: 'page' | 'ahead'): Promise<RemoteCriticalAssets | null> {
    let pending = this.inFlight.get(url);
    if (!pending) {
      // The fetch's own abort signal is not enough: a server that answers the headers and then
      // holds the body (webpack-dev-server while it compiles) kept every page waiting.
      const wait = waitAtMost(this.options.timeoutMs + GIVE_UP_MARGIN_MS);
      pending = Promise.race([this.refresh(url, this.cache.get(url)), wait.over])
        .then((assets) => {
          if (assets !== UNREAD) return assets;
          if (asker === 'ahead') return this.cache.get(url)?.assets ?? null;
          this.cache.set(url, { assets: null, etag: null, checkedAt: this.now() });
          return null;
        })
        .finally(() => {
          wait.cancel();
          this.inFlight.delete(url);
          this.keepWarm(url);
        });
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  private keepWarm(url: string): void {
    const { keepWarmMs = 0, maxAgeMs } = this.options;
    if (this.closed || keepWarmMs <= 0 || maxAgeMs <= 0 || this.warmers.has(url)) return;
    const timer = setTimeout(() => {
      this.warmers.delete(url);
      const askedAt = this.lastAskedAt.get(url);
      if (askedAt !== undefined && this.now() - askedAt <= keepWarmMs)
        void this.revalidate(url, 'ahead');
    }, maxAgeMs * REFRESH_AHEAD).unref();
    this.warmers.set(url, timer);
  }

  private async refresh(
    url: string,
    cached: CachedManifest | undefined,
  ): Promise<RemoteCriticalAssets | null | typeof UNREAD> {
    const checkedAt = this.now();
    try {
      const response = await this.fetch(url, {
        headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (response.status === 304 && cached) {
        this.cache.set(url, { ...cached, checkedAt });
        return cached.assets;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const assets = criticalAssetsOf(await response.json(), url);
      this.cache.set(url, { assets, etag: response.headers.get('etag'), checkedAt });
      return assets;
    } catch {
      // Down or slow: the caller decides what the pages announce meanwhile.
      return UNREAD;
    }
  }
}
