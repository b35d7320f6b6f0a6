import type { ContentPage } from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { getPageHtml } from '../helpers/page-html';

const storeOrigins = { it: 'https://shop.example.it', intl: 'https://shop.example.com' };

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ storeOrigins });
});
afterAll(() => shop.close());

const getPage = (url: string, host?: string) => getPageHtml(shop, url, host);

describe('the HTML of a content page, from the same data the page reads', () => {
  it('writes the English FAQ title, description, canonical, hreflang and JSON-LD', async () => {
    const page = await getPage('/en/pages/faq', 'shop.example.com');

    expect(page.status).toBe(200);
    expect(page.lang).toBe('en');
    expect(page.title).toBe('FAQ: orders, shipping, returns and payments | Aurelia');
    expect(page.description).toMatch(/Mon-Fri 8:30-17:30/);
    expect(page.canonical).toBe('https://shop.example.com/en/pages/faq');
    expect(page.hreflang('it')).toBe('https://shop.example.it/pages/faq');
    expect(page.hreflang('en')).toBe('https://shop.example.com/en/pages/faq');
    expect(page.jsonLd).toContain('"@type":"FAQPage"');
  });

  it('inlines the page under the key the page reads, so it paints without asking the API', async () => {
    const { queries } = (await getPage('/pages/returns')).pageData();
    const inline = queries.find((query) => query.queryKey[0] === 'content-page');

    expect(inline?.queryKey).toEqual(['content-page', 'it', 'returns']);
    expect((inline?.data as ContentPage).title).toBe('Resi e rimborsi');
  });

  it('sends the misspelt terms link to the terms page with 301, keeping the query', async () => {
    const english = await shop.app.inject({
      url: '/en/pages/terms-condtions?from=footer',
      headers: { host: 'shop.example.com' },
    });
    expect(english.statusCode).toBe(301);
    expect(english.headers.location).toBe('/en/pages/terms-conditions?from=footer');

    const page = await getPage('/pages/terms-conditions');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Termini e condizioni di vendita | Aurelia');
    expect(page.hreflang('en')).toBe('https://shop.example.com/en/pages/terms-conditions');
  });

  it('answers /pages/FAQ with a permanent redirect to /pages/faq: ids are lower case', async () => {
    const response = await shop.app.inject({ url: '/pages/FAQ' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/pages/faq');
  });

  it.each(['/pages/xyz', '/en/pages/xyz', '/pages/faq/more', '/pages/faq%27--'])(
    'answers %s with 404 and no page data of its own',
    async (path) => {
      const page = await getPage(path);
      expect(page.status).toBe(404);
      expect(
        page.pageData().queries.filter((query) => query.queryKey[0] === 'content-page'),
      ).toEqual([]);
    },
  );
});
