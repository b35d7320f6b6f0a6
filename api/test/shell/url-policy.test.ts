import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/**
 * The URL policy of docs/shell.md, over real HTTP as a browser or a crawler meets it: one
 * spelling per page (301 to it, query kept), 404 for every path that names nothing.
 */
let shop: TestApp;
let origin: string;
beforeAll(async () => {
  shop = await buildTestApp();
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}`;
});
afterAll(() => shop.close());

/** The answer with its body read: a body left unread keeps a connection busy and close() waiting. */
async function get(path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, headers: response.headers, text: async () => body };
}

test.each([
  ['/pages/returns/', '/pages/returns'],
  ['/pages/returns/?from=footer', '/pages/returns?from=footer'],
  ['/Pages/returns', '/pages/returns'],
  ['/pages/RETURNS', '/pages/returns'],
  ['/pages//returns', '/pages/returns'],
  ['/EN/Pages/faq/', '/en/pages/faq'],
  ['/en/', '/en'],
  ['/categories/uomo', '/categories/Uomo'],
  ['/categories/Uomo/', '/categories/Uomo'],
  ['/Categories/UOMO/camicie?sort=price-asc', '/categories/Uomo/Camicie?sort=price-asc'],
  ['/en/categories/men', '/en/categories/Men'],
  ['/blog/Lino-di-Primavera', '/blog/lino-di-primavera'],
  ['/Login', '/login'],
  // A category named in the other language (a language switch before the page's script ran).
  ['/en/categories/Uomo/Camicie?sort=price-asc', '/en/categories/Men/Shirts?sort=price-asc'],
  ['/categories/men/shirts', '/categories/Uomo/Camicie'],
])('%s answers 301 to %s', async (asked, canonical) => {
  const response = await get(asked);

  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(canonical);
});

test.each([
  '/',
  '/en',
  '/pages/returns',
  '/en/pages/faq',
  '/pages/career',
  '/categories/Uomo',
  '/categories/Uomo/Camicie',
  '/en/categories/Men',
  '/blog/lino-di-primavera',
])('%s answers 200', async (path) => {
  const response = await get(path);

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
});

test.each([
  '/foo',
  '/pages',
  '/categories',
  '/products',
  '/en/pages',
  '/pages/nope',
  '/en/pages/nope',
  '/categories/Nope',
  '/categories/Uomo/Nope',
  '/products/nope',
  '/blog/nope',
  '/curadelcapo/nope',
  '/brand/nope',
])('%s names nothing: 404 with the not-found page', async (path) => {
  const response = await get(path);

  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<title>(Pagina non trovata|Page not found)/);
  expect(html).toContain('name="robots" content="noindex');
});

test('a product slug in capitals answers 301 to the product’s own address, which answers 200', async () => {
  const { slug_it: slug } = await shop.database.db
    .selectFrom('products')
    .select('slug_it')
    .executeTakeFirstOrThrow();

  const response = await get(`/Products/${slug.toUpperCase()}?colour=x`);

  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe(`/products/${slug}?colour=x`);
  expect((await get(`/products/${slug}`)).status).toBe(200);
});

test('a product slug in the other language answers 301 to the product in this one', async () => {
  const product = await shop.database.db
    .selectFrom('products')
    .select(['slug_it', 'slug_en'])
    .executeTakeFirstOrThrow();

  const toEnglish = await get(`/en/products/${product.slug_it}`);
  const toItalian = await get(`/products/${product.slug_en}?colour=x`);

  expect(toEnglish.status).toBe(301);
  expect(toEnglish.headers.get('location')).toBe(`/en/products/${product.slug_en}`);
  expect(toItalian.status).toBe(301);
  expect(toItalian.headers.get('location')).toBe(`/products/${product.slug_it}?colour=x`);
});
