import type { ContentPage, InlinePageData } from '@shop/shared/contracts';
import { PAGE_DATA_ELEMENT_ID } from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const storeOrigins = { it: 'https://shop.example.it', intl: 'https://shop.example.com' };

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ storeOrigins });
});
afterAll(() => shop.close());

async function getPage(url: string, host = 'shop.example.it') {
  const response = await shop.app.inject({ url, headers: { host } });
  const html = response.body;
  const attribute = (selector: RegExp) => selector.exec(html)?.[1];
  return {
    status: response.statusCode,
    lang: attribute(/<html lang="([^"]*)"/),
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    hreflang: (lang: string) =>
      attribute(new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]*)"`)),
    jsonLd: attribute(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/),
    pageData: () =>
      JSON.parse(
        attribute(
          new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`),
        ) ?? 'null',
      ) as InlinePageData,
  };
}

describe('the HTML of a content page, from the same data the page reads', () => {
  it('writes the English FAQ title, description, canonical, hreflang and JSON-LD', async () => {
    const page = await getPage('/en/pages/faq', 'shop.example.com');

    expect(page.status).toBe(200);
    expect(page.lang).toBe('en');
    expect(page.title).toBe('FAQ: orders, shipping and payments | Aurelia');
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
    expect((inline?.data as ContentPage).title).toBe('Resi');
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

  it.each(['/pages/xyz', '/en/pages/xyz', '/pages/FAQ', '/pages/faq/more', '/pages/faq%27--'])(
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
