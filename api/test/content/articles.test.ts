import {
  ARTICLES_PAGE_SIZE,
  RETURN_WINDOW_WORKING_DAYS,
  type ApiErrorBody,
  type Article,
  type ArticleListPage,
  type CategoryListingResponse,
} from '@shop/shared/contracts';
import { TILE_PICTURE_SIZES } from '@shop/shared/catalogue/picture-sizes';
import { pictureSrcset } from '@shop/shared/catalogue/picture-srcset';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { getPageHtml } from '../helpers/page-html';

const storeOrigins = { it: 'https://shop.example.it', intl: 'https://shop.example.com' };

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ storeOrigins });
});
afterAll(() => shop.close());

const get = (url: string) => shop.app.inject({ url });

async function getJson<T>(url: string): Promise<T> {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  return response.json<T>();
}

describe('GET /api/articles/:kind', () => {
  test('lists the news newest first, a page at a time, in the asked language', async () => {
    const first = await getJson<ArticleListPage>('/api/articles/blog?lang=it');
    expect(first).toMatchObject({ kind: 'blog', locale: 'it', page: 1 });
    expect(first.pageSize).toBe(ARTICLES_PAGE_SIZE);
    expect(first.total).toBeGreaterThan(ARTICLES_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(first.total / ARTICLES_PAGE_SIZE));
    expect(first.items).toHaveLength(ARTICLES_PAGE_SIZE);

    const second = await getJson<ArticleListPage>('/api/articles/blog?lang=it&page=2');
    const dates = [...first.items, ...second.items].map((item) => item.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.items[0]).toMatchObject({
      kind: 'blog',
      locale: 'it',
      slug: 'guardaroba-essenziale',
      path: '/blog/guardaroba-essenziale',
      title: 'Un guardaroba essenziale in dieci capi',
    });

    const english = await getJson<ArticleListPage>('/api/articles/blog?lang=en');
    expect(english.items[0]).toMatchObject({
      slug: 'capsule-wardrobe',
      path: '/en/blog/capsule-wardrobe',
    });
  });

  test('lists the care guide under /curadelcapo in Italian and /careguide in English', async () => {
    const italian = await getJson<ArticleListPage>('/api/articles/care-guide?lang=it');
    const english = await getJson<ArticleListPage>('/api/articles/care-guide?lang=en');
    expect(italian.items.every((item) => item.path.startsWith('/curadelcapo/'))).toBe(true);
    expect(english.items.every((item) => item.path.startsWith('/en/careguide/'))).toBe(true);
    expect(italian.total).toBe(english.total);
  });

  test('answers a page past the last with 404, and refuses a bad page or section with 400', async () => {
    const past = await get('/api/articles/blog?lang=en&page=99');
    expect(past.statusCode).toBe(404);
    expect(past.json<ApiErrorBody>()).toEqual({ message: 'Page not found' });
    expect((await get('/api/articles/blog?page=0')).statusCode).toBe(400);
    expect((await get('/api/articles/recipes')).statusCode).toBe(400);
  });
});

describe('GET /api/articles/:kind/:slug', () => {
  test('answers a care-guide page by its Italian slug, with its English slug as alternate', async () => {
    const wool = await getJson<Article>('/api/articles/care-guide/lana?lang=it');
    expect(wool).toMatchObject({
      id: 'wool',
      kind: 'care-guide',
      locale: 'it',
      slug: 'lana',
      title: 'Come curare la lana',
      alternates: { it: '/curadelcapo/lana', en: '/en/careguide/wool' },
      seo: {
        metaTitle: 'Come lavare e curare i capi di lana',
        keywords: expect.arrayContaining(['lana']),
        shareImage: null,
        microdata: { '@type': 'Article', inLanguage: 'it' },
      },
    });
    expect(wool.body.some((block) => block.startsWith('## '))).toBe(true);

    const english = await getJson<Article>('/api/articles/care-guide/wool?lang=en');
    expect(english).toMatchObject({ id: 'wool', slug: 'wool', alternates: wool.alternates });
  });

  test('answers a news post with its BlogPosting data and the business terms filled in', async () => {
    const post = await getJson<Article>(
      '/api/articles/blog/come-scegliere-la-camicia-giusta?lang=it',
    );
    expect(post.seo.microdata).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: post.publishedOn,
    });
    expect(post.alternates.en).toBe('/en/blog/how-to-choose-the-right-shirt');
    expect(post.body.join('\n')).toContain(`${RETURN_WINDOW_WORKING_DAYS} giorni lavorativi`);
    expect(post.body.join('\n')).not.toContain('{{');
  });

  test('answers 404 for a slug of the other language or of another section', async () => {
    const english = await get('/api/articles/care-guide/wool?lang=it');
    expect(english.statusCode).toBe(404);
    expect(english.json<ApiErrorBody>()).toEqual({ message: 'Pagina non trovata' });
    expect((await get('/api/articles/blog/lana?lang=it')).statusCode).toBe(404);
    expect((await get('/api/articles/blog/LANA')).statusCode).toBe(400);
  });
});

describe('the HTML of blog, care-guide and brand pages', () => {
  test('a care-guide page names its other-language slug in hreflang and inlines its data', async () => {
    const page = await getPageHtml(shop, '/en/careguide/wool', 'shop.example.com');
    expect(page.status).toBe(200);
    expect(page.title).toBe('How to wash and care for wool garments | Aurelia');
    expect(page.hreflang('it')).toBe('https://shop.example.it/curadelcapo/lana');
    expect(page.jsonLd).toContain('"@type":"Article"');
    const inline = page.pageData().queries.find((query) => query.queryKey[0] === 'article');
    expect(inline?.queryKey).toEqual(['article', 'en', 'care-guide', 'wool']);
  });

  test('the news list inlines the page the URL asks for', async () => {
    const page = await getPageHtml(shop, '/blog?page=2');
    expect(page.status).toBe(200);
    const inline = page.pageData().queries.find((query) => query.queryKey[0] === 'articles');
    expect(inline?.queryKey).toEqual(['articles', 'it', 'blog', 2]);
  });

  test.each([
    '/blog/no-such-post',
    '/en/blog/come-scegliere-la-camicia-giusta',
    '/curadelcapo/wool',
    '/en/careguide/lana',
    '/brand/no-such-story',
    '/blog?page=99',
    '/blog?page=abc',
  ])('answers %s with the 404 page', async (url) => {
    const page = await getPageHtml(shop, url);
    expect(page.status).toBe(404);
    expect(page.pageData().queries.some((query) => query.queryKey[0] === 'article')).toBe(false);
  });

  test('the brand section lists its stories at /brand, each with its own slug per language', async () => {
    const list = await getPageHtml(shop, '/en/brand', 'shop.example.com');
    expect(list.status).toBe(200);
    const story = await getPageHtml(shop, '/brand/la-nostra-storia');
    expect(story.status).toBe(200);
    expect(story.hreflang('en')).toBe('https://shop.example.com/en/brand/our-story');
  });

  test('the home inlines its carousel, news and care guide and preloads the first picture', async () => {
    const page = await getPageHtml(shop, '/');
    expect(page.status).toBe(200);
    const keys = page.pageData().queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['listing', 'it', 'Donna', expect.objectContaining({ page: 1 })],
        ['articles', 'it', 'blog', 1],
        ['articles', 'it', 'care-guide', 1],
      ]),
    );
    const listing = page.pageData().queries.find((query) => query.queryKey[0] === 'listing');
    const first = (listing?.data as CategoryListingResponse).items[0];
    expect(page.html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${first?.image.url}" ` +
        `imagesrcset="${first && pictureSrcset(first.image)}" imagesizes="${TILE_PICTURE_SIZES}">`,
    );
  });
});
