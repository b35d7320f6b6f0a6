import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CategoryCrumb } from '@shop/shared';
import { CATALOGUE_NAMESPACE } from '../i18n';
import './breadcrumbs.css';

interface BreadcrumbsProps {
  trail: readonly Pick<CategoryCrumb, 'id' | 'name' | 'path'>[];
  localePrefix: string;
  /** The page itself when it is not the trail's last category (a product's name). */
  current?: string;
}

/** Home, then the categories down to this page; the last item is the page itself. */
export function Breadcrumbs({ trail, localePrefix, current }: BreadcrumbsProps) {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const lastCrumb = current === undefined ? trail.at(-1) : undefined;
  return (
    <nav aria-label={t('breadcrumb.label')} className="breadcrumbs">
      <ol>
        <li>
          <Link to={localePrefix || '/'}>{t('breadcrumb.home')}</Link>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.id}>
            {crumb === lastCrumb ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={`${localePrefix}/categories/${crumb.path}`}>{crumb.name}</Link>
            )}
          </li>
        ))}
        {current !== undefined && (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
