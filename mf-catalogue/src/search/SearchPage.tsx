import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  routeById,
  routePath,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  SEARCH_SORTS,
  usePageMeta,
  validationMessages,
  type RemoteRouteProps,
} from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { ListingResults } from '../listing/ListingResults';
import { useSearchResultsParams } from '../listing/use-listing-params';
import { boundedQuery } from './bounded-query';
import { SearchBox } from './SearchBox';
import { searchResultsQuery } from './search-query';
import './search.css';

/** `/cerca?q=…` (`/en/search?q=…`): the products matching the query, with a listing's filters. */
export function SearchPage({ locale, localePrefix }: RemoteRouteProps<'mf_catalogue'>) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const { params: inUrl, update, pageHref } = useSearchResultsParams();
  // An address may carry more than the field takes: search its start, and say so.
  const { q, shortened } = boundedQuery(inUrl.q);
  const params = { ...inUrl, q };
  const searchable = params.q.length >= SEARCH_QUERY_MIN_LENGTH;
  const results = useQuery({ ...searchResultsQuery(locale, params), enabled: searchable });
  const route = routeById('search');
  const query = params.q ? `?${new URLSearchParams({ q: params.q })}` : '';
  usePageMeta({
    title: searchable ? t('search.titleFor', { q: params.q }) : t('search.title'),
    alternates: {
      it: `${routePath(route, 'it')}${query}`,
      en: `${routePath(route, 'en')}${query}`,
    },
  });

  return (
    <div className="search-page">
      <h1>{searchable ? t('search.titleFor', { q: params.q }) : t('search.title')}</h1>
      <div className="search-page__form">
        <SearchBox
          key={params.q}
          locale={locale}
          localePrefix={localePrefix}
          initialQuery={params.q}
        />
      </div>
      {shortened && (
        <p role="status" className="search-page__note">
          {t('search.shortened', { max: SEARCH_QUERY_MAX_LENGTH })}
        </p>
      )}
      {!searchable ? (
        params.q && <p role="alert">{validationMessages[locale].minChars3}</p>
      ) : (
        <ListingResults
          listing={results}
          params={params}
          update={update}
          pageHref={pageHref}
          sorts={SEARCH_SORTS}
          locale={locale}
          localePrefix={localePrefix}
          emptyMessage={t('search.empty', { q: params.q })}
        />
      )}
    </div>
  );
}
