import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  categoryHead,
  findCategoryTrail,
  PageNotFound,
  Spinner,
  useCategories,
  usePageMeta,
  type CategoryNode,
  type Locale,
  type RemoteRouteProps,
} from '@shop/shared';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { CATALOGUE_NAMESPACE } from '../i18n';
import { ActiveFilters } from '../listing/ActiveFilters';
import { listingQuery } from '../listing/listing-query';
import { ListingFilters } from '../listing/ListingFilters';
import { Pagination } from '../listing/Pagination';
import { SortSelect } from '../listing/SortSelect';
import { useListingParams } from '../listing/use-listing-params';
import { ProductGrid, ProductGridSkeleton } from '../tiles/ProductGrid';
import '../listing/listing.css';

export function CategoryPage({ locale, localePrefix }: RemoteRouteProps<'mf_catalogue'>) {
  const { '*': path = '' } = useParams();
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const categories = useCategories(locale);

  if (categories.isPending) return <Spinner label={t('category.loading')} />;
  if (categories.isError) return <p role="alert">{t('category.error')}</p>;

  const trail = findCategoryTrail(categories.data.categories, path);
  const category = trail?.at(-1);
  if (!trail || !category) return <PageNotFound locale={locale} />;
  return (
    <CategoryView
      key={category.id}
      trail={trail}
      category={category}
      locale={locale}
      localePrefix={localePrefix}
    />
  );
}

interface CategoryViewProps {
  trail: CategoryNode[];
  category: CategoryNode;
  locale: Locale;
  localePrefix: string;
}

function CategoryView({ trail, category, locale, localePrefix }: CategoryViewProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  usePageMeta(categoryHead(trail, locale));
  const { params, update, pageHref } = useListingParams();
  const listing = useQuery(listingQuery(locale, category.path, params));
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
    <div className="category-page">
      <Breadcrumbs trail={trail} localePrefix={localePrefix} />
      <h1 className="category-page__title">{category.name}</h1>
      {category.children.length > 0 && (
        <nav aria-label={t('category.subcategories')}>
          <ul className="category-page__children">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={`${localePrefix}/categories/${child.path}`}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="listing">
        <div className="listing__toolbar">
          {data ? (
            <ListingFilters
              facets={data.facets}
              params={params}
              locale={locale}
              onChange={update}
            />
          ) : (
            <div className="listing-filters listing-filters--placeholder" aria-hidden="true" />
          )}
          <SortSelect value={params.sort} onChange={(sort) => update({ sort })} />
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
          <div role="alert" className="listing__error">
            <p>{t('listing.error')}</p>
            <button type="button" onClick={() => void listing.refetch({ cancelRefetch: false })}>
              {t('listing.retry')}
            </button>
          </div>
        ) : data && data.items.length > 0 ? (
          <>
            <ProductGrid
              products={data.items}
              locale={locale}
              localePrefix={localePrefix}
              busy={listing.isPlaceholderData}
            />
            <Pagination page={data.page} pageCount={data.pageCount} hrefFor={pageHref} />
          </>
        ) : (
          <div className="listing__empty">
            <p>{t(hasFilters ? 'listing.emptyFiltered' : 'listing.empty')}</p>
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
    </div>
  );
}
