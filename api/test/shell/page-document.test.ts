import { DEFAULT_LISTING_PARAMS } from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { getPageHtml } from '../helpers/page-html';
import { SHELL_CHUNK } from '../helpers/shell-fixture';

const storeOrigins = { it: 'https://shop.example.it', intl: 'https://shop.example.com' };

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ storeOrigins });
});
afterAll(() => shop.close());

const getPage = (url: string, host?: string) => getPageHtml(shop, url, host);

describe('the HTML of a page, before any JavaScript runs', () => {
  it('speaks the language of the path and carries the page title and head data', async () => {
    const home = await getPage('/');
    expect(home.status).toBe(200);
    expect(home.lang).toBe('it');
    expect(home.title).toBe('Aurelia');
    expect(home.description).toMatch(/tessuti naturali/);
    expect(home.canonical).toBe('https://shop.example.it/');

    const english = await getPage('/en', 'shop.example.com');
    expect(english.lang).toBe('en');
    expect(english.description).toMatch(/natural fabrics/);
    expect(english.canonical).toBe('https://shop.example.com/en');
  });

  it('writes a category title, description, canonical and hreflang from the catalogue', async () => {
    const page = await getPage('/en/categories/Men/Shirts', 'shop.example.com');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Men · Shirts | Aurelia');
    expect(page.ogTitle).toBe('Men · Shirts');
    expect(page.description).toBe('Shirts: the Aurelia collection, free shipping from €250.');
    expect(page.canonical).toBe('https://shop.example.com/en/categories/Men/Shirts');
    expect(page.hreflang('it')).toBe('https://shop.example.it/categories/Uomo/Camicie');
    expect(page.hreflang('en')).toBe('https://shop.example.com/en/categories/Men/Shirts');
  });

  it('puts an English page canonical on the international store, whichever host served it', async () => {
    const page = await getPage('/en/categories/Men', 'shop.example.it');
    expect(page.canonical).toBe('https://shop.example.com/en/categories/Men');
  });

  it('inlines the listing, the categories and the settings its first render reads, under their query keys', async () => {
    const { queries } = (await getPage('/categories/Uomo')).pageData();
    expect(queries.map((query) => query.queryKey)).toEqual([
      ['categories', 'it'],
      ['settings', 'it'],
      ['listing', 'it', 'Uomo', DEFAULT_LISTING_PARAMS],
    ]);
    const categories = queries[0]?.data as { categories: { name: string }[] };
    expect(categories.categories.map((category) => category.name)).toEqual(['Uomo', 'Donna']);
  });

  it("names the page in the other language in its inline data, as its head's alternates do", async () => {
    const post = await getPage('/blog/lino-di-primavera');
    const missing = await getPage('/blog/nessun-post');

    expect(post.pageData().languages).toEqual({
      path: '/blog/lino-di-primavera',
      alternates: { it: '/blog/lino-di-primavera', en: '/en/blog/spring-linen' },
    });
    expect(missing.pageData().languages).toMatchObject({
      path: '/blog/nessun-post',
      notFound: true,
    });
  });

  it('inlines no header data in the slim checkout layout', async () => {
    expect((await getPage('/checkout')).pageData().queries).toEqual([]);
  });

  it('announces the shell start-up chunks and its stylesheet', async () => {
    const { html } = await getPage('/cart');
    expect(html).toContain(`<link rel="preload" as="script" href="/${SHELL_CHUNK}">`);
    expect(html).toContain('<link rel="stylesheet" href="/main.0a1b2c3d4e5f.css">');
  });
});

describe('a path that names nothing the shop has', () => {
  it.each([
    '/pages-nope',
    '/categories/nope',
    '/categories/Uomo/Nope',
    '/categories/%25E0',
    '/categories/%E0',
    '/products/Uomo/Camicie/no-such-product',
    '/blog/no-such-post',
    '/en/careguide/no-such-guide',
    '/en/curadelcapo',
    '/en/evil.example/login',
    '/categories',
    '/pages',
  ])('%s answers 404 with the not-found page, never indexed', async (url) => {
    const page = await getPage(url);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<meta name="robots" content="noindex"');
    expect(page.canonical).toBeUndefined();
    expect(page.html).not.toMatch(/href="(https?:)?\/\/evil/);
  });

  it('sends a doubled slash to the one-slash path on the shop, never to another host', async () => {
    const response = await shop.app.inject({ url: '/en//evil.example/login' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/evil.example/login');
  });

  it.each([
    ['/pages/returns/', '/pages/returns'],
    ['/Pages/returns?ref=mail', '/pages/returns?ref=mail'],
    ['/EN/Pages/faq', '/en/pages/faq'],
    ['/pages/RETURNS', '/pages/returns'],
    ['/categories/Uomo/', '/categories/Uomo'],
  ])('answers %s with a permanent redirect to %s (one URL per page)', async (url, location) => {
    let response = await shop.app.inject({ url });
    // A path may take two steps: the fixed words first, then the item's own spelling.
    for (
      let hops = 0;
      hops < 3 && response.statusCode === 301 && response.headers.location !== location;
      hops += 1
    ) {
      response = await shop.app.inject({ url: String(response.headers.location) });
    }
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('says "Pagina non trovata" in Italian and "Page not found" in English', async () => {
    expect((await getPage('/categories/nope')).title).toBe('Pagina non trovata | Aurelia');
    expect((await getPage('/en/categories/nope')).title).toBe('Page not found | Aurelia');
  });

  it('answers 200 for a product the catalogue has', async () => {
    const { db } = shop.database;
    const product = await db
      .selectFrom('products')
      .select(['slug_it', 'name_it'])
      .executeTakeFirstOrThrow();
    const page = await getPage(`/products/${product.slug_it}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${product.name_it} | Aurelia`);
  });
});

describe('text from the database', () => {
  it('is escaped in the head', async () => {
    const { db } = shop.database;
    const product = await db
      .selectFrom('products')
      .select(['id', 'slug_it'])
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ name_it: '</title><script>alert(1)</script>', description_it: '"><img src=x>' })
      .where('id', '=', product.id)
      .execute();
    const page = await getPage(`/products/${product.slug_it}`);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('"><img');
    expect(page.html).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Aurelia');
  });
});
