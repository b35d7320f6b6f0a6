import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog, localePrefix, useCategories, type Locale } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { LineIcon } from '../icons/LineIcon';
import { LanguageSwitch } from './LanguageSwitch';

/** Spec §9: the desktop menu shows from 984 px; below, this menu. */
export const DESKTOP_MENU_MIN_WIDTH_PX = 984;

function MobileMenuPanel({ locale, onClose }: { locale: Locale; onClose: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const categories = useCategories(locale);
  const prefix = localePrefix(locale);

  return (
    <Dialog
      title={t('header.menu')}
      open
      onClose={onClose}
      placement="left"
      id="mobile-menu"
      className="mobile-menu"
    >
      <LanguageSwitch locale={locale} className="mobile-menu__language shop-tap-target" />
      <nav aria-label={t('header.mainNav')}>
        <ul className="mobile-menu__list">
          {categories.data?.categories.map((root) => (
            <li key={root.id}>
              <Link to={`${prefix}/categories/${root.path}`} className="mobile-menu__root">
                {root.name}
              </Link>
              {root.children.length > 0 && (
                <ul>
                  {root.children.map((child) => (
                    <li key={child.id}>
                      <Link to={`${prefix}/categories/${child.path}`}>{child.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
          <li>
            <Link to={`${prefix}/pages/faq`}>{t('header.help')}</Link>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}

/** The menu button of small screens and the panel it opens: the kit's Dialog along the left edge. */
export function MobileMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="mobile-menu__root-container">
      <button
        type="button"
        className="header__menu-button shop-tap-target"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t('header.menu')}
        onClick={() => setOpen(true)}
      >
        <LineIcon strokeWidth={1.8}>
          <path d="M3 6h18M3 12h18M3 18h18" />
        </LineIcon>
        <span className="header__menu-label" aria-hidden="true">
          {t('header.menu')}
        </span>
      </button>
      {open && <MobileMenuPanel locale={locale} onClose={() => setOpen(false)} />}
    </div>
  );
}
