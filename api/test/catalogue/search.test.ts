import {
  searchQueryKey,
  type SearchResponse,
  type SearchSuggestionsResponse,
} from '@shop/shared/contracts';
import { searchParamsFromSearch } from '@shop/shared/catalogue';
import { testAppForFile } from '../helpers/build-test-app';
import { getPageHtml } from '../helpers/page-html';

const shop = testAppForFile();

async function search(query: string): Promise<SearchResponse> {
  const response = await shop.app.inject({ url: `/api/search?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResponse>();
}

const ids = (body: SearchResponse) => body.items.map((item) => item.id).sort();

test('a misspelt query finds shirts: "camica" finds the Camicie', async () => {
  const shirts = await shop.database.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select('p.sku')
    .where('c.code', 'in', ['men-shirts', 'women-shirts'])
    .execute();
  const body = await search('q=camica&lang=it');
  expect(body.total).toBeGreaterThanOrEqual(shirts.length);
  const found = new Set(body.items.map((item) => item.id));
  for (const shirt of shirts.slice(0, 10)) expect(found).toContain(shirt.sku);
});

test('"maglione", "Maglione" and an accented "maglióne" give the same results', async () => {
  const plain = await search('q=maglione&lang=it');
  expect(plain.total).toBeGreaterThan(0);
  expect(ids(await search('q=Maglione&lang=it'))).toEqual(ids(plain));
  expect(ids(await search(`q=${encodeURIComponent('maglióne')}&lang=it`))).toEqual(ids(plain));
});

test('every word must match: a colour narrows a garment', async () => {
  const all = await search('q=camicia&lang=it');
  const blue = await search('q=camicia%20blu&lang=it');
  expect(blue.total).toBeLessThan(all.total);
  for (const item of blue.items) {
    const text = [item.name, ...item.colours.map((colour) => colour.name)].join(' ');
    expect(text).toMatch(/blu/i);
  }
});

test('English words search the English texts', async () => {
  const body = await search('q=shirt&lang=en');
  expect(body.total).toBeGreaterThan(0);
  expect(body.items[0]?.name.toLowerCase()).toContain('shirt');
});

test('search results take a listing’s filters and sorts', async () => {
  const body = await search('q=camicia&lang=it&sort=price-asc');
  const prices = body.items.map((item) => item.price.cents);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(body.params).toMatchObject({ q: 'camicia', sort: 'price-asc' });
  expect(body.facets.sizes.length).toBeGreaterThan(0);
});

test('nothing found is an empty answer, not an error', async () => {
  const body = await search('q=zzzzqqqq&lang=it');
  expect(body.total).toBe(0);
  expect(body.items).toEqual([]);
});

test.each([
  ['q=', 'Devi inserire almeno 3 caratteri'],
  ['q=%20%20', 'Devi inserire almeno 3 caratteri'],
  ['q=ab', 'Devi inserire almeno 3 caratteri'],
  ['', 'Devi inserire almeno 3 caratteri'],
  [`q=${'a'.repeat(101)}`, 'Puoi inserire al massimo 100 caratteri'],
  ['q=camicia&sort=newest-first', 'Valore non valido per il parametro «sort»'],
])('a bad query (%s) answers 400: %s', async (query, message) => {
  const response = await shop.app.inject({ url: `/api/search?lang=it&${query}` });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message });
});

test('a query with LIKE wildcards or quotes matches them literally', async () => {
  for (const q of ['%%%', "'; drop table products; --", '___']) {
    const response = await shop.app.inject({
      url: `/api/search?lang=it&q=${encodeURIComponent(q)}`,
    });
    expect([200, 400]).toContain(response.statusCode);
  }
  expect((await search('q=%25%25%25%25cam&lang=it')).total).toBeGreaterThanOrEqual(0);
});

test('suggestions: matching categories first, then products with their picture', async () => {
  const response = await shop.app.inject({ url: '/api/search/suggestions?q=camic&lang=it' });
  expect(response.statusCode).toBe(200);
  const body = response.json<SearchSuggestionsResponse>();
  expect(body.q).toBe('camic');
  expect(body.suggestions[0]).toEqual({
    kind: 'category',
    label: 'Uomo · Camicie',
    path: 'Uomo/Camicie',
  });
  const product = body.suggestions.find((suggestion) => suggestion.kind === 'product');
  expect(product).toMatchObject({ kind: 'product', image: { width: 1600, height: 2133 } });
  expect(body.suggestions.length).toBeLessThanOrEqual(8);
});

test('suggestions refuse a query under 3 characters', async () => {
  const response = await shop.app.inject({ url: '/api/search/suggestions?q=ca&lang=en' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'Please enter at least 3 characters' });
});

describe('the results page the server writes', () => {
  test('inlines the results the URL asks for, as the API answers them, in each language', async () => {
    for (const [url, locale, host] of [
      ['/cerca?q=camica&sort=price-asc', 'it', 'shop.example.it'],
      ['/en/search?q=shirt', 'en', 'shop.example.com'],
    ] as const) {
      const page = await getPageHtml(shop, url, host);
      expect(page.status).toBe(200);
      const query = page.pageData().queries.find(({ queryKey }) => queryKey[0] === 'search');
      const params = searchParamsFromSearch(new URL(url, 'http://shop.test').search);
      expect(query?.queryKey).toEqual(searchQueryKey(locale, params));
      const api = await search(
        `${new URL(url, 'http://shop.test').search.slice(1)}&lang=${locale}`,
      );
      expect(query?.data).toEqual(api);
    }
  });

  test('a query too short to search inlines nothing and is still a page', async () => {
    const page = await getPageHtml(shop, '/cerca?q=ab');
    expect(page.status).toBe(200);
    expect(page.pageData().queries.some(({ queryKey }) => queryKey[0] === 'search')).toBe(false);
  });
});
