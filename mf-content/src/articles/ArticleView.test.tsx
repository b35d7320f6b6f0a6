import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { articleQuery, createQueryClient, type ArticleKind, type Locale } from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerContentTexts } from '../i18n';
import { ArticleView } from './ArticleView';
import { WOOL_IT } from './fixtures';

beforeAll(registerContentTexts);

const renderArticle = (
  route: string,
  { locale = 'it', kind = 'care-guide' }: { locale?: Locale; kind?: ArticleKind } = {},
  queryClient = createQueryClient({ queries: { retry: false } }),
) =>
  renderWithShop(
    <Routes>
      <Route path="/curadelcapo/:slug" element={<ArticleView locale={locale} kind={kind} />} />
      <Route path="/blog/:slug" element={<ArticleView locale={locale} kind="blog" />} />
    </Routes>,
    { route, locale, queryClient },
  );

const articleRequests = (api: jest.Mock) =>
  api.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/articles/'));

describe('ArticleView', () => {
  it('renders a care-guide page from inline data, with its headings, list and links', () => {
    const api = mockApi({});
    const queryClient = createQueryClient();
    queryClient.setQueryData(articleQuery('it', 'care-guide', 'lana').queryKey, WOOL_IT);
    renderArticle('/curadelcapo/lana', {}, queryClient);

    expect(screen.getByRole('heading', { level: 1, name: 'Come curare la lana' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Il lavaggio' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('30 °C').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'lino' })).toHaveAttribute('href', '/curadelcapo/lino');
    expect(screen.getByRole('link', { name: 'Cura del capo' })).toHaveAttribute(
      'href',
      '/curadelcapo',
    );
    expect(articleRequests(api)).toEqual([]);
  });

  it('tells the shell its English path with the English slug, for the language switch', async () => {
    mockApi({ 'GET /api/articles/care-guide/lana': { body: WOOL_IT } });
    const { bus } = renderArticle('/curadelcapo/lana');

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
        path: '/curadelcapo/lana',
        title: 'Come lavare e curare i capi di lana',
        alternates: { it: '/curadelcapo/lana', en: '/en/careguide/wool' },
        jsonLd: { '@type': 'Article' },
      }),
    );
  });

  it('reports a slug the API does not know as not found', async () => {
    const api = mockApi({
      'GET /api/articles/blog/nessun-post': {
        status: 404,
        body: { message: 'Pagina non trovata' },
      },
    });
    const { bus } = renderArticle('/blog/nessun-post', { kind: 'blog' });

    await waitFor(() => expect(bus.getSnapshot('shell:page-meta')?.notFound).toBe(true));
    expect(articleRequests(api)).toEqual(['/api/articles/blog/nessun-post?lang=it']);
  });

  it('reports a slug that cannot be one as not found without asking the API', async () => {
    const api = mockApi({});
    const { bus } = renderArticle('/blog/Nessun%20Post', { kind: 'blog' });

    await waitFor(() => expect(bus.getSnapshot('shell:page-meta')?.notFound).toBe(true));
    expect(articleRequests(api)).toEqual([]);
  });
});
