import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@shop/shared/contracts';
import { loadConfig } from '../../src/config';
import { REMOTE_OVERRIDES_COOKIE, applyOverrideParameters } from '../../src/shell/remote-overrides';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const devManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [{ path: './routes', assets: { js: { sync: ['routes.dev.js'] }, css: { sync: [] } } }],
};

let devServer: Server;
let devManifestUrl: string;

beforeAll(async () => {
  // A developer's dev server of the catalogue, on another origin than the CDN.
  devServer = createServer((request, response) => {
    if (request.url === '/mf-manifest.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(devManifest));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
  devManifestUrl = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}/mf-manifest.json`;
});
afterAll(async () => {
  devServer.closeAllConnections();
  await new Promise((resolve) => devServer.close(resolve));
});

function runtimeConfigOf(html: string): RuntimeConfig {
  const match = new RegExp(
    `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match?.[1] ?? 'null') as RuntimeConfig;
}

const cookieOf = (setCookie: string | string[] | undefined) =>
  String(setCookie ?? '').split(';')[0] ?? '';

describe('the REMOTE_OVERRIDES switch', () => {
  test('is off by default and refused in production', () => {
    expect(loadConfig({}).remoteOverrides).toBe(false);
    expect(loadConfig({ REMOTE_OVERRIDES: 'allow' }).remoteOverrides).toBe(true);
    expect(() => loadConfig({ REMOTE_OVERRIDES: 'allow', NODE_ENV: 'production' })).toThrow(
      'REMOTE_OVERRIDES is refused when NODE_ENV=production',
    );
    expect(() => loadConfig({ REMOTE_OVERRIDES: 'yes' })).toThrow('REMOTE_OVERRIDES');
    // The dev servers' sockets of `npm run dev -- <package>` likewise.
    expect(loadConfig({ DEV_SERVER_ORIGINS: 'http://localhost:3001' }).devServerOrigins).toEqual([
      'http://localhost:3001',
    ]);
    expect(() =>
      loadConfig({ DEV_SERVER_ORIGINS: 'http://localhost:3001', NODE_ENV: 'production' }),
    ).toThrow('DEV_SERVER_ORIGINS is refused when NODE_ENV=production');
  });

  test('accepts only http and https manifest URLs for known remotes', () => {
    expect(() => applyOverrideParameters('?remote:catalogue=javascript:alert(1)', {})).toThrow(
      'http or https',
    );
    expect(() =>
      applyOverrideParameters('?remote:catalogue=data:text/javascript,alert(1)', {}),
    ).toThrow('http or https');
    expect(() => applyOverrideParameters('?remote:payments=http://localhost:1/', {})).toThrow(
      'Unknown remote',
    );
    expect(applyOverrideParameters('?q=coat', {})).toBeNull();
    expect(
      applyOverrideParameters(
        '?q=coat&remote:mf-catalogue=http://localhost:3001/mf-manifest.json',
        {},
      ),
    ).toEqual({
      overrides: { mf_catalogue: 'http://localhost:3001/mf-manifest.json' },
      search: '?q=coat',
    });
  });
});

describe('with overrides allowed', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp({ remoteOverrides: true });
  });
  afterAll(async () => shop.close());

  test('a parameter is remembered for that browser, which then loads the remote from there', async () => {
    const set = await shop.app.inject({
      url: `/cerca?remote:catalogue=${encodeURIComponent(devManifestUrl)}`,
    });
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe('/cerca');
    const cookie = cookieOf(set.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${REMOTE_OVERRIDES_COOKIE}=`));
    expect(String(set.headers['set-cookie'])).toMatch(/HttpOnly/);

    const page = await shop.app.inject({ url: '/cerca', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const config = runtimeConfigOf(page.body);
    expect(config.remotes.mf_catalogue.entry).toBe(devManifestUrl);
    expect(config.remotes.mf_catalogue.script).toBe(
      devManifestUrl.replace('mf-manifest.json', 'remoteEntry.js'),
    );
    expect(config.remotes.mf_checkout.entry).toBe(shop.config.remotes.mf_checkout.entry);
    expect(page.body).toContain(
      `<link rel="preload" as="script" href="${devManifestUrl.replace('mf-manifest.json', 'routes.dev.js')}">`,
    );
    // The banner names the overridden remote and the way back.
    expect(page.body).toMatch(/<div role="status" data-remote-overrides=""[^>]*>.*mf_catalogue/);
    expect(page.body).toContain('href="?remote:all=off"');
    // The page may load from the dev server and open its hot-update socket.
    const origin = new URL(devManifestUrl).origin;
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${origin}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin.replace('http', 'ws')}`));

    // Another browser, without the cookie, gets the shop as deployed.
    const other = await shop.app.inject({ url: '/cerca' });
    expect(runtimeConfigOf(other.body).remotes.mf_catalogue.entry).toBe(
      shop.config.remotes.mf_catalogue.entry,
    );
    expect(other.body).not.toContain('data-remote-overrides');
    expect(String(other.headers['content-security-policy'])).not.toContain(origin);

    const cleared = await shop.app.inject({ url: '/cerca?remote:all=off', headers: { cookie } });
    expect(cleared.statusCode).toBe(303);
    expect(String(cleared.headers['set-cookie'])).toMatch(
      new RegExp(`^${REMOTE_OVERRIDES_COOKIE}=;`),
    );
  });

  test('a URL that is not http or https is refused with a message', async () => {
    const response = await shop.app.inject({ url: '/cerca?remote:catalogue=javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('http or https') });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  test('a forged cookie with a script URL is ignored', async () => {
    const cookie = `${REMOTE_OVERRIDES_COOKIE}=${encodeURIComponent(
      JSON.stringify({ mf_catalogue: 'javascript:alert(1)' }),
    )}`;
    const page = await shop.app.inject({ url: '/cerca', headers: { cookie } });
    expect(runtimeConfigOf(page.body).remotes.mf_catalogue.entry).toBe(
      shop.config.remotes.mf_catalogue.entry,
    );
    expect(page.body).not.toContain('data-remote-overrides');
  });
});

test('without the switch, the parameter and the cookie change nothing', async () => {
  const shop = await buildTestApp();
  try {
    const response = await shop.app.inject({
      url: `/cerca?remote:catalogue=${encodeURIComponent(devManifestUrl)}`,
      headers: {
        cookie: `${REMOTE_OVERRIDES_COOKIE}=${encodeURIComponent(
          JSON.stringify({ mf_catalogue: devManifestUrl }),
        )}`,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie'] ?? '').not.toContain(REMOTE_OVERRIDES_COOKIE);
    expect(runtimeConfigOf(response.body).remotes.mf_catalogue.entry).toBe(
      shop.config.remotes.mf_catalogue.entry,
    );
    expect(response.body).not.toContain('data-remote-overrides');
  } finally {
    await shop.close();
  }
});
