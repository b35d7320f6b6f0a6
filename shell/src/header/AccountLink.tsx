import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBusState } from '@shop/shared';
import { SHELL_NAMESPACE } from '../i18n';

/** Account for a signed-in customer (with their initial), otherwise sign in; guests sign in too. */
export function AccountLink({ localePrefix }: { localePrefix: string }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const auth = useBusState('account:auth');
  const isCustomer = Boolean(auth?.isLoggedIn && !auth.isGuest);
  const initial = auth?.firstName?.trim().charAt(0).toUpperCase();

  return isCustomer ? (
    <Link
      to={`${localePrefix}/account`}
      className="header__account shop-tap-target"
      aria-label={t('header.account')}
    >
      {/* On phones only the initial shows; the link keeps its name (its aria-label). */}
      <span className={initial ? 'header__account-label' : undefined} aria-hidden="true">
        {t('header.account')}
      </span>
      {initial && (
        <span className="header__badge" aria-hidden="true">
          {initial}
        </span>
      )}
    </Link>
  ) : (
    <Link to={`${localePrefix}/login`} className="header__account shop-tap-target">
      {t('header.login')}
    </Link>
  );
}
