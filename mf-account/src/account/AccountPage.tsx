import { Provider } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEventBus, usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { getAuthStore } from '../auth/auth-store';
import { useAuthSelector } from '../auth/use-auth';
import { ACCOUNT_NAMESPACE } from '../i18n';
import type { AccountPageProps } from '../login/LoginPage';
import { accountDataHref } from '../privacy/account-data-link';
import '../forms/forms.css';

export function AccountPage({ store = getAuthStore(), ...props }: AccountPageProps) {
  return (
    <Provider store={store}>
      <AccountView {...props} />
    </Provider>
  );
}

/**
 * `/account`: the customer's name, shortcuts to their profile, orders and addresses, their data (download,
 * delete the account), and logout.
 */
function AccountView({ localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const bus = useEventBus();
  const user = useAuthSelector((state) => state.auth.userData);
  usePageMeta({ title: t('account.title'), alternates: { it: '/account', en: '/en/account' } });
  const fullName = [user?.name, user?.lastName].filter(Boolean).join(' ');

  return (
    <div className="shop-page account-page account-overview">
      <h1>{t('account.title')}</h1>
      {fullName && (
        <p className="account-overview__greeting">{t('account.greeting', { name: fullName })}</p>
      )}
      {user?.email && <p>{user.email}</p>}
      <nav aria-label={t('account.shortcuts')}>
        <ul className="account-links">
          <li>
            <Link to={`${localePrefix}/account/profile`}>{t('account.profile')}</Link>
          </li>
          <li>
            <Link to={`${localePrefix}/account/orders`}>{t('account.orders')}</Link>
          </li>
          <li>
            <Link to={`${localePrefix}/account/addresses`}>{t('account.addresses')}</Link>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="account-privacy">
        <h2 id="account-privacy">{t('account.privacy')}</h2>
        <ul className="account-links">
          <li>
            <a href={accountDataHref} download>
              {t('account.downloadData')}
            </a>
          </li>
          <li>
            <Link to={`${localePrefix}/account/delete`}>{t('account.deleteAccount')}</Link>
          </li>
        </ul>
      </section>
      {/* The auth service carries out the command; the route guard then sends the visitor to login. */}
      <button
        type="button"
        className="shop-button"
        onClick={() => bus.publish('account:log-out', {})}
      >
        {t('account.logout')}
      </button>
    </div>
  );
}
