import { LOCALES, type Locale } from '@shop/shared/contracts';
import { testAppForFile } from '../helpers/build-test-app';
import {
  checkSitemapIndex,
  checkUrlset,
  XHTML_NS,
  type XmlElement,
} from '../helpers/sitemap-schema';

const shop = testAppForFile();

const originOf = (locale: Locale) =>
  locale === 'it' ? shop.config.storeOrigins.it : shop.config.storeOrigins.intl;

/** A GET as a crawler sends it to the store of `locale`. */
function fetchFrom(locale: Locale, url: string) {
  return shop.app.inject({ method: 'GET', url, headers: { host: new URL(originOf(locale)).host } });
}

interface ListedUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

function listedUrls(urlset: XmlElement): ListedUrl[] {
  return urlset.children.map((url) => ({
    loc: url.children.find((child) => child.name === 'loc')?.text ?? '',
    lastmod: url.children.find((child) => child.name === 'lastmod')?.text,
    alternates: Object.fromEntries(
      url.children
        .filter((child) => child.namespace === XHTML_NS && child.name === 'link')
        .map((link) => {
          expect(link.attributes.rel).toBe('alternate');
          return [link.attributes.hreflang ?? '', link.attributes.href ?? ''];
        }),
    ),
  }));
}

async function sitemapOf(locale: Locale, name: string): Promise<ListedUrl[]> {
  const response = await fetchFrom(locale, `/sitemap-${name}.xml`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return listedUrls(checkUrlset(response.body));
}

test('robots.txt of each store points to its own sitemap index', async () => {
  for (const locale of LOCALES) {
    const robots = await fetchFrom(locale, '/robots.txt');
    expect(robots.body).toContain(`\nSitemap: ${originOf(locale)}/sitemap.xml\n`);
  }
});

test('/sitemap.xml is a valid index of the pages, categories and products sitemaps', async () => {
  for (const locale of LOCALES) {
    const response = await fetchFrom(locale, '/sitemap.xml');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const index = checkSitemapIndex(response.body);
    const listed = index.children.map((sitemap) => sitemap.children.map((child) => child.text));
    expect(listed.map(([loc]) => loc)).toEqual(
      ['pages', 'categories', 'products'].map((name) => `${originOf(locale)}/sitemap-${name}.xml`),
    );
    // Each names when its newest page changed.
    for (const [, lastmod] of listed) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  }
});

test('the products sitemap lists every seeded product in both languages, with hreflang', async () => {
  const products = await shop.database.db
    .selectFrom('products')
    .select(['slug_it', 'slug_en', 'created_at'])
    .execute();
  expect(products.length).toBeGreaterThan(0);

  const italian = await sitemapOf('it', 'products');
  const english = await sitemapOf('en', 'products');

  const { it, intl } = shop.config.storeOrigins;
  expect(italian.map((url) => url.loc).sort()).toEqual(
    products.map((product) => `${it}/products/${product.slug_it}`).sort(),
  );
  expect(english.map((url) => url.loc).sort()).toEqual(
    products.map((product) => `${intl}/en/products/${product.slug_en}`).sort(),
  );
  for (const product of products) {
    const alternates = {
      it: `${it}/products/${product.slug_it}`,
      en: `${intl}/en/products/${product.slug_en}`,
      'x-default': `${it}/products/${product.slug_it}`,
    };
    const listed = italian.find((url) => url.loc === alternates.it);
    expect(listed?.alternates).toEqual(alternates);
    expect(english.find((url) => url.loc === alternates.en)?.alternates).toEqual(alternates);
    // Never before the product existed.
    expect(new Date(listed?.lastmod ?? 0).getTime()).toBeGreaterThanOrEqual(
      Math.floor(product.created_at.getTime() / 1000) * 1000,
    );
  }
});

test('the pages sitemap lists the home, the shop pages and every content page in both languages', async () => {
  const texts = await shop.database.db
    .selectFrom('content_page_texts')
    .select(['page_id', 'locale'])
    .execute();
  expect(texts.length).toBeGreaterThan(0);
  const { it, intl } = shop.config.storeOrigins;

  const italian = (await sitemapOf('it', 'pages')).map((url) => url.loc);
  const english = (await sitemapOf('en', 'pages')).map((url) => url.loc);

  for (const { page_id: id, locale } of texts) {
    if (locale === 'it') expect(italian).toContain(`${it}/pages/${id}`);
    else expect(english).toContain(`${intl}/en/pages/${id}`);
  }
  for (const path of ['/', '/pages/career', '/pages/newsletter', '/pages/storelocator']) {
    expect(italian).toContain(new URL(path, it).href);
  }
  for (const path of [
    '/en',
    '/en/pages/career',
    '/en/pages/newsletter',
    '/en/pages/storelocator',
  ]) {
    expect(english).toContain(new URL(path, intl).href);
  }
  // Private and transactional pages are no part of it.
  expect(
    [...italian, ...english].filter((loc) => /\/(cart|account|login|checkout)/.test(loc)),
  ).toEqual([]);
});

test('the categories sitemap lists every category, nested paths included, with hreflang', async () => {
  const italian = await sitemapOf('it', 'categories');
  const english = await sitemapOf('en', 'categories');
  const count = await shop.database.db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();

  expect(italian).toHaveLength(Number(count.count));
  expect(english).toHaveLength(Number(count.count));
  const { it, intl } = shop.config.storeOrigins;
  const men = italian.find((url) => url.loc === `${it}/categories/Uomo`);
  expect(men?.alternates).toEqual({
    it: `${it}/categories/Uomo`,
    en: `${intl}/en/categories/Men`,
    'x-default': `${it}/categories/Uomo`,
  });
  expect(men?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  expect(english.some((url) => url.loc.startsWith(`${intl}/en/categories/Men/`))).toBe(true);
});
