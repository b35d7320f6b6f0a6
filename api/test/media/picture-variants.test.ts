import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pictureSrcset } from '@shop/shared/catalogue/picture-srcset';
import type { ProductDetail } from '@shop/shared/contracts';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,*/*';

let shop: TestApp;
let stateDir: string;
let product: ProductDetail;

beforeAll(async () => {
  stateDir = mkdtempSync(path.join(tmpdir(), 'picture-variants-'));
  shop = await buildTestApp({ stateDir });
  const { slug_it } = await shop.database.db
    .selectFrom('products')
    .select('slug_it')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  product = (await shop.app.inject({ url: `/api/products/${slug_it}?lang=it` })).json();
});

afterAll(async () => {
  await shop.close();
  rmSync(stateDir, { recursive: true, force: true });
});

function firstPicture() {
  const image = product.colours[0]?.images[0];
  if (!image?.variants) throw new Error('The product has no picture with its widths');
  return image;
}

function hashOf(url: string): string {
  return url.split('/')[3] ?? '';
}

function srcsetEntries(srcset: string): { url: string; width: number }[] {
  return srcset.split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ');
    return { url, width: Number(descriptor.replace('w', '')) };
  });
}

function srcsetUrl(width: number): string {
  const entry = srcsetEntries(pictureSrcset(firstPicture()) ?? '').find(
    (each) => each.width === width,
  );
  if (!entry) throw new Error(`No ${width}w in the srcset`);
  return entry.url;
}

test('a product gives each picture with its size, its widths, a placeholder and an alt per view', () => {
  const colour = product.colours[0];
  expect(colour?.images.length).toBe(4);
  const image = firstPicture();
  expect(image).toMatchObject({ width: 1600, height: 2133 });
  expect(image.placeholder).toMatch(/^#[0-9a-f]{6}$/);
  expect(image.variants?.widths).toEqual([160, 320, 480, 640, 960, 1280, 1600]);
  expect(srcsetEntries(pictureSrcset(image) ?? '')[1]?.url).toBe(
    `/media/pictures/${hashOf(image.url)}/320`,
  );
  expect(image.url).toMatch(/^\/media\/pictures\/[0-9a-f]{32}\/640\.jpg$/);
  const alts = colour?.images.map((picture) => picture.alt) ?? [];
  expect(new Set(alts).size).toBe(alts.length);
  for (const alt of alts) expect(alt).toContain(product.name);
});

test.each([
  ['an AVIF-capable browser', AVIF_FIRST, 'image/avif', 'heif'],
  ['a WebP-only browser', WEBP_ONLY, 'image/webp', 'webp'],
  ['a client that names no picture format', undefined, 'image/jpeg', 'jpeg'],
])(
  '%s gets a srcset width in its best format, kept for a year and varied by Accept',
  async (_who, accept, type, decoded) => {
    const response = await shop.app.inject({
      url: srcsetUrl(320),
      headers: accept ? { accept } : {},
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: decoded, width: 320, height: 426 });
  },
);

test('the JPEG a client without srcset takes is that format whatever it accepts, with no Vary', async () => {
  const response = await shop.app.inject({
    url: firstPicture().url,
    headers: { accept: AVIF_FIRST },
  });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  expect(response.headers.vary).toBeUndefined();
  expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 640 });
});

test('a variant is made once: asked for by many at once and again later, one file is written', async () => {
  const url = `${srcsetUrl(480)}.webp`;
  const answers = await Promise.all(Array.from({ length: 5 }, () => shop.app.inject({ url })));
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);

  const hash = hashOf(url);
  const variants = path.join(stateDir, 'media', 'variants', hash.slice(0, 2));
  const file = path.join(variants, `${hash}-480.webp`);
  const madeAt = statSync(file).mtimeMs;
  await shop.app.inject({ url });
  expect(statSync(file).mtimeMs).toBe(madeAt);
  expect(readdirSync(variants).filter((name) => name.endsWith('.part'))).toEqual([]);
});

test('a client that has the variant is answered 304 without a body', async () => {
  const first = await shop.app.inject({ url: firstPicture().url });
  const again = await shop.app.inject({
    url: firstPicture().url,
    headers: { 'if-none-match': String(first.headers.etag) },
  });

  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
});

test.each([
  ['an unknown picture', '/media/pictures/0123456789abcdef0123456789abcdef/640', 404],
  ['a width not in the set', 'PICTURE/700', 404],
  ['a width wider than any variant', 'PICTURE/3200', 404],
  ['a format not served', 'PICTURE/640.gif', 400],
  ['a name that is not a hash', '/media/pictures/..%2F..%2Fserver.json/640', 400],
])('%s answers %s with { message }', async (_what, url, status) => {
  const response = await shop.app.inject({
    url: url.replace('PICTURE', `/media/pictures/${hashOf(firstPicture().url)}`),
  });

  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message: expect.any(String) });
});
