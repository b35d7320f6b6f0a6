import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GALLERY_PICTURE_SIZES, TILE_PICTURE_SIZES } from '@shop/shared/catalogue/picture-sizes';
import { pictureSrcset } from '@shop/shared/catalogue/picture-srcset';
import type { CategoryListingResponse, ProductDetail, RuntimeConfig } from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { testConfig } from '../helpers/test-config';

const catalogueManifest = {
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    publicPath: 'auto',
    shopContractVersion: '0.3.1',
  },
  exposes: [
    {
      path: './routes',
      assets: {
        js: { sync: ['__federation_expose_routes.0123456789ab.js'], async: ['lazy.js'] },
        css: { sync: ['routes.0123456789ab.css'], async: [] },
      },
    },
    {
      path: './product-carousel',
      assets: {
        js: { sync: ['product-carousel.cccccccccccc.js'] },
        css: { sync: ['product-carousel.dddddddddddd.css'] },
      },
    },
  ],
};

const accountManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  exposes: [
    { path: './routes', assets: { js: { sync: ['routes.aaaaaaaaaaaa.js'] }, css: { sync: [] } } },
    {
      path: './auth-service',
      assets: { js: { sync: ['auth-service.bbbbbbbbbbbb.js'] }, css: { sync: [] } },
    },
  ],
};

// The carousel's stylesheet is not served: a stylesheet the server cannot read is linked instead.
const ROUTES_CSS = '.listing{display:grid}\n/*# sourceMappingURL=routes.0123456789ab.css.map*/';

let cdn: Server;
let cdnBase: string;
let shop: TestApp;

beforeAll(async () => {
  cdn = createServer((request, response) => {
    const manifests: Record<string, unknown> = {
      '/mf-catalogue/mf-manifest.json': catalogueManifest,
      '/mf-account/mf-manifest.json': accountManifest,
    };
    const manifest = manifests[request.url ?? ''];
    if (request.url === '/mf-catalogue/routes.0123456789ab.css') {
      response.writeHead(200, { 'content-type': 'text/css' });
      response.end(ROUTES_CSS);
    } else if (manifest) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(manifest));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnBase = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}/mf-catalogue/`;
  const defaults = testConfig();
  shop = await buildTestApp({
    remotes: {
      ...defaults.remotes,
      mf_catalogue: { ...defaults.remotes.mf_catalogue, entry: `${cdnBase}mf-manifest.json` },
      mf_account: {
        ...defaults.remotes.mf_account,
        entry: cdnBase.replace('mf-catalogue', 'mf-account') + 'mf-manifest.json',
      },
      // Nothing listens here: a remote that is down.
      mf_checkout: {
        ...defaults.remotes.mf_checkout,
        entry: 'http://127.0.0.1:9/mf-manifest.json',
      },
    },
  });
});
afterAll(async () => {
  await shop.close();
  cdn.closeAllConnections();
  await new Promise((resolve) => cdn.close(resolve));
});

const page = async (url: string) => (await shop.app.inject({ url })).body;

function runtimeConfigOf(html: string): RuntimeConfig {
  const json = /<script id="shop-runtime-config" type="application\/json">(.*?)<\/script>/.exec(
    html,
  )?.[1];
  return JSON.parse(json ?? 'null') as RuntimeConfig;
}

test("a category page announces the catalogue's entry and routes module, and carries its styles", async () => {
  const html = await page('/categories/Uomo');
  expect(html).toContain(`<link rel="preload" as="script" href="${cdnBase}remoteEntry.js">`);
  expect(html).toContain(
    `<link rel="preload" as="script" href="${cdnBase}__federation_expose_routes.0123456789ab.js">`,
  );
  // Inline, so the first paint waits for no other origin; webpack's loader finds it by data-href.
  expect(html).toContain(
    `<style data-href="${cdnBase}routes.0123456789ab.css">.listing{display:grid}\n` +
      `/*# sourceMappingURL=${cdnBase}routes.0123456789ab.css.map */</style>`,
  );
  expect(html).not.toContain(`<link rel="stylesheet" href="${cdnBase}routes`);
  expect(html).not.toContain('lazy.js');
});

test('the shell is told the entry script and its contract version, so it can skip the manifest', async () => {
  const config = runtimeConfigOf(await page('/categories/Uomo'));
  expect(config.remotes.mf_catalogue).toStrictEqual({
    entry: `${cdnBase}mf-manifest.json`,
    script: `${cdnBase}remoteEntry.js`,
    contractVersion: '0.3.1',
  });
  // The checkout remote is down: the shell keeps its manifest URL and shows its fallback later.
  expect(config.remotes.mf_checkout).toEqual({ entry: 'http://127.0.0.1:9/mf-manifest.json' });
});

test("another remote's page announces nothing of the catalogue, and a dead remote's page still renders", async () => {
  expect(await page('/pages/faq')).not.toContain(`rel="preload" as="script" href="${cdnBase}`);
  const cart = await shop.app.inject({ url: '/cart' });
  expect(cart.statusCode).toBe(200);
  expect(cart.body).toContain('<div id="root">');
});

test("the home announces the catalogue's carousel with its styles and first picture, ahead of every script", async () => {
  const html = await page('/');
  expect(html).toContain(`<link rel="preload" as="script" href="${cdnBase}remoteEntry.js">`);
  expect(html).toContain(
    `<link rel="preload" as="script" href="${cdnBase}product-carousel.cccccccccccc.js">`,
  );
  expect(html).toContain(
    `<link rel="stylesheet" href="${cdnBase}product-carousel.dddddddddddd.css">`,
  );
  expect(html).not.toContain('__federation_expose_routes.0123456789ab.js');
  expect(html).not.toContain('routes.0123456789ab.css');
  const image = html.indexOf('<link rel="preload" as="image" fetchpriority="high"');
  expect(image).toBeGreaterThan(0);
  expect(image).toBeLessThan(html.indexOf('<link rel="preload" as="script"'));
});

test('a missing page announces none of the remote it would have belonged to', async () => {
  expect(await page('/categories/nope')).not.toContain(
    `rel="preload" as="script" href="${cdnBase}`,
  );
});

test("a remote's page-wide service is announced with its own pages only", async () => {
  const accountBase = cdnBase.replace('mf-catalogue', 'mf-account');
  for (const url of ['/categories/Uomo', '/pages/faq', '/checkout']) {
    const html = await page(url);
    expect(html).not.toContain(`rel="preload" as="script" href="${accountBase}`);
  }
  const login = await page('/login');
  expect(login).toContain(`<link rel="preload" as="script" href="${accountBase}remoteEntry.js">`);
  expect(login).toContain(
    `<link rel="preload" as="script" href="${accountBase}auth-service.bbbbbbbbbbbb.js">`,
  );
});

const preloadedImages = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)"/g)].map(
    ([, href]) => href,
  );

/** The widths and the shown width each image preload names, as its `<img>` would pick from. */
const preloadedImageChoices = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" as="image"[^>]* imagesrcset="([^"]+)" imagesizes="([^"]+)">/g,
    ),
  ].map(([, srcset, sizes]) => ({ srcset, sizes }));

test("a category page preloads its first product's picture, its largest paint on a phone", async () => {
  const listing = (
    await shop.app.inject({ url: '/api/products?category=Uomo&lang=it' })
  ).json<CategoryListingResponse>();
  const first = listing.items[0];
  expect(first).toBeDefined();
  const html = await page('/categories/Uomo');
  expect(preloadedImages(html)).toEqual([first?.image.url]);
  // At the width the tile's <img> picks, or the browser would fetch the picture twice.
  expect(preloadedImageChoices(html)).toEqual([
    { srcset: first && pictureSrcset(first.image), sizes: TILE_PICTURE_SIZES },
  ]);
});

test('a product page preloads the first picture of the colour it opens on', async () => {
  const listing = (
    await shop.app.inject({ url: '/api/products?category=Donna&lang=it' })
  ).json<CategoryListingResponse>();
  const summary = listing.items.find((item) => item.colours.length > 1);
  expect(summary).toBeDefined();
  const product = (
    await shop.app.inject({ url: `/api/products/${summary?.path}?lang=it` })
  ).json<ProductDetail>();
  const opening = product.colours.find((colour) => colour.available) ?? product.colours[0];
  const other = product.colours.find((colour) => colour !== opening);

  const openingPicture = opening?.images[0];
  const html = await page(`/products/${product.path}`);
  expect(preloadedImages(html)).toEqual([openingPicture?.url]);
  expect(preloadedImageChoices(html)).toEqual([
    { srcset: openingPicture && pictureSrcset(openingPicture), sizes: GALLERY_PICTURE_SIZES },
  ]);
  expect(
    preloadedImages(await page(`/products/${product.path}?colour=${other?.code ?? ''}`)),
  ).toEqual([other?.images[0]?.url]);
});
