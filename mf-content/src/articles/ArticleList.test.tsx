import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { articleListQuery, createQueryClient } from '@shop/shared';
import { mockApi } from '@shop/shared/test/mock-api';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerContentTexts } from '../i18n';
import { ArticleList } from './ArticleList';
import { NEWS_PAGE_2 } from './fixtures';

beforeAll(registerContentTexts);

const renderList = (route: string, queryClient = createQueryClient()) =>
  renderWithShop(
    <Routes>
      <Route path="/en/blog" element={<ArticleList locale="en" kind="blog" />} />
    </Routes>,
    { route, locale: 'en', queryClient },
  );

describe('ArticleList', () => {
  it('shows the page of news the URL asks for, with links to the pages around it', async () => {
    const api = mockApi({});
    const queryClient = createQueryClient();
    queryClient.setQueryData(articleListQuery('en', 'blog', 2).queryKey, NEWS_PAGE_2);
    const { bus } = renderList('/en/blog?page=2', queryClient);

    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Post number 4', 'Post number 3', 'Post number 2']);
    expect(screen.getByRole('link', { name: 'Post number 4' })).toHaveAttribute(
      'href',
      '/en/blog/post-4',
    );
    const paging = screen.getByRole('navigation', { name: 'Pages' });
    expect(paging).toHaveTextContent('Page 2 of 3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/blog');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/en/blog?page=3',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
    expect(api).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(bus.getSnapshot('shell:page-meta')).toMatchObject({
        path: '/en/blog',
        title: 'News - page 2',
        alternates: { it: '/blog', en: '/en/blog' },
      }),
    );
  });

  it('asks the API for the first page when nothing is inlined', async () => {
    const api = mockApi({ 'GET /api/articles/blog': { body: { ...NEWS_PAGE_2, page: 1 } } });
    renderList('/en/blog');

    expect(await screen.findByRole('link', { name: 'Post number 3' })).toBeVisible();
    expect(api.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/articles/blog?lang=en&page=1',
    ]);
  });

  it('reports a page number that is not one as not found without asking the API', async () => {
    const api = mockApi({});
    const { bus } = renderList('/en/blog?page=two');

    await waitFor(() => expect(bus.getSnapshot('shell:page-meta')?.notFound).toBe(true));
    expect(api).not.toHaveBeenCalled();
  });
});
