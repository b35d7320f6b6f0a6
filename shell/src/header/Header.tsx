import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePrefix, type Locale } from '@shop/shared';
import { CountryPicker } from '../country';
import { WidgetBoundary } from '../error-boundary/WidgetBoundary';
import { SHELL_NAMESPACE } from '../i18n';
import { AccountLink } from './AccountLink';
import { CartLink } from './CartLink';
import { WishlistLink } from './WishlistLink';
import { HeaderSearchPanel, HeaderSearchToggle } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { useHeaderSearch } from './use-header-search';

export function Header({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const prefix = localePrefix(locale);
  const search = useHeaderSearch();
  return (
    <header className="header">
      <MobileMenu locale={locale} />
      <Link to={prefix || '/'} className="header__logo" aria-label={t('header.home')}>
        AURELIA
      </Link>
      <MainNav locale={locale} />
      <WidgetBoundary name="search">
        <HeaderSearchPanel locale={locale} search={search} />
      </WidgetBoundary>
      <div className="header__tools">
        <HeaderSearchToggle search={search} />
        <Link to={`${prefix}/pages/faq`} className="shop-tap-target">
          {t('header.help')}
        </Link>
        <WidgetBoundary name="language switch">
          <LanguageSwitch locale={locale} />
        </WidgetBoundary>
        <WidgetBoundary name="country picker">
          <CountryPicker locale={locale} />
        </WidgetBoundary>
        <WidgetBoundary name="account link">
          <AccountLink localePrefix={prefix} />
        </WidgetBoundary>
        <WidgetBoundary name="wishlist link">
          <WishlistLink localePrefix={prefix} />
        </WidgetBoundary>
        <WidgetBoundary name="cart badge">
          <CartLink localePrefix={prefix} />
        </WidgetBoundary>
      </div>
    </header>
  );
}
