import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  articleListPath,
  articleListQuery,
  matchShopPath,
  PageNotFound,
  routeHead,
  usePageMeta,
  type ArticleKind,
  type ArticleListPage,
  type Locale,
} from '@shop/shared';
import { CONTENT_NAMESPACE } from '../i18n';
import { Loaded } from '../loading/Loaded';
import { loadStateOf } from '../loading/load-state';
import { ArticleCards } from './ArticleCards';

/** `?page=`: a whole number from 1, or null for anything else (which names no page). */
function pageOf(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/**
 * `/blog`, `/curadelcapo` (`/en/careguide`), `/brand`: a section's articles, newest first, a page
 * at a time (`?page=2`, plain links with rel prev/next). A page past the last is the 404 page.
 */
export function ArticleList({ locale, kind }: { locale: Locale; kind: ArticleKind }) {
  const [search] = useSearchParams();
  const page = pageOf(search.get('page'));
  if (page === null) return <PageNotFound locale={locale} />;
  return <LoadedList locale={locale} kind={kind} page={page} />;
}

function LoadedList({ locale, kind, page }: { locale: Locale; kind: ArticleKind; page: number }) {
  const state = loadStateOf(useQuery(articleListQuery(locale, kind, page)));
  return (
    <Loaded locale={locale} state={state}>
      {(list) => <ListPage list={list} />}
    </Loaded>
  );
}

function ListPage({ list }: { list: ArticleListPage }) {
  const { kind, locale, page, pageCount } = list;
  const { t } = useTranslation(CONTENT_NAMESPACE, { lng: locale });
  const { pathname } = useLocation();
  const route = matchShopPath(pathname);
  const title = t(`articles.${kind}.title`);
  usePageMeta({
    ...(route && routeHead(route)),
    title: page > 1 ? t('articles.pageTitle', { title, page }) : title,
    description: t(`articles.${kind}.intro`),
  });
  return (
    <div className="articles">
      <h1>{title}</h1>
      <p className="articles__intro">{t(`articles.${kind}.intro`)}</p>
      {list.items.length === 0 ? (
        <p>{t('articles.empty')}</p>
      ) : (
        <ArticleCards articles={list.items} headingLevel={2} />
      )}
      {pageCount > 1 && (
        <nav className="articles__paging" aria-label={t('articles.paging')}>
          {page > 1 && (
            <Link rel="prev" to={articleListPath(kind, locale, page - 1)}>
              {t('articles.previous')}
            </Link>
          )}
          <span>{t('articles.pageOf', { page, count: pageCount })}</span>
          {page < pageCount && (
            <Link rel="next" to={articleListPath(kind, locale, page + 1)}>
              {t('articles.next')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
