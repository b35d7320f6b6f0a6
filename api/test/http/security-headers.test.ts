import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { HASHED_ASSET } from '../helpers/shell-fixture';
import { testConfig } from '../helpers/test-config';

const defaults = testConfig();
const remotes = {
  ...defaults.remotes,
  mf_catalogue: {
    ...defaults.remotes.mf_catalogue,
    entry: 'https://cdn-a.example.com/catalogue/mf-manifest.json',
  },
  mf_checkout: {
    ...defaults.remotes.mf_checkout,
    entry: 'https://cdn-b.example.com/checkout/mf-manifest.json',
  },
  mf_account: {
    ...defaults.remotes.mf_account,
    entry: 'https://cdn-a.example.com/account/mf-manifest.json',
  },
  mf_content: {
    ...defaults.remotes.mf_content,
    entry: 'https://cdn-a.example.com:8443/content/mf-manifest.json',
  },
};

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ remotes, trustProxy: true });
});
afterAll(() => shop.close());

function directives(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

test.each(['/', '/api/categories', '/api/no-such-route', '/robots.txt', '/favicon.svg'])(
  'every response carries the security headers: %s',
  async (url) => {
    const response = await shop.app.inject({ url });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toBeDefined();
  },
);

test('scripts and stylesheets, which ignore document policies, are sent without them', async () => {
  const asset = await shop.app.inject({ url: `/${HASHED_ASSET}` });

  expect(asset.statusCode).toBe(200);
  expect(asset.headers['content-type']).toMatch(/^application\/javascript/);
  expect(asset.headers['x-content-type-options']).toBe('nosniff');
  expect(asset.headers['content-security-policy']).toBeUndefined();
  expect(asset.headers['referrer-policy']).toBeUndefined();
});

test('the CSP allows exactly the configured remote origins besides the page itself', async () => {
  const response = await shop.app.inject({ url: '/' });
  const csp = directives(response.headers['content-security-policy'] as string);
  const remoteOrigins = [
    'https://cdn-a.example.com',
    'https://cdn-b.example.com',
    'https://cdn-a.example.com:8443',
  ];

  for (const name of ['script-src', 'connect-src', 'font-src']) {
    expect(csp.get(name)?.sort()).toEqual(["'self'", ...remoteOrigins].sort());
  }
  // Pictures also as data: URLs (a picture held until the page is idle shows a pixel of its own).
  expect(csp.get('img-src')?.sort()).toEqual(["'self'", 'data:', ...remoteOrigins].sort());
  expect(csp.get('style-src')?.sort()).toEqual(
    ["'self'", "'unsafe-inline'", ...remoteOrigins].sort(),
  );
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
});

test('HSTS is sent only when the request came over HTTPS', async () => {
  const plain = await shop.app.inject({ url: '/api/categories' });
  const proxiedHttps = await shop.app.inject({
    url: '/api/categories',
    headers: { 'x-forwarded-proto': 'https' },
  });

  expect(plain.headers['strict-transport-security']).toBeUndefined();
  expect(proxiedHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
});

test('without trustProxy a forged X-Forwarded-Proto does not turn HSTS on', async () => {
  const { buildApp } = await import('../../src/app');
  const app = await buildApp({
    config: { ...shop.config, trustProxy: false },
    database: shop.database,
  });

  const response = await app.inject({
    url: '/api/categories',
    headers: { 'x-forwarded-proto': 'https' },
  });

  expect(response.headers['strict-transport-security']).toBeUndefined();
  await app.close();
});
