import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import type { Article, ArticleKind, ArticleListPage } from '../contracts/articles';
import type { Locale } from '../contracts/locale';
import { articleListQueryKey, articleQueryKey } from '../contracts/query-keys';
import { retryUnlessRefused } from './content-page-query';

/**
 * A page of the articles of `kind` in `locale`, from `GET /api/articles/:kind`. The server inlines
 * the page its URL asks for (the home: the first of news and care guide) under this key.
 */
export const articleListQuery = (locale: Locale, kind: ArticleKind, page: number) =>
  queryOptions({
    queryKey: articleListQueryKey(locale, kind, page),
    queryFn: ({ signal }) =>
      apiClient.get<ArticleListPage>(`/articles/${kind}`, {
        query: { lang: locale, page: String(page) },
        signal,
      }),
    retry: retryUnlessRefused,
  });

/** The article of `kind` whose slug in `locale` is `slug`, from `GET /api/articles/:kind/:slug`. */
export const articleQuery = (locale: Locale, kind: ArticleKind, slug: string) =>
  queryOptions({
    queryKey: articleQueryKey(locale, kind, slug),
    queryFn: ({ signal }) =>
      apiClient.get<Article>(`/articles/${kind}/${encodeURIComponent(slug)}`, {
        query: { lang: locale },
        signal,
      }),
    retry: retryUnlessRefused,
  });
