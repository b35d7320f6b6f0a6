import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePrefix, type Locale } from '@shop/shared';
import { useAppSelector } from '../app/hooks';
import { selectPrevStep } from '../app-state/appSlice';
import { SlimFooter } from '../footer/SlimFooter';
import { useAuthSummary } from '../guards/use-auth-summary';
import { SHELL_NAMESPACE } from '../i18n';

/** Login and checkout: a slim header (back, logo, account or secure-payments note) and footer. */
export function AuthLayout({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const prefix = localePrefix(locale);
  const previous = useAppSelector(selectPrevStep);
  const auth = useAuthSummary();
  const backTo = previous.path === '/' ? prefix || '/' : previous.path;

  return (
    <div className="layout layout--auth">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="slim-header">
        <Link to={backTo} className="slim-header__back">
          <span aria-hidden="true">←</span> {previous.label || t('authLayout.back')}
        </Link>
        <Link to={prefix || '/'} className="header__logo" aria-label={t('header.home')}>
          AURELIA
        </Link>
        {auth.isLoggedIn && !auth.isGuest ? (
          <Link to={`${prefix}/account`} className="slim-header__account">
            {t('header.account')}
          </Link>
        ) : (
          <p className="slim-header__secure">
            <span aria-hidden="true">🔒</span> {t('authLayout.securePayments')}
          </p>
        )}
      </header>
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SlimFooter />
    </div>
  );
}
