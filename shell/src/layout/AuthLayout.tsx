import type { MouseEvent } from 'react';
import { shallowEqual } from 'react-redux';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localePrefix, type Locale } from '@shop/shared';
import { useAppSelector } from '../app/hooks';
import { selectPrevStep } from '../app-state/appSlice';
import { CartToast } from '../cart-toast/CartToast';
import { SlimFooter } from '../footer/SlimFooter';
import { useAuthSummary } from '../guards/use-auth-summary';
import { AfterHydration } from '../hydration/AfterHydration';
import { SHELL_NAMESPACE } from '../i18n';
import { LineIcon } from '../icons/LineIcon';
import { slimHeaderBack } from './slim-header-back';

/** Login and checkout: a slim header (back, logo, account or secure-payments note) and footer. */
export function AuthLayout({ locale }: { locale: Locale }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const prefix = localePrefix(locale);
  const previous = useAppSelector(selectPrevStep, shallowEqual);
  const auth = useAuthSummary();
  const location = useLocation();
  const navigate = useNavigate();
  const back = slimHeaderBack({
    pathname: location.pathname,
    locale,
    prevStep: previous.path,
    prevStepLabel: previous.label,
  });
  // "default" is the key of the tab's first page here: with no page of the shop before it, the
  // link's own target is used instead of leaving the shop through the history.
  const canGoBack = back.preferHistory && location.key !== 'default';
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!canGoBack || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <div className="layout layout--auth">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="slim-header">
        <Link to={back.to} className="slim-header__back" onClick={goBack}>
          <span aria-hidden="true">←</span>{' '}
          {back.label ?? (back.toShop ? t('authLayout.toShop') : t('authLayout.back'))}
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
            {/* Drawn, not the emoji: a phone without an emoji font would show an empty box. */}
            <LineIcon size={16} strokeWidth={2}>
              <rect x="5" y="11" width="14" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </LineIcon>{' '}
            {t('authLayout.securePayments')}
          </p>
        )}
      </header>
      <main id="main" className="layout__main" tabIndex={-1}>
        <AfterHydration>
          <Outlet />
        </AfterHydration>
      </main>
      <SlimFooter />
      <AfterHydration>
        <CartToast locale={locale} />
      </AfterHydration>
    </div>
  );
}
