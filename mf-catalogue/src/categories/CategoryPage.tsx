import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
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
import { listingQuery } from '../listing/listing-query';
import { ListingResults } from '../listing/ListingResults';
import { useListingParams } from '../listing/use-listing-params';

export function CategoryPage({ locale, localePrefix }: RemoteRouteProps<'mf_catalogue'>) {
  const { '*': path = '' } = useParams();
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const categories = useCategories(locale);
  const { search, hash } = useLocation();

  if (categories.isPending) return <Spinner label={t('category.loading')} />;
  if (categories.isError) return <p role="alert">{t('category.error')}</p>;

  const trail = findCategoryTrail(categories.data.categories, path);
  const category = trail?.at(-1);
  if (!trail || !category) return <PageNotFound locale={locale} />;
  // One spelling per category (the URL policy): "/categories/uomo" is replaced by the category's
  // own path, as the server answers it with a 301.
  if (path !== category.path) {
    return <Navigate replace to={`${localePrefix}/categories/${category.path}${search}${hash}`} />;
  }
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
      <ListingResults
        listing={listing}
        params={params}
        update={update}
        pageHref={pageHref}
        locale={locale}
        localePrefix={localePrefix}
        emptyMessage={t('listing.empty')}
      />
    </div>
  );
}
