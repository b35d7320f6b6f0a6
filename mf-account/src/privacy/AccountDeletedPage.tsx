import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@shop/shared';
import { accountDeleted } from '../auth/auth-slice';
import { getAuthStore } from '../auth/auth-store';
import { ACCOUNT_NAMESPACE } from '../i18n';
import type { AccountPageProps } from '../login/LoginPage';
import '../forms/forms.css';

/** The history state the delete page leaves for this one once the account is gone. */
export interface AccountDeletedState {
  accountDeleted: true;
}

const cameFromDeletion = (state: unknown) =>
  typeof state === 'object' && state !== null && 'accountDeleted' in state;

/**
 * `/account/deleted`: the confirmation after a deletion. The route has no guard, so the shopper is
 * logged out only here, once this page shows: logged out on the delete page, the shell's guard
 * would have sent them to login before the router reached this one. It says only what any visitor
 * may read.
 */
export function AccountDeletedPage({ localePrefix, store = getAuthStore() }: AccountPageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { state } = useLocation();
  const deletedNow = cameFromDeletion(state);
  usePageMeta({
    title: t('accountDeleted.title'),
    alternates: { it: '/account/deleted', en: '/en/account/deleted' },
  });
  useEffect(() => {
    if (deletedNow) store.dispatch(accountDeleted());
  }, [deletedNow, store]);
  return (
    <div className="shop-page account-page account-deleted-page">
      <h1>{t('accountDeleted.title')}</h1>
      <p role="status" className="shop-message shop-message--success">
        {t('accountDeleted.message')}
      </p>
      <p className="account-inline-link">
        <Link to={localePrefix || '/'}>{t('accountDeleted.home')}</Link>
      </p>
    </div>
  );
}
