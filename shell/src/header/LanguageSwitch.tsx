import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBusState, type Locale, type PageMeta } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';

/** The same path in the other language, by swapping the `/en` prefix. */
export function otherLocalePath(pathname: string, locale: Locale): string {
  if (locale === 'en') return pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  return `/en${pathname === '/' ? '' : pathname}`;
}

/** The page in `target`: the alternate its remote published (localized paths and slugs), or the swapped prefix. */
export function pathInLocale(
  pathname: string,
  locale: Locale,
  target: Locale,
  meta: PageMeta | undefined,
): string {
  const alternate = meta?.path === pathname ? meta.alternates?.[target] : undefined;
  return alternate ?? (locale === target ? pathname : otherLocalePath(pathname, locale));
}

export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname, search } = useLocation();
  const meta = useBusState('shell:page-meta');
  const other = locale === 'it' ? 'en' : 'it';
  return (
    <Link
      to={`${pathInLocale(pathname, locale, other, meta)}${search}`}
      hrefLang={other}
      lang={other}
      className="header__language"
    >
      {t('header.switchTo')}
    </Link>
  );
}
