import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildCdnApp } from '../../src/cdn/cdn-app';
import { goLive, readPointer, rollBack } from '../../src/cdn/releases';
import { testConfig } from '../helpers/test-config';

const REACT_CHUNK = `export const react = "${'createElement '.repeat(400)}";`;

let cdn: FastifyInstance;
let baseUrl: string;
let catalogueDist: string;
const tempDirs: string[] = [];

function remoteDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-remote-'));
  tempDirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

beforeAll(async () => {
  const defaults = testConfig();
  catalogueDist = remoteDist({
    'mf-manifest.json': '{"name":"mf_catalogue","version":"1"}',
    'remoteEntry.js': 'var mf_catalogue = "v1";',
    'static/js/routes.0a1b2c3d4e.js': 'export default "routes";',
    'static/js/vendor.1a2b3c4d5e.js': `export const words = "${'federation '.repeat(400)}";`,
    'static/js/react.2b3c4d5e6f.js': REACT_CHUNK,
  });
  // The build writes best-quality Brotli beside each script.
  writeFileSync(
    path.join(catalogueDist, 'static/js/react.2b3c4d5e6f.js.br'),
    brotliCompressSync(REACT_CHUNK),
  );
  const checkoutDist = remoteDist({ 'mf-manifest.json': '{"name":"mf_checkout"}' });
  cdn = await buildCdnApp({
    ...defaults,
    remotes: {
      ...defaults.remotes,
      mf_catalogue: { ...defaults.remotes.mf_catalogue, distDir: catalogueDist },
      mf_checkout: { ...defaults.remotes.mf_checkout, distDir: checkoutDist },
      mf_content: { ...defaults.remotes.mf_content, distDir: path.join(checkoutDist, 'not-built') },
    },
  });
  baseUrl = await cdn.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await cdn.close();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

test('serves each remote under its own folder, to any origin', async () => {
  const catalogue = await fetch(`${baseUrl}/mf-catalogue/mf-manifest.json`, {
    headers: { origin: 'http://it.localhost:8080' },
  });
  const checkout = await fetch(`${baseUrl}/mf-checkout/mf-manifest.json`);

  expect(catalogue.status).toBe(200);
  expect(catalogue.headers.get('access-control-allow-origin')).toBe('*');
  expect(catalogue.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await catalogue.json()).toEqual({ name: 'mf_catalogue', version: '1' });
  expect(await checkout.json()).toEqual({ name: 'mf_checkout' });
});

test('entry files revalidate, content-hashed chunks are immutable', async () => {
  const manifest = await fetch(`${baseUrl}/mf-catalogue/mf-manifest.json`);
  const remoteEntry = await fetch(`${baseUrl}/mf-catalogue/remoteEntry.js`);
  const chunk = await fetch(`${baseUrl}/mf-catalogue/static/js/routes.0a1b2c3d4e.js`);

  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  expect(remoteEntry.headers.get('cache-control')).toBe('no-cache');
  expect(chunk.status).toBe(200);
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('a redeployed remote is served at once, new files included', async () => {
  writeFileSync(path.join(catalogueDist, 'remoteEntry.js'), 'var mf_catalogue = "v2";');
  writeFileSync(path.join(catalogueDist, 'static/js/routes.9f8e7d6c5b.js'), 'export default "v2";');

  const remoteEntry = await fetch(`${baseUrl}/mf-catalogue/remoteEntry.js`);
  const newChunk = await fetch(`${baseUrl}/mf-catalogue/static/js/routes.9f8e7d6c5b.js`);

  expect(await remoteEntry.text()).toBe('var mf_catalogue = "v2";');
  expect(newChunk.status).toBe(200);
});

test('missing files, folders and remotes without a build answer 404 with { message }, CORS included', async () => {
  for (const url of [
    '/mf-catalogue/nope.js',
    '/mf-catalogue/',
    '/mf-content/mf-manifest.json',
    '/other',
  ]) {
    const response = await fetch(`${baseUrl}${url}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ message: expect.stringContaining('not found') });
  }
});

test('compresses what it serves for browsers that accept gzip', async () => {
  const chunk = await fetch(`${baseUrl}/mf-catalogue/static/js/vendor.1a2b3c4d5e.js`, {
    headers: { 'accept-encoding': 'gzip' },
  });

  expect(chunk.headers.get('content-encoding')).toBe('gzip');
  expect(await chunk.text()).toContain('federation federation');
});

test('sends the Brotli file the build wrote to browsers that accept it, the plain file to others', async () => {
  const url = `${baseUrl}/mf-catalogue/static/js/react.2b3c4d5e6f.js`;
  const brotli = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });

  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect(brotli.headers.get('content-type')).toMatch(/^application\/javascript/);
  expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(await brotli.text()).toBe(REACT_CHUNK);
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(REACT_CHUNK);
});

describe('a released remote', () => {
  let releasesCdn: FastifyInstance;
  let releasesUrl: string;
  let releasesDir: string;
  const catalogueReleases = () => path.join(releasesDir, 'mf-catalogue');

  function release(version: string, files: Record<string, string>): void {
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(catalogueReleases(), version, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
    goLive(catalogueReleases(), version);
  }

  const text = async (file: string) => {
    const response = await fetch(`${releasesUrl}/mf-catalogue/${file}`);
    return { status: response.status, body: await response.text() };
  };

  beforeAll(async () => {
    releasesDir = mkdtempSync(path.join(tmpdir(), 'shop-releases-'));
    tempDirs.push(releasesDir);
    releasesCdn = await buildCdnApp(testConfig({ releasesDir }));
    releasesUrl = await releasesCdn.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => releasesCdn.close());

  test('is served from its live release; a release and a rollback switch it with no restart', async () => {
    release('r1', { 'remoteEntry.js': 'var mf_catalogue = "r1";', 'routes.aaaa.js': 'r1 routes' });
    expect((await text('remoteEntry.js')).body).toBe('var mf_catalogue = "r1";');

    release('r2', { 'remoteEntry.js': 'var mf_catalogue = "r2";', 'routes.bbbb.js': 'r2 routes' });
    expect((await text('remoteEntry.js')).body).toBe('var mf_catalogue = "r2";');
    // A tab that loaded r1's entry before the switch still finds r1's chunks.
    expect(await text('routes.aaaa.js')).toEqual({ status: 200, body: 'r1 routes' });

    rollBack(catalogueReleases());
    expect((await text('remoteEntry.js')).body).toBe('var mf_catalogue = "r1";');
    expect(await text('routes.bbbb.js')).toEqual({ status: 200, body: 'r2 routes' });
    expect((await text('nope.js')).status).toBe(404);
  });

  test('keeps the last five releases and refuses to roll back past the oldest', () => {
    for (const version of ['r3', 'r4', 'r5', 'r6', 'r7'])
      release(version, { 'remoteEntry.js': `var mf_catalogue = "${version}";` });

    expect(readPointer(catalogueReleases())?.versions).toEqual(['r7', 'r6', 'r5', 'r4', 'r3']);
    expect(existsSync(path.join(catalogueReleases(), 'r2'))).toBe(false);
    for (let step = 0; step < 4; step += 1) rollBack(catalogueReleases());
    expect(readPointer(catalogueReleases())?.live).toBe('r3');
    expect(() => rollBack(catalogueReleases())).toThrow(/oldest release kept/);
  });
});
