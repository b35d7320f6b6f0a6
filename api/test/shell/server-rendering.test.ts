import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import {
  FRAME_RENDERED_ATTRIBUTE,
  PAGE_RENDERED_ATTRIBUTE,
  PAGE_RENDERER_PROGRAM,
} from '@shop/shared/contracts';
import { documentAroundRoot, renderPageDocument } from '../../src/shell/page-document';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { testConfig } from '../helpers/test-config';
import { getPageHtml } from '../helpers/page-html';
import { browser, registerCustomer, registration, SESSION_COOKIE } from '../helpers/auth-browser';
import { HASHED_ASSET, SHELL_CHUNK } from '../helpers/shell-fixture';
import { EARLY_INPUT_RECORDER } from '@shop/shared/contracts/early-input-recorder';

/**
 * A stand-in for the shell's renderer, speaking its protocol: it shows what the page server handed
 * it and, on the pages named for it, does what a remote's server code must not be able to do.
 */
function rendererProgram(secretFile: string): string {
  return `
const fs = require('node:fs');
const path = require('node:path');
/** Written by a test, in the renderer's own folder (the only one it may read), to end a held page. */
const releaseFile = path.join(__dirname, 'release-held-page');
const send = (message) => process.send(message);
const answer = (id, html) => { send({ kind: 'html', id, html }); send({ kind: 'end', id }); };
let rendered = 0;
process.on('message', (job) => {
  const { url, locale, runtimeConfig, pageData } = job.input;
  if (url === '/pages/env') return answer(job.id, '<p>env: ' + JSON.stringify(Object.keys(process.env)) + '</p>');
  if (url === '/pages/data') {
    let outcome;
    try { outcome = fs.readFileSync(${JSON.stringify(secretFile)}, 'utf8'); } catch (error) { outcome = error.code; }
    return answer(job.id, '<p>data: ' + outcome + '</p>');
  }
  if (url === '/pages/loop') { for (;;) {} }
  if (url === '/pages/crash') process.exit(3);
  if (url === '/pages/pid') return answer(job.id, '<p>pid: ' + process.pid + '</p>');
  if (url === '/pages/held') {
    send({ kind: 'html', id: job.id, html: '<header>held</header>' });
    const waiting = () => fs.existsSync(releaseFile) ? answer(job.id, '<p>released</p>') : setTimeout(waiting, 20);
    return waiting();
  }
  if (url.startsWith('/pages/count')) {
    rendered += 1;
    return answer(job.id, '<p nonce="' + job.scriptNonce + '">rendering ' + rendered + '</p>');
  }
  if (url === '/pages/partial') {
    rendered += 1;
    send({ kind: 'region-failed', id: job.id, message: 'the region missed its deadline' });
    return answer(job.id, '<p>rendering ' + rendered + '</p>');
  }
  const keys = pageData.queries.map((query) => query.queryKey.join(':')).join(',');
  send({ kind: 'html', id: job.id, html: '<header>' + [locale, url, runtimeConfig.store, job.withPage, keys].join(' ') + '</header>' });
  send({ kind: 'html', id: job.id, html: '<p nonce="' + job.scriptNonce + '">later</p>' });
  send({ kind: 'end', id: job.id });
});
send({ kind: 'ready' });
`;
}

/** The production defaults: this file's renderer answers at once. */
const RENDER_TIMINGS = { frameHoldMs: 150, regionDeadlineMs: 1_500 };

let shop: TestApp;
let program: string;
let secretFile: string;

function writeProgram(source: string, secondsAhead = 0) {
  mkdirSync(path.dirname(program), { recursive: true });
  writeFileSync(program, source);
  // A new file in the same millisecond as the last must still count as a new build.
  const at = new Date(Date.now() + secondsAhead * 1000);
  utimesSync(program, at, at);
}

/**
 * The page once a renderer has it: renderers start with the first page (which goes out for the
 * browser to render meanwhile), so a test waits for one to be ready rather than for a time.
 */
async function renderedPage(url: string, host?: string, app = shop) {
  const givingUp = Date.now() + 60_000;
  for (;;) {
    const page = await getPageHtml(app, url, host);
    if (page.html.includes(FRAME_RENDERED_ATTRIBUTE) || Date.now() > givingUp) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs a page's inline entry starter against a stand-in document whose events, frames and timers
 * the test fires; `scripts()` lists the scripts it has added, in order.
 */
function runEntryStarter(code: string, visibilityState = 'visible') {
  const listeners = new Map<string, (() => void)[]>();
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const added: Record<string, unknown>[] = [];
  const context = {
    document: {
      readyState: 'loading',
      visibilityState,
      head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      createElement: (tagName: string) => ({ tagName }),
    },
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  runInNewContext(code, context);
  const runAll = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  const started = {
    fire(type: string) {
      for (const listener of listeners.get(type) ?? []) listener();
      return started;
    },
    nextFrame() {
      runAll(frames);
      runAll(timers);
      return started;
    },
    runTimers() {
      runAll(timers);
      return started;
    },
    /** The scripts added, in order (each to run in that order: `async` false). */
    scripts: () =>
      added
        .filter((element) => element.tagName === 'script' && element.async === false)
        .map((element) => element.src),
    preloads: () =>
      added
        .filter(
          (element) =>
            element.tagName === 'link' && element.rel === 'preload' && element.as === 'script',
        )
        .map((element) => element.href),
  };
  return started;
}

const rootOf = (html: string) => /<div id="?root"?[^>]*>.*?<\/div>/s.exec(html)?.[0];
const nonceOf = (csp: unknown) => /script-src [^;]*'nonce-([^']+)'/.exec(String(csp))?.[1];

beforeAll(async () => {
  shop = await buildTestApp({ serverRendering: { ...RENDER_TIMINGS, processes: 2, reuseMs: 0 } });
  program = path.join(shop.config.shellDist, PAGE_RENDERER_PROGRAM);
  secretFile = path.join(shop.config.stateDir, 'renderer-must-not-read.txt');
  mkdirSync(shop.config.stateDir, { recursive: true });
  writeFileSync(secretFile, 'the operator token');
  writeProgram(rendererProgram(secretFile));
});
afterAll(async () => {
  await shop.close();
  rmSync(secretFile, { force: true });
});

test('a page carries what the renderer streamed, marked for hydration, rendered from the inline data', async () => {
  const page = await renderedPage('/en/pages/faq?ref=mail');

  expect(page.status).toBe(200);
  expect(rootOf(page.html)).toBe(
    `<div id="root" ${FRAME_RENDERED_ATTRIBUTE}="" ${PAGE_RENDERED_ATTRIBUTE}=""><header>en /en/pages/faq?ref=mail it true categories:en,settings:en,content-page:en:faq</header><p nonce="${nonceOf(page.csp)}">later</p></div>`,
  );
  expect(page.pageData().queries.map(({ queryKey }) => queryKey.join(':'))).toEqual([
    'categories:en',
    'settings:en',
    'content-page:en:faq',
  ]);
  expect(page.title).toBe('FAQ: orders, shipping, returns and payments | Aurelia');
});

test("one shopper's page (the cart) and a page the shop does not have get the frame alone", async () => {
  const cart = await renderedPage('/cart');
  const missing = await renderedPage('/en/pages/nope', 'intl.localhost:8080');

  expect(rootOf(cart.html)).toMatch(
    new RegExp(`^<div id="root" ${FRAME_RENDERED_ATTRIBUTE}=""><header>it /cart it false `),
  );
  expect(missing.status).toBe(404);
  expect(rootOf(missing.html)).toMatch(/<header>en \/en\/pages\/nope intl false /);
});

test('a page painted from its HTML asks for its scripts after its first paint; one the browser paints, at once', async () => {
  const painted = await renderedPage('/pages/faq');
  const framed = await renderedPage('/cart');

  expect(painted.html).not.toContain('<link rel="preload" as="script"');
  // No entry script of its own: the inline starter, under the response's nonce, adds it.
  expect(painted.html).not.toContain(`<script defer src="/${HASHED_ASSET}"`);
  const [, starterNonce, starter] =
    /<script nonce="([^"]+)">([^<]*)<\/script>/.exec(painted.html) ?? [];
  expect(starterNonce).toBe(nonceOf(painted.csp));
  expect(starter).toContain(`["/${HASHED_ASSET}"]`);

  const started = runEntryStarter(String(starter));
  expect(started.scripts()).toEqual([]);
  started.fire('load');
  expect(started.scripts()).toEqual([]);
  expect(started.preloads()).toEqual([]);
  started.nextFrame();
  expect(started.scripts()).toEqual([`/${HASHED_ASSET}`]);
  expect(started.preloads()).toContain(`/${SHELL_CHUNK}`);
  started.fire('DOMContentLoaded');
  started.runTimers();
  expect(started.scripts()).toEqual([`/${HASHED_ASSET}`]);

  const slowPicture = runEntryStarter(String(starter));
  slowPicture.fire('DOMContentLoaded');
  slowPicture.runTimers();
  expect(slowPicture.scripts()).toEqual([`/${HASHED_ASSET}`]);

  expect(runEntryStarter(String(starter), 'hidden').fire('load').scripts()).toEqual([
    `/${HASHED_ASSET}`,
  ]);

  expect(framed.html).toContain(`<link rel="preload" as="script" href="/${SHELL_CHUNK}">`);
  expect(framed.html).toContain(`<script defer src="/${HASHED_ASSET}" fetchpriority="high">`);
});

test("what a shopper does on the server's markup before the scripts is recorded, under the page's nonce", async () => {
  for (const url of ['/pages/faq', '/cart']) {
    const page = await renderedPage(url);
    expect(page.html).toContain(
      `<script nonce="${nonceOf(page.csp)}">${EARLY_INPUT_RECORDER}</script></head>`,
    );
  }
});

test("React's streamed scripts may run through the response's own nonce, and no other inline script", async () => {
  await renderedPage('/pages/faq');
  const first = await shop.app.inject({ url: '/pages/faq', headers: { host: 'shop.example.it' } });
  const second = await shop.app.inject({ url: '/pages/faq', headers: { host: 'shop.example.it' } });

  const nonce = nonceOf(first.headers['content-security-policy']);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(nonceOf(second.headers['content-security-policy'])).not.toBe(nonce);
  expect(first.body).toContain(`<p nonce="${nonce}">later</p>`);
  const scripts = /script-src ([^;]*)/.exec(String(first.headers['content-security-policy']))?.[1];
  expect(scripts).not.toContain('unsafe-inline');
});

test("a remote's server code finds no environment and cannot read the data folder", async () => {
  const env = await renderedPage('/pages/env');
  const data = await renderedPage('/pages/data');

  expect(rootOf(env.html)).toContain('<p>env: []</p>');
  expect(rootOf(data.html)).toContain('<p>data: ERR_ACCESS_DENIED</p>');
});

test('a renderer stuck in a loop is stopped at the deadline; the other keeps rendering meanwhile', async () => {
  await renderedPage('/pages/faq');
  const stuck = getPageHtml(shop, '/pages/loop');
  // Asked for while the loop holds one renderer: the other one renders it.
  const meanwhile = await renderedPage('/pages/faq');
  expect(rootOf(meanwhile.html)).toContain('<header>it /pages/faq it true ');

  // The shop has no such page: answered as any unknown page, without the server's rendering.
  const looped = await stuck;
  expect(looped.status).toBe(404);
  expect(rootOf(looped.html)).toBe('<div id="root"></div>');
  expect(looped.title).toBe('Pagina non trovata | Aurelia');
});

test('a renderer that crashes costs its page the server rendering only, and is replaced', async () => {
  await renderedPage('/pages/faq');
  const crashed = await getPageHtml(shop, '/pages/crash');
  expect(crashed.status).toBe(404);
  expect(rootOf(crashed.html)).toBe('<div id="root"></div>');

  for (let page = 0; page < 4; page += 1) {
    expect(rootOf((await renderedPage('/pages/faq')).html)).toContain('<header>');
  }
});

test('HEAD is answered from the document alone, without a rendering', async () => {
  const response = await shop.app.inject({
    method: 'HEAD',
    url: '/pages/faq',
    headers: { host: 'shop.example.it' },
  });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
});

test('without the renderer built, or with one that does not start, pages are for the browser to render', async () => {
  rmSync(program);
  const unbuilt = await getPageHtml(shop, '/pages/faq');
  writeProgram('this is not JavaScript', 2);
  const broken = await getPageHtml(shop, '/pages/faq');
  writeProgram(rendererProgram(secretFile), 4);
  const fixed = await renderedPage('/pages/faq');

  expect([unbuilt.status, broken.status]).toEqual([200, 200]);
  expect(rootOf(unbuilt.html)).toBe('<div id="root"></div>');
  expect(rootOf(broken.html)).toBe('<div id="root"></div>');
  expect(rootOf(fixed.html)).toContain('<header>it /pages/faq it true ');
});

test('with SSR=off every page goes out for the browser to render, renderer or not', async () => {
  const off = await buildTestApp({ serverRendering: null });
  try {
    writeFileSync(path.join(off.config.shellDist, 'server-renderer-is-not-read'), '');
    const page = await getPageHtml(off, '/');

    expect(rootOf(page.html)).toBe('<div id="root"></div>');
    expect(page.html).not.toContain(EARLY_INPUT_RECORDER);
    expect(
      String((await off.app.inject({ url: '/' })).headers['content-security-policy']),
    ).not.toContain('nonce-');
  } finally {
    await off.close();
  }
});

test('the renderer program is never served to browsers, however its path is spelt', async () => {
  for (const url of [
    '/server/renderer.cjs',
    '//server/renderer.cjs',
    '/%73erver/renderer.cjs',
    '/assets/../server/renderer.cjs',
  ]) {
    const response = await shop.app.inject({ url, headers: { host: 'shop.example.it' } });
    expect(response.body).not.toContain("process.on('message'");
  }
});

test("the rendering goes in the root element of the shell's minified index.html, and only there", () => {
  const parts = {
    locale: 'it' as const,
    meta: { path: '/', title: 'Aurelia' },
    storeOrigins: shop.config.storeOrigins,
    preloads: [],
    stylesheets: [],
    runtimeConfig: null as never,
    pageData: { queries: [] },
  };
  const minified = '<html><head></head><body><div id="root"></div><p>$& $1</p></body></html>';

  const around = documentAroundRoot(renderPageDocument(minified, parts));

  expect(around.before.endsWith('<body>')).toBe(true);
  expect(around.emptyRoot).toBe('<div id="root"></div>');
  expect(around.after).toBe('<p>$& $1</p></body></html>');
});

describe('a remote released while the renderers run', () => {
  let cdn: Server;
  let released: TestApp;
  // The hashed name of the catalogue's page module: a release changes it.
  let build = 'aaaaaaaaaaaa';
  // The hashed name of its server container: a release of server code alone changes only it.
  let serverBuild = 'cccccccccccc';

  beforeAll(async () => {
    cdn = createServer((request, response) => {
      if (request.url !== '/mf-catalogue/mf-manifest.json')
        return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          metaData: {
            remoteEntry: { name: 'remoteEntry.js', path: '' },
            ssrRemoteEntry: { name: `remoteEntry.${serverBuild}.js`, path: 'server' },
            publicPath: 'auto',
          },
          exposes: [
            {
              path: './routes',
              assets: { js: { sync: [`routes.${build}.js`] }, css: { sync: [] } },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
    const defaults = testConfig();
    released = await buildTestApp({
      // Renderings reused too: a release must not be answered with the build before's.
      serverRendering: { ...RENDER_TIMINGS, processes: 1, reuseMs: 60_000 },
      manifestMaxAgeMs: 0,
      remotes: {
        ...defaults.remotes,
        mf_catalogue: {
          ...defaults.remotes.mf_catalogue,
          entry: `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/mf-catalogue/mf-manifest.json`,
        },
      },
    });
    const releasedProgram = path.join(released.config.shellDist, PAGE_RENDERER_PROGRAM);
    mkdirSync(path.dirname(releasedProgram), { recursive: true });
    writeFileSync(releasedProgram, rendererProgram(secretFile));
  });
  afterAll(async () => {
    await released.close();
    cdn.closeAllConnections();
    await new Promise((resolve) => cdn.close(resolve));
  });

  const rendererOf = async () =>
    /<p>pid: (\d+)<\/p>/.exec((await renderedPage('/pages/pid', undefined, released)).html)?.[1];

  test.each([
    ['a release of its files', () => (build = 'bbbbbbbbbbbb')],
    ['a release that changed only server code', () => (serverBuild = 'dddddddddddd')],
  ])(
    '%s replaces the renderers, so no page is rendered with the build before',
    async (_, release) => {
      const before = await rendererOf();
      expect(before).toMatch(/^\d+$/);
      expect(await rendererOf()).toBe(before);

      release();
      // The page that sees the release goes out for the browser; the next ones come from a renderer
      // started after it.
      const after = await rendererOf();

      expect(after).toMatch(/^\d+$/);
      expect(after).not.toBe(before);
      expect(await rendererOf()).toBe(after);
    },
  );
});

describe('a rendering reused for the next shopper of the same page', () => {
  let reusing: TestApp;

  beforeAll(async () => {
    reusing = await buildTestApp({
      serverRendering: { ...RENDER_TIMINGS, processes: 1, reuseMs: 60_000 },
    });
    const reusingProgram = path.join(reusing.config.shellDist, PAGE_RENDERER_PROGRAM);
    mkdirSync(path.dirname(reusingProgram), { recursive: true });
    writeFileSync(reusingProgram, rendererProgram(secretFile));
  });
  afterAll(() => reusing.close());

  const renderingOf = (page: { html: string }) => /rendering (\d+)/.exec(page.html)?.[1];

  test("carries that response's own nonce, not the one it was rendered with", async () => {
    const first = await renderedPage('/pages/count', undefined, reusing);
    const second = await getPageHtml(reusing, '/pages/count');

    expect(renderingOf(second)).toBe(renderingOf(first));
    const nonce = nonceOf(second.csp);
    expect(nonce).not.toBe(nonceOf(first.csp));
    expect(rootOf(second.html)).toContain(`<p nonce="${nonce}">rendering `);
  });

  test('is not used for another URL, language or store', async () => {
    const page = await renderedPage('/pages/count?colour=blu', undefined, reusing);
    const other = await getPageHtml(reusing, '/pages/count?colour=rosso');
    const english = await renderedPage(
      '/en/pages/count?colour=blu',
      'intl.localhost:8080',
      reusing,
    );

    expect(renderingOf(other)).not.toBe(renderingOf(page));
    expect(renderingOf(english)).not.toBe(renderingOf(page));
    expect(renderingOf(await getPageHtml(reusing, '/pages/count?colour=blu'))).toBe(
      renderingOf(page),
    );
  });

  test("is not used for a shopper whose header differs: a customer's name never reaches another", async () => {
    const visitor = await renderedPage('/pages/count?who', undefined, reusing);
    const customer = browser(reusing.app);
    expect((await registerCustomer(reusing.app, customer, registration())).statusCode).toBe(200);
    const cookie = `${SESSION_COOKIE}=${customer.session}`;

    const signedIn = await reusing.app.inject({
      url: '/pages/count?who',
      headers: { host: 'shop.example.it', cookie },
    });
    const again = await reusing.app.inject({
      url: '/pages/count?who',
      headers: { host: 'shop.example.it', cookie },
    });

    const own = renderingOf({ html: signedIn.body });
    expect(own).not.toBe(renderingOf(visitor));
    expect(renderingOf({ html: again.body })).toBe(own);
    expect(renderingOf(await getPageHtml(reusing, '/pages/count?who'))).toBe(renderingOf(visitor));
  });

  test('is not kept when one of its regions was left to the browser', async () => {
    const first = await renderedPage('/pages/partial', undefined, reusing);
    const second = await getPageHtml(reusing, '/pages/partial');

    expect(Number(renderingOf(second))).toBeGreaterThan(Number(renderingOf(first)));
  });
});

describe('a page whose region takes its time', () => {
  let slow: TestApp;
  let releaseFile: string;

  beforeAll(async () => {
    // Deadlines far off: the page waits for the test, not for a clock.
    slow = await buildTestApp({
      serverRendering: { frameHoldMs: 150, regionDeadlineMs: 600_000, processes: 1, reuseMs: 0 },
    });
    const slowProgram = path.join(slow.config.shellDist, PAGE_RENDERER_PROGRAM);
    mkdirSync(path.dirname(slowProgram), { recursive: true });
    writeFileSync(slowProgram, rendererProgram(secretFile));
    releaseFile = path.join(path.dirname(slowProgram), 'release-held-page');
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await slow.close();
  });

  /** The page as a browser reads it over HTTP, decoded as it comes; `until` waits for a text. */
  function streamedPage(encoding: string) {
    const { port } = slow.app.server.address() as AddressInfo;
    let text = '';
    const waiting: { wanted: string; resolve: () => void }[] = [];
    const ended = new Promise<string>((resolve, reject) => {
      const request = get(
        {
          host: '127.0.0.1',
          port,
          path: '/pages/held',
          headers: { host: 'shop.example.it', 'accept-encoding': encoding },
        },
        (response) => {
          const coding = response.headers['content-encoding'];
          const decoded =
            coding === 'br'
              ? response.pipe(createBrotliDecompress())
              : coding === 'gzip'
                ? response.pipe(createGunzip())
                : response;
          decoded.setEncoding('utf8');
          decoded.on('data', (piece: string) => {
            text += piece;
            for (const wait of waiting.filter(({ wanted }) => text.includes(wanted)))
              wait.resolve();
          });
          decoded.on('end', () => resolve(text));
          decoded.on('error', reject);
        },
      );
      request.on('error', reject);
    });
    const until = (wanted: string) =>
      text.includes(wanted)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ wanted, resolve }));
    return { until, ended };
  }

  test.each(['br', 'gzip', 'identity'])(
    'sends its head and what is rendered so far at once, compressed (%s) or not',
    async (encoding) => {
      rmSync(releaseFile, { force: true });
      await renderedPage('/pages/faq', undefined, slow);
      const page = streamedPage(encoding);

      // The renderer holds the page until the file is there: this comes before, or never.
      await page.until('<header>held</header>');
      writeFileSync(releaseFile, '');

      const html = await page.ended;
      expect(html.indexOf('</head>')).toBeLessThan(html.indexOf('<header>held</header>'));
      expect(html).toContain('<header>held</header><p>released</p></div>');
    },
  );
});
