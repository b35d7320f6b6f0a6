import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePrefix, useCategories, type Locale } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';
import { LineIcon } from '../icons/LineIcon';
import { useEscapeKey } from '../modal/use-escape-key';
import { useFocusTrap } from '../modal/use-focus-trap';
import { LanguageSwitch } from './LanguageSwitch';

/** Spec §9: the desktop menu shows from 984 px; below, this menu. */
export const DESKTOP_MENU_MIN_WIDTH_PX = 984;

function MobileMenuPanel({ locale, onClose }: { locale: Locale; onClose: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const panelRef = useRef<HTMLDivElement>(null);
  const categories = useCategories(locale);
  const prefix = localePrefix(locale);
  useFocusTrap(panelRef);
  useEscapeKey(onClose);

  return (
    <div className="mobile-menu__backdrop">
      <div
        ref={panelRef}
        id="mobile-menu"
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu')}
        tabIndex={-1}
      >
        <div className="mobile-menu__top">
          <button type="button" className="mobile-menu__close" onClick={onClose}>
            {t('header.closeMenu')}
          </button>
          <LanguageSwitch locale={locale} className="mobile-menu__language" />
        </div>
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
      </div>
    </div>
  );
}

/** The menu button of small screens and the panel it opens (focus kept inside, Escape closes). */
export function MobileMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="mobile-menu__root-container">
      <button
        type="button"
        className="header__menu-button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <LineIcon strokeWidth={1.8}>
          <path d="M3 6h18M3 12h18M3 18h18" />
        </LineIcon>
        <span className="header__menu-label">{t('header.menu')}</span>
      </button>
      {open && <MobileMenuPanel locale={locale} onClose={() => setOpen(false)} />}
    </div>
  );
}
