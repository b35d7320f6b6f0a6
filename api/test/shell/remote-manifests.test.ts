import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/contracts';
import { RemoteManifests, criticalAssetsOf } from '../../src/shell/remote-manifests';

function manifest(routesChunk: string, css: string[] = []) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      {
        path: './routes',
        assets: { js: { sync: [routesChunk], async: ['lazy.js'] }, css: { sync: css, async: [] } },
      },
    ],
  };
}

/** A CDN that serves one manifest with an ETag, answers 304 when it has not changed, and counts. */
class ManifestServer {
  body = JSON.stringify(manifest('__federation_expose_routes.aaaaaaaaaaaa.js'));
  requests = 0;
  /** While true, requests get no answer (a remote that is down or stuck), however long it takes. */
  holding = false;
  private server: Server = createServer((request, response) => {
    this.requests += 1;
    if (this.holding) return;
    const etag = `"${this.body.length}-${this.body.slice(-40).replace(/\W/g, '')}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', etag }).end(this.body);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/mf-catalogue/mf-manifest.json`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let cdn: ManifestServer;
let url: string;
let clock: number;

beforeEach(async () => {
  cdn = new ManifestServer();
  url = await cdn.start();
  clock = 0;
});
afterEach(() => cdn.stop());

const urlsFor = (catalogue: string) =>
  Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      name === 'mf_catalogue' ? catalogue : 'http://127.0.0.1:9/x',
    ]),
  ) as Record<RemoteName, string>;

const manifests = (options: { maxAgeMs?: number; timeoutMs?: number; keepWarmMs?: number } = {}) =>
  new RemoteManifests({
    manifestUrls: urlsFor(url),
    maxAgeMs: options.maxAgeMs ?? 1000,
    timeoutMs: options.timeoutMs ?? 2000,
    keepWarmMs: options.keepWarmMs,
    now: () => clock,
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("reads the entry and the routes module's files, as absolute URLs next to the manifest", async () => {
  const base = url.replace('mf-manifest.json', '');
  await expect(manifests().criticalAssets('mf_catalogue')).resolves.toEqual({
    remoteEntry: `${base}remoteEntry.js`,
    scripts: [`${base}__federation_expose_routes.aaaaaaaaaaaa.js`],
    styles: [],
    moduleScripts: { './routes': [`${base}__federation_expose_routes.aaaaaaaaaaaa.js`] },
    moduleStyles: { './routes': [] },
  });
});

test('a redeployed remote is announced on the next page after the manifest ages, with no restart', async () => {
  const cache = manifests({ maxAgeMs: 1000 });
  await cache.criticalAssets('mf_catalogue');
  cdn.body = JSON.stringify(manifest('__federation_expose_routes.bbbbbbbbbbbb.js', ['routes.css']));

  clock = 500;
  expect((await cache.criticalAssets('mf_catalogue'))?.scripts[0]).toMatch(/aaaaaaaaaaaa/);
  clock = 1500;
  const fresh = await cache.criticalAssets('mf_catalogue');
  expect(fresh?.scripts[0]).toMatch(/bbbbbbbbbbbb/);
  expect(fresh?.styles).toEqual([url.replace('mf-manifest.json', 'routes.css')]);
});

test('an unchanged manifest is revalidated, not downloaded again, and pages at once share one request', async () => {
  const cache = manifests({ maxAgeMs: 0 });
  await Promise.all([1, 2, 3].map(() => cache.criticalAssets('mf_catalogue')));
  expect(cdn.requests).toBe(1);
  await expect(cache.criticalAssets('mf_catalogue')).resolves.not.toBeNull();
  expect(cdn.requests).toBe(2);
});

test('a manifest that came in time is kept for its whole age, not dropped when the wait would have ended', async () => {
  // The wait is long enough for a busy machine's first answer, and short beside the age.
  const cache = manifests({ timeoutMs: 3000, maxAgeMs: 60_000 });
  await expect(cache.criticalAssets('mf_catalogue')).resolves.not.toBeNull();
  // Past the page's longest wait for the manifest, but well inside its age.
  await sleep(3300);
  await expect(cache.criticalAssets('mf_catalogue')).resolves.not.toBeNull();
  expect(cdn.requests).toBe(1);
});

test('while pages come in, a manifest is asked for again before it ages, so no page waits for it', async () => {
  const cache = manifests({ maxAgeMs: 100, keepWarmMs: 10_000 });
  await cache.criticalAssets('mf_catalogue');
  cdn.body = JSON.stringify(manifest('__federation_expose_routes.bbbbbbbbbbbb.js', ['b.css']));
  // Pages inside the first answer's age: without the refresh ahead they would all get "aaaa".
  clock = 80;
  // Polls until the refresh lands; the deadline only ends a test that would never pass.
  const deadline = Date.now() + 30_000;
  let script: string | undefined;
  do {
    await sleep(20);
    script = (await cache.criticalAssets('mf_catalogue'))?.scripts[0];
  } while (!script?.includes('bbbbbbbbbbbb') && Date.now() < deadline);
  expect(script).toMatch(/bbbbbbbbbbbb/);
  cache.close();
});

test('a refresh ahead of time that fails leaves the last answer to age, not a page without preloads', async () => {
  let attempts = 0;
  let cdnDown = false;
  const cache = new RemoteManifests({
    manifestUrls: urlsFor(url),
    maxAgeMs: 100,
    timeoutMs: 2000,
    keepWarmMs: 10_000,
    now: () => clock,
    fetch: (input, init) => {
      attempts += 1;
      return cdnDown ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    },
  });
  const first = await cache.criticalAssets('mf_catalogue');
  expect(first).not.toBeNull();
  cdnDown = true;
  clock = 80;
  const deadline = Date.now() + 30_000;
  while (attempts < 2 && Date.now() < deadline) await sleep(20);
  expect(attempts).toBeGreaterThanOrEqual(2);
  clock = 90;
  await expect(cache.criticalAssets('mf_catalogue')).resolves.toEqual(first);
  // Once it has aged, the page asks itself, and a remote still down is announced with nothing.
  clock = 200;
  await expect(cache.criticalAssets('mf_catalogue')).resolves.toBeNull();
  cache.close();
});

test('after a quiet spell, or once closed, the server stops asking the CDN in advance', async () => {
  const quiet = manifests({ maxAgeMs: 100, keepWarmMs: 50 });
  await quiet.criticalAssets('mf_catalogue');
  clock = 1000;
  await sleep(300);
  expect(cdn.requests).toBe(1);

  const closed = manifests({ maxAgeMs: 100, keepWarmMs: 10_000 });
  await closed.criticalAssets('mf_catalogue');
  closed.close();
  await sleep(300);
  expect(cdn.requests).toBe(2);
});

test('a dead or slow remote is announced with nothing, and asked again later', async () => {
  const cache = manifests({ maxAgeMs: 1000 });
  await expect(cache.criticalAssets('mf_checkout')).resolves.toBeNull();

  cdn.holding = true;
  await expect(cache.criticalAssets('mf_catalogue')).resolves.toBeNull();
  cdn.holding = false;
  clock = 2000;
  await expect(cache.criticalAssets('mf_catalogue')).resolves.not.toBeNull();
});

test('a file that is not a federation manifest gives nothing', () => {
  expect(criticalAssetsOf({ name: 'x' }, url)).toBeNull();
  expect(criticalAssetsOf(null, url)).toBeNull();
  expect(criticalAssetsOf('[]', url)).toBeNull();
});

test('a manifest with a public path resolves files under it', () => {
  const withPublicPath = {
    ...manifest('routes.js'),
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: 'v2' },
      publicPath: 'https://cdn.example.com/catalogue/',
    },
  };
  expect(criticalAssetsOf(withPublicPath, url)).toMatchObject({
    remoteEntry: 'https://cdn.example.com/catalogue/v2/remoteEntry.js',
    scripts: ['https://cdn.example.com/catalogue/routes.js'],
  });
});

test("a manifest names the remote's server container, beside its files", () => {
  const withServer = {
    ...manifest('routes.js'),
    metaData: {
      remoteEntry: { name: 'remoteEntry.0123456789ab.js', path: '' },
      ssrRemoteEntry: {
        name: 'remoteEntry.ba9876543210.js',
        path: 'server',
        type: 'commonjs-module',
      },
      publicPath: 'auto',
    },
  };
  expect(criticalAssetsOf(withServer, url)).toMatchObject({
    remoteEntry: new URL('remoteEntry.0123456789ab.js', url).href,
    serverEntry: new URL('server/remoteEntry.ba9876543210.js', url).href,
  });
  expect(criticalAssetsOf(manifest('routes.js'), url)).not.toHaveProperty('serverEntry');
});

test('a remote that sends its headers and then holds the body does not hold the page', async () => {
  // As webpack-dev-server does while it compiles.
  const stalling = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"metaData":');
  });
  await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = stalling.address() as { port: number };
    // The body never comes: only the timeout, which covers the body too, can end the wait.
    const cache = manifests({ timeoutMs: 100 });
    await expect(
      cache.criticalAssets('mf_catalogue', `http://127.0.0.1:${port}/mf-manifest.json`),
    ).resolves.toBeNull();
  } finally {
    stalling.closeAllConnections();
    await new Promise((resolve) => stalling.close(resolve));
  }
});
