import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePrefix, useCategories, type Locale } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';

export function MainNav({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const categories = useCategories(locale);
  const prefix = localePrefix(locale);

  return (
    <nav className="main-nav" aria-label={t('header.mainNav')}>
      <ul className="main-nav__list">
        {categories.data?.categories.map((root) => (
          <li key={root.id} className="main-nav__item">
            <NavLink to={`${prefix}/categories/${root.path}`}>{root.name}</NavLink>
            {root.children.length > 0 && (
              <ul className="main-nav__children">
                {root.children.map((child) => (
                  <li key={child.id}>
                    <NavLink to={`${prefix}/categories/${child.path}`}>{child.name}</NavLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
