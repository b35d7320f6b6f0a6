import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toSafeShopPath, type Locale } from '@shop/shared';
import { usePageLanguages } from '../page-data/page-languages';
import { SHELL_NAMESPACE } from '../i18n';
import { pageAddressInLocale } from '../routing/page-in-locale';

/** The current page in the other language; a crafted current path leads to that language's home. */
export function LanguageSwitch({
  locale,
  className = 'header__language shop-tap-target',
}: {
  locale: Locale;
  className?: string;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname, search } = useLocation();
  const meta = usePageLanguages();
  const other = locale === 'it' ? 'en' : 'it';
  return (
    <Link
      to={toSafeShopPath(pageAddressInLocale(pathname, search, other, meta), other)}
      hrefLang={other}
      lang={other}
      className={className}
    >
      {t('header.switchTo')}
    </Link>
  );
}
