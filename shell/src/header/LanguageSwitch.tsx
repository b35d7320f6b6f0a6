import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';

/** The same path in the other language. */
export function otherLocalePath(pathname: string, locale: Locale): string {
  if (locale === 'en') return pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return `/en${pathname === '/' ? '' : pathname}`;
}

export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname, search } = useLocation();
  const other = locale === 'it' ? 'en' : 'it';
  return (
    <Link
      to={`${otherLocalePath(pathname, locale)}${search}`}
      hrefLang={other}
      lang={other}
      className="header__language"
    >
      {t('header.switchTo')}
    </Link>
  );
}
