import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta, type RemoteRouteProps } from '@shop/shared';
import { ACCOUNT_NAMESPACE } from '../i18n';
import '../forms/forms.css';

/**
 * `/account/deleted`: the confirmation after a deletion, for a shopper who is by then logged out
 * (the route has no guard). It says only what any visitor may read.
 */
export function AccountDeletedPage({ localePrefix }: RemoteRouteProps<'mf_account'>) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta({
    title: t('accountDeleted.title'),
    alternates: { it: '/account/deleted', en: '/en/account/deleted' },
  });
  return (
    <div className="account-page account-deleted-page">
      <h1>{t('accountDeleted.title')}</h1>
      <p role="status" className="account-message account-message--success">
        {t('accountDeleted.message')}
      </p>
      <p className="account-inline-link">
        <Link to={localePrefix || '/'}>{t('accountDeleted.home')}</Link>
      </p>
    </div>
  );
}
