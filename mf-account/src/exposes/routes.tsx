import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNotFound, Spinner, type RemoteRouteProps } from '@shop/shared';
import { AccountPage } from '../account/AccountPage';
import { ACCOUNT_NAMESPACE, registerAccountTexts } from '../i18n';
import { AccountDeletedPage } from '../privacy/AccountDeletedPage';

registerAccountTexts();

// Every page with a form, and the orders pages, is a chunk of its own, fetched when the shopper
// opens it: the form and validation libraries (formik, yup) then load only on pages with a form,
// and the overview and the orders pages do not carry them.
const LoginPage = lazy(() => import('../login/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../register/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const LostPasswordPage = lazy(() =>
  import('../lost-password/LostPasswordPage').then((m) => ({ default: m.LostPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../reset-password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const AddressesPage = lazy(() =>
  import('../addresses/AddressesPage').then((m) => ({ default: m.AddressesPage })),
);
const ProfilePage = lazy(() =>
  import('../profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const DeleteAccountPage = lazy(() =>
  import('../privacy/DeleteAccountPage').then((m) => ({ default: m.DeleteAccountPage })),
);
const OrdersPage = lazy(() =>
  import('../orders/OrdersPage').then((m) => ({ default: m.OrdersPage })),
);
const OrderPage = lazy(() => import('../orders/OrderPage').then((m) => ({ default: m.OrderPage })));
const ReceiptPage = lazy(() =>
  import('../receipt/ReceiptPage').then((m) => ({ default: m.ReceiptPage })),
);

/** Pages of the account team. */
export default function AccountRoutes(props: RemoteRouteProps<'mf_account'>) {
  switch (props.page) {
    case 'login':
      return (
        <Later>
          <LoginPage {...props} />
        </Later>
      );
    case 'register':
      return (
        <Later>
          <RegisterPage {...props} />
        </Later>
      );
    case 'lost-password':
      return (
        <Later>
          <LostPasswordPage {...props} />
        </Later>
      );
    case 'reset-password':
      return (
        <Later>
          <ResetPasswordPage {...props} />
        </Later>
      );
    case 'account':
      return <AccountPage {...props} />;
    case 'account-addresses':
      return (
        <Later>
          <AddressesPage {...props} />
        </Later>
      );
    case 'account-profile':
      return (
        <Later>
          <ProfilePage {...props} />
        </Later>
      );
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
    case 'order-receipt':
      return (
        <Later>
          <ReceiptPage {...props} />
        </Later>
      );
    case 'account-delete':
      return (
        <Later>
          <DeleteAccountPage {...props} />
        </Later>
      );
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
        <div className="shop-page account-page">
          <Spinner label={t('common.loading')} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
