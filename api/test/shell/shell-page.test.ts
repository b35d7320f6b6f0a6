import { utimesSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@shop/shared/contracts';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { HASHED_ASSET, ICON_HEADER, PLAIN_ASSET } from '../helpers/shell-fixture';
import { testConfig } from '../helpers/test-config';

const defaults = testConfig();
const storeOrigins = { it: 'https://shop.example.it', intl: 'https://shop.example.com' };
const remotes = {
  ...defaults.remotes,
  mf_catalogue: {
    ...defaults.remotes.mf_catalogue,
    entry: 'https://cdn.example.com/mf-catalogue/v7/mf-manifest.json',
  },
};

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ storeOrigins, remotes });
});
afterAll(() => shop.close());

function runtimeConfigOf(html: string): RuntimeConfig {
  const match = new RegExp(
    `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('No runtime config in the page');
  return JSON.parse(match[1]) as RuntimeConfig;
}

async function getPage(url: string, headers: Record<string, string> = {}) {
  const response = await shop.app.inject({ url, headers: { host: 'shop.example.it', ...headers } });
  return { response, config: () => runtimeConfigOf(response.body) };
}

test('a shop route answers the shell with the runtime config of the Italian store', async () => {
  const { response, config } = await getPage('/categories/Uomo/Camicie?page=2');

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('private, no-cache');
  expect(config()).toEqual({
    version: 1,
    store: 'it',
    storeOrigins,
    apiBase: '/api',
    remotes: {
      mf_catalogue: { entry: 'https://cdn.example.com/mf-catalogue/v7/mf-manifest.json' },
      mf_checkout: { entry: defaults.remotes.mf_checkout.entry },
      mf_account: { entry: defaults.remotes.mf_account.entry },
      mf_content: { entry: defaults.remotes.mf_content.entry },
    },
    detectedCountry: null,
  });
});

test('the store comes from the Host header', async () => {
  const intl = await getPage('/en', { host: 'shop.example.com' });
  const localhost = await getPage('/', { host: 'localhost:8080' });

  expect(intl.config().store).toBe('intl');
  expect(localhost.config().store).toBe('it');
});

test('the detected country comes from the country header, else from Accept-Language', async () => {
  const fromHeader = await getPage('/', { 'cf-ipcountry': 'DE', 'accept-language': 'en-GB' });
  const fromRegion = await getPage('/', { 'accept-language': 'en-GB,en;q=0.9' });
  const fromLanguage = await getPage('/', { 'accept-language': 'it' });
  const unknown = await getPage('/', { 'cf-ipcountry': 'XX', 'accept-language': 'en' });

  expect(fromHeader.config().detectedCountry).toBe('DE');
  expect(fromRegion.config().detectedCountry).toBe('GB');
  expect(fromLanguage.config().detectedCountry).toBe('IT');
  expect(unknown.config().detectedCountry).toBeNull();
  expect(fromHeader.config().detectedCountryNames).toEqual({ it: 'Germania', en: 'Germany' });
  expect(unknown.config()).not.toHaveProperty('detectedCountryNames');
});

test('an unknown top-level path answers the same document with status 404', async () => {
  const unknown = await getPage('/no-such-page');
  const unknownEnglish = await getPage('/en/no-such-page');

  expect(unknown.response.statusCode).toBe(404);
  expect(unknown.config().store).toBe('it');
  expect(unknownEnglish.response.statusCode).toBe(404);
});

test('the config cannot break out of its script element', async () => {
  const { response } = await getPage('/', { 'accept-language': 'en-GB' });
  expect(response.body).not.toContain('__SHOP_RUNTIME_CONFIG__');

  const { scriptJson } = await import('../../src/shell/page-document');
  const json = scriptJson({ storeOrigins: { it: '</script><script>alert(1)</script>' } });
  expect(json).not.toContain('</script>');
  expect(json).toContain('\\u003c/script>');
});

test('hashed assets are immutable, other files revalidate', async () => {
  const hashed = await shop.app.inject({ url: `/${HASHED_ASSET}` });
  const plain = await shop.app.inject({ url: `/${PLAIN_ASSET}` });

  expect(hashed.statusCode).toBe(200);
  expect(hashed.body).toBe('console.log("shell");');
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['cache-control']).toBe('no-cache');
});

test('index.html is never served raw', async () => {
  const { response, config } = await getPage('/index.html');

  expect(response.statusCode).toBe(404);
  expect(config().apiBase).toBe('/api');
});

test('a new shell build is picked up without a restart', async () => {
  const indexPath = path.join(shop.config.shellDist, 'index.html');
  writeFileSync(indexPath, '<html><body>v2 __SHOP_RUNTIME_CONFIG__</body></html>');
  const later = new Date(Date.now() + 5_000);
  utimesSync(indexPath, later, later);

  const { response } = await getPage('/');

  expect(response.body).toMatch(/^<html><body>v2 \{"version":1/);
});

test('without a shell build pages answer 503 with a message', async () => {
  rmSync(path.join(shop.config.shellDist, 'index.html'));

  const { response } = await getPage('/');

  expect(response.statusCode).toBe(503);
  expect(response.json().message).toMatch(/npm run build/);
});

test('robots.txt keeps crawlers out of private areas', async () => {
  const response = await shop.app.inject({ url: '/robots.txt' });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  for (const path of ['/account', '/checkout', '/cart', '/login', '/en/account']) {
    expect(response.body).toContain(`Disallow: ${path}\n`);
  }
  expect(response.body).toContain('User-agent: *');
});

test('/favicon.ico is the shop’s icon, cached for a day', async () => {
  const response = await shop.app.inject({ url: '/favicon.ico' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.rawPayload.subarray(0, 4)).toEqual(ICON_HEADER.subarray(0, 4));
});
