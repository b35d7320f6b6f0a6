import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ApiError } from '../api-client';
import type { ContentPage } from '../contracts/content-page';
import { mockApi } from '../../test/mock-api';
import { renderWithShop } from '../../test/render-with-shop';
import { createQueryClient } from './query-client';
import { categoriesQueryKey } from '../contracts/query-keys';
import { categoriesQuery } from './use-categories';
import { contentPageQuery, retryUnlessRefused } from './content-page-query';
import { settingsQuery } from './settings-query';

const FAQ: ContentPage = {
  id: 'faq',
  locale: 'en',
  title: 'Frequently asked questions',
  body: ['How can I reach customer service? Monday to Friday, 8:30 to 17:30.'],
  seo: { metaTitle: 'FAQ', metaDescription: 'Answers.', keywords: [], shareImage: null },
  alternates: { it: '/pages/faq', en: '/en/pages/faq' },
};

function Title({ id }: { id: string }) {
  const page = useQuery(contentPageQuery('en', id));
  return <h1>{page.data?.title ?? '…'}</h1>;
}

describe('contentPageQuery', () => {
  it('keys a page by locale and the id of the URL', () => {
    expect(contentPageQuery('it', 'terms-condtions').queryKey).toEqual([
      'content-page',
      'it',
      'terms-condtions',
    ]);
  });

  it('asks GET /api/pages/:id in the locale, with the id encoded', async () => {
    const api = mockApi({ 'GET /api/pages/faq': { body: FAQ } });
    renderWithShop(<Title id="faq" />, { locale: 'en' });

    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(String(api.mock.calls[0]?.[0])).toBe('/api/pages/faq?lang=en');

    await expect(
      contentPageQuery('it', 'a/b?c').queryFn?.({
        signal: new AbortController().signal,
      } as never),
    ).rejects.toMatchObject({ status: 404 });
    expect(String(api.mock.calls[1]?.[0])).toBe('/api/pages/a%2Fb%3Fc?lang=it');
  });

  it('renders data the server inlined under the same key without a request', () => {
    const api = mockApi({});
    const client = createQueryClient();
    client.setQueryData(contentPageQuery('en', 'faq').queryKey, FAQ);

    render(
      <QueryClientProvider client={client}>
        <Title id="faq" />
      </QueryClientProvider>,
    );

    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
    client.clear();
  });
});

describe('retryUnlessRefused', () => {
  it('does not retry an answer that will not change', () => {
    expect(retryUnlessRefused(0, new ApiError(404, 'Page not found'))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(400, 'params/id must match'))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    for (const error of [new ApiError(500, 'x'), new ApiError(0, 'Network error'), new Error()]) {
      expect(retryUnlessRefused(0, error)).toBe(true);
      expect(retryUnlessRefused(1, error)).toBe(true);
      expect(retryUnlessRefused(2, error)).toBe(false);
    }
  });
});

describe('categoriesQuery and settingsQuery', () => {
  it('keep the keys their users already share', () => {
    expect(categoriesQuery('it').queryKey).toEqual(categoriesQueryKey('it'));
    expect(categoriesQuery('en').queryKey).toEqual(['categories', 'en']);
    expect(settingsQuery('en').queryKey).toEqual(['settings', 'en']);
  });

  it('ask their endpoints in the locale', async () => {
    const api = mockApi({
      'GET /api/settings': { body: { globalMessages: [] } },
      'GET /api/categories': { body: { locale: 'it', categories: [] } },
    });
    const signal = new AbortController().signal;
    await settingsQuery('en').queryFn?.({ signal } as never);
    await categoriesQuery('it').queryFn?.({ signal } as never);
    expect(api.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/settings?lang=en',
      '/api/categories?lang=it',
    ]);
  });
});
