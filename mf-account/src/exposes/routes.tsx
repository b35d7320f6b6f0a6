import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNotFound, Spinner, type RemoteRouteProps } from '@shop/shared';
import { AccountPage } from '../account/AccountPage';
import { AddressesPage } from '../addresses/AddressesPage';
import { ACCOUNT_NAMESPACE, registerAccountTexts } from '../i18n';
import { LoginPage } from '../login/LoginPage';
import { LostPasswordPage } from '../lost-password/LostPasswordPage';
import { AccountDeletedPage } from '../privacy/AccountDeletedPage';
import { DeleteAccountPage } from '../privacy/DeleteAccountPage';
import { RegisterPage } from '../register/RegisterPage';
import { ResetPasswordPage } from '../reset-password/ResetPasswordPage';

registerAccountTexts();

// The orders pages are chunks of their own, fetched when the customer opens them: login and the
// other account pages do not carry them (nor the order lines, reorder and withdrawal).
const OrdersPage = lazy(() =>
  import('../orders/OrdersPage').then((m) => ({ default: m.OrdersPage })),
);
const OrderPage = lazy(() => import('../orders/OrderPage').then((m) => ({ default: m.OrderPage })));

/** Pages of the account team. */
export default function AccountRoutes(props: RemoteRouteProps<'mf_account'>) {
  switch (props.page) {
    case 'login':
      return <LoginPage {...props} />;
    case 'register':
      return <RegisterPage {...props} />;
    case 'lost-password':
      return <LostPasswordPage {...props} />;
    case 'reset-password':
      return <ResetPasswordPage {...props} />;
    case 'account':
      return <AccountPage {...props} />;
    case 'account-addresses':
      return <AddressesPage {...props} />;
    case 'account-orders':
      return (
        <Later>
          <OrdersPage {...props} />
        </Later>
      );
    case 'account-order':
      return (
        <Later>
          <OrderPage {...props} />
        </Later>
      );
    case 'account-delete':
      return <DeleteAccountPage {...props} />;
    case 'account-deleted':
      return <AccountDeletedPage {...props} />;
    default:
      // A page of this team that is not built yet: the shell shows its 404 page.
      return <PageNotFound locale={props.locale} />;
  }
}

/** A page whose chunk is on its way: a spinner in the page's place. */
function Later({ children }: { children: ReactNode }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <Suspense
      fallback={
        <div className="account-page">
          <Spinner label={t('common.loading')} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
