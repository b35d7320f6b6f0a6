import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FRAME_RENDERED_ATTRIBUTE, SERVER_FRAME_BUNDLE } from '@shop/shared/contracts';
import { renderPageDocument } from '../../src/shell/page-document';
import { ServerFrame } from '../../src/shell/server-frame';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { getPageHtml } from '../helpers/page-html';

// A stand-in for the shell's server bundle: it shows what the server handed it, so the test sees
// both where the HTML goes and what the frame is rendered from.
const ECHO_BUNDLE = `
exports.renderFrame = (input) => {
  const keys = input.pageData.queries.map((query) => query.queryKey.join(':')).join(',');
  return '<header>' + input.locale + ' ' + input.url + ' ' + input.runtimeConfig.store + ' ' + keys + '</header>';
};`;

let shop: TestApp;
let bundlePath: string;

function writeBundle(source: string, secondsAhead = 0) {
  mkdirSync(path.dirname(bundlePath), { recursive: true });
  writeFileSync(bundlePath, source);
  // A new file in the same millisecond as the last must still count as a new version.
  const at = new Date(Date.now() + secondsAhead * 1000);
  utimesSync(bundlePath, at, at);
}

const rootOf = (html: string) => /<div id="root"[^>]*>.*?<\/div>/.exec(html)?.[0];

beforeAll(async () => {
  shop = await buildTestApp({ serverFrame: true });
  bundlePath = path.join(shop.config.shellDist, SERVER_FRAME_BUNDLE);
});
afterAll(() => shop.close());
afterEach(() => rmSync(path.dirname(bundlePath), { recursive: true, force: true }));

test('a page carries the frame the shell rendered, marked for hydration, in the root element', async () => {
  writeBundle(ECHO_BUNDLE);

  const page = await getPageHtml(shop, '/en/pages/faq?ref=mail');

  expect(page.status).toBe(200);
  expect(rootOf(page.html)).toBe(
    `<div id="root" ${FRAME_RENDERED_ATTRIBUTE}=""><header>en /en/pages/faq?ref=mail it categories:en,settings:en,content-page:en:faq</header></div>`,
  );
  // The frame is rendered from exactly the data the page inlines for the browser's first render.
  expect(page.pageData().queries.map(({ queryKey }) => queryKey.join(':'))).toEqual([
    'categories:en',
    'settings:en',
    'content-page:en:faq',
  ]);
});

test('without the server bundle the page is the one the browser renders on its own', async () => {
  const page = await getPageHtml(shop, '/pages/faq');

  expect(page.status).toBe(200);
  expect(rootOf(page.html)).toBe('<div id="root"></div>');
  expect(page.html).not.toContain(FRAME_RENDERED_ATTRIBUTE);
  expect(page.title).toBe('Domande frequenti: ordini, spedizioni, resi e pagamenti | Aurelia');
});

test('a bundle that throws, or does not load, leaves the page without a frame, and the next build is used', async () => {
  writeBundle('exports.renderFrame = () => { throw new Error("frame bug"); };');
  const throwing = await getPageHtml(shop, '/');
  writeBundle('this is not JavaScript', 2);
  const broken = await getPageHtml(shop, '/');
  writeBundle(ECHO_BUNDLE, 4);
  const fixed = await getPageHtml(shop, '/');

  expect([throwing.status, broken.status]).toEqual([200, 200]);
  expect(rootOf(throwing.html)).toBe('<div id="root"></div>');
  expect(rootOf(broken.html)).toBe('<div id="root"></div>');
  // The home's own data (carousel, news, care guide) follows the frame's.
  expect(rootOf(fixed.html)).toContain(
    '<header>it / it categories:it,settings:it,listing:it:Donna',
  );
});

test('the 404 page gets the frame too, and the store comes from the host', async () => {
  writeBundle(ECHO_BUNDLE);

  const page = await getPageHtml(shop, '/en/pages/nope', 'intl.localhost:8080');

  expect(page.status).toBe(404);
  expect(rootOf(page.html)).toContain('<header>en /en/pages/nope intl ');
});

test('by default (SSR_FRAME=off) the server sends every page without a frame, bundle or not', async () => {
  const off = await buildTestApp();
  try {
    const offBundle = path.join(off.config.shellDist, SERVER_FRAME_BUNDLE);
    mkdirSync(path.dirname(offBundle), { recursive: true });
    writeFileSync(offBundle, ECHO_BUNDLE);

    const page = await getPageHtml(off, '/');

    expect(rootOf(page.html)).toBe('<div id="root"></div>');
  } finally {
    await off.close();
  }
});

test('the server bundle is never served to browsers, however its path is spelt', async () => {
  writeBundle(ECHO_BUNDLE);

  for (const url of [
    '/server/frame.cjs',
    '//server/frame.cjs',
    '/%73erver/frame.cjs',
    '/assets/../server/frame.cjs',
  ]) {
    const response = await shop.app.inject({ url, headers: { host: 'shop.example.it' } });
    expect(response.body).not.toContain('exports.renderFrame');
  }
});

test('a failing bundle is reported once per version of the file, with the page it failed on', async () => {
  writeBundle('exports.renderFrame = () => { throw new Error("frame bug"); };');
  const report = jest.fn();
  const frame = new ServerFrame(bundlePath);
  const input = {
    url: '/cart',
    locale: 'it' as const,
    runtimeConfig: {
      ...shop.config,
      version: 1 as const,
      store: 'it' as const,
      apiBase: '/api',
      remotes: {} as never,
      detectedCountry: null,
    },
    pageData: { queries: [] },
  };

  await expect(frame.render(input, report)).resolves.toBeNull();
  expect(report).toHaveBeenCalledWith(
    "The shell's server frame failed for /cart; sent without it",
    expect.objectContaining({ message: 'frame bug' }),
  );

  writeBundle('not JavaScript', 2);
  report.mockClear();
  await frame.render(input, report);
  await frame.render(input, report);
  expect(report).toHaveBeenCalledTimes(1);
  expect(report.mock.calls[0]?.[0]).toMatch(/did not load$/);
});

test("the frame fills the root element of the shell's minified index.html, and only that", () => {
  const parts = {
    locale: 'it' as const,
    meta: { path: '/', title: 'Aurelia' },
    storeOrigins: shop.config.storeOrigins,
    preloads: [],
    stylesheets: [],
    runtimeConfig: null as never,
    pageData: { queries: [] },
  };
  const minified = '<html><head></head><body><div id=root></div><p>$& $1</p></body></html>';

  expect(renderPageDocument(minified, { ...parts, frameHtml: '<header>$&</header>' })).toContain(
    `<body><div id="root" ${FRAME_RENDERED_ATTRIBUTE}=""><header>$&</header></div><p>$& $1</p>`,
  );
  expect(renderPageDocument(minified, { ...parts, frameHtml: null })).toContain(
    '<body><div id=root></div>',
  );
});
