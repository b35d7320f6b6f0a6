import { QueryClient } from '@tanstack/react-query';
import { readInlinePageData, seedQueryCache } from './inline-page-data';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = 'shop-page-data';
    script.type = 'application/json';
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('inline page data', () => {
  it('puts what the server inlined in the cache under the same keys, so nothing is fetched', () => {
    const data = {
      queries: [{ queryKey: ['settings', 'it'], data: { globalMessages: ['Ciao'] } }],
    };
    const client = new QueryClient();
    seedQueryCache(client, readInlinePageData(pageWith(JSON.stringify(data))));
    expect(client.getQueryData(['settings', 'it'])).toEqual({ globalMessages: ['Ciao'] });
    expect(client.getQueryState(['settings', 'it'])?.status).toBe('success');
  });

  it.each([
    ['no element', null],
    ['the unfilled placeholder', '__SHOP_PAGE_DATA__'],
    ['broken JSON', '{"queries": ['],
    ['another shape', '{"queries": [{"key": 1}]}'],
    ['a list', '[1, 2]'],
  ])('gives no data for %s', (_case, text) => {
    expect(readInlinePageData(pageWith(text))).toEqual({ queries: [] });
  });
});
