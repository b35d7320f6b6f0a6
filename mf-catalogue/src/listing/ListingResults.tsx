import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListingParams, Locale, ProductListing, SearchParams, SearchSort } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { ProductGrid, ProductGridSkeleton } from '../tiles/ProductGrid';
import { ActiveFilters } from './ActiveFilters';
import { ListingError } from './ListingError';
import type { ListingFilterValues } from './listing-filter-values';
import { ListingFilters } from './ListingFilters';
import { Pagination } from './Pagination';
import { SortSelect } from './SortSelect';
import './listing.css';

interface ListingResultsProps<S extends SearchSort> {
  listing: UseQueryResult<ProductListing<ListingParams | SearchParams>, unknown>;
  params: ListingFilterValues & { sort: S; page: number };
  update: (change: Partial<ListingFilterValues & { sort: S }>) => void;
  pageHref: (page: number) => string;
  sorts?: readonly S[];
  locale: Locale;
  localePrefix: string;
  /** What to say when nothing is listed and no filter is ticked. */
  emptyMessage: ReactNode;
}

/**
 * A listing's filters, sort, count, products and pages, with its loading, error and empty states:
 * a category's page and the search results show the same.
 */
export function ListingResults<S extends SearchSort>({
  listing,
  params,
  update,
  pageHref,
  sorts,
  locale,
  localePrefix,
  emptyMessage,
}: ListingResultsProps<S>) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(params.page);

  // Another page of results: bring the shopper (and a screen reader's focus) to its top.
  useEffect(() => {
    if (shownPage.current === params.page) return;
    shownPage.current = params.page;
    resultsRef.current?.focus();
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [params.page]);

  const hasFilters =
    params.sizes.length > 0 ||
    params.colours.length > 0 ||
    params.priceMin !== null ||
    params.priceMax !== null;
  const data = listing.data;

  return (
    <div className="listing">
      <div className="listing__toolbar">
        {data ? (
          <ListingFilters facets={data.facets} params={params} locale={locale} onChange={update} />
        ) : (
          <div className="listing-filters listing-filters--placeholder" aria-hidden="true" />
        )}
        <SortSelect value={params.sort} onChange={(sort) => update({ sort })} sorts={sorts} />
      </div>
      {data && (
        <ActiveFilters facets={data.facets} params={params} locale={locale} onChange={update} />
      )}
      <h2 className="listing__count" ref={resultsRef} tabIndex={-1} aria-live="polite">
        {data ? t('listing.count', { count: data.total }) : '\u00a0'}
      </h2>

      {listing.isPending ? (
        <ProductGridSkeleton label={t('listing.loading')} />
      ) : listing.isError && !data ? (
        <ListingError
          error={listing.error}
          retry={() => void listing.refetch({ cancelRefetch: false })}
        />
      ) : data && data.items.length > 0 ? (
        <>
          <ProductGrid
            products={data.items}
            locale={locale}
            localePrefix={localePrefix}
            busy={listing.isPlaceholderData}
            colours={params.colours}
          />
          <Pagination page={data.page} pageCount={data.pageCount} hrefFor={pageHref} />
        </>
      ) : (
        <div className="listing__empty">
          <p>{hasFilters ? t('listing.emptyFiltered') : emptyMessage}</p>
          {hasFilters && (
            <button
              type="button"
              onClick={() => update({ sizes: [], colours: [], priceMin: null, priceMax: null })}
            >
              {t('listing.clearFilters')}
            </button>
          )}
          {!hasFilters && params.page > 1 && (
            <Link to={pageHref(1)}>{t('listing.pageNumber', { page: 1 })}</Link>
          )}
        </div>
      )}
    </div>
  );
}
