import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
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
import { CATALOGUE_NAMESPACE } from '../i18n';

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
    <CategoryView trail={trail} category={category} locale={locale} localePrefix={localePrefix} />
  );
}

function CategoryView({
  trail,
  category,
  locale,
  localePrefix,
}: {
  trail: CategoryNode[];
  category: CategoryNode;
  locale: Locale;
  localePrefix: string;
}) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  usePageMeta(categoryHead(trail, locale));

  const categoryUrl = (categoryPath: string) => `${localePrefix}/categories/${categoryPath}`;
  return (
    <div className="category-page">
      <nav aria-label={t('category.breadcrumb')}>
        <ol className="category-page__breadcrumb">
          <li>
            <Link to={localePrefix || '/'}>{t('category.home')}</Link>
          </li>
          {trail.map((node) => (
            <li key={node.id}>
              {node === category ? (
                <span aria-current="page">{node.name}</span>
              ) : (
                <Link to={categoryUrl(node.path)}>{node.name}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1>{category.name}</h1>
      {category.children.length > 0 && (
        <section aria-labelledby="subcategories-title">
          <h2 id="subcategories-title">{t('category.subcategories')}</h2>
          <ul className="category-page__children">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={categoryUrl(child.path)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
