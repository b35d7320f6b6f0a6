import { PageNotFound, type RemoteRouteProps } from '@shop/shared';
import { AccountPage } from '../account/AccountPage';
import { AddressesPage } from '../addresses/AddressesPage';
import { registerAccountTexts } from '../i18n';
import { LoginPage } from '../login/LoginPage';
import { LostPasswordPage } from '../lost-password/LostPasswordPage';
import { OrderPage } from '../orders/OrderPage';
import { OrdersPage } from '../orders/OrdersPage';
import { AccountDeletedPage } from '../privacy/AccountDeletedPage';
import { DeleteAccountPage } from '../privacy/DeleteAccountPage';
import { RegisterPage } from '../register/RegisterPage';
import { ResetPasswordPage } from '../reset-password/ResetPasswordPage';

registerAccountTexts();

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
      return <OrdersPage {...props} />;
    case 'account-order':
      return <OrderPage {...props} />;
    case 'account-delete':
      return <DeleteAccountPage {...props} />;
    case 'account-deleted':
      return <AccountDeletedPage {...props} />;
    default:
      // A page of this team that is not built yet: the shell shows its 404 page.
      return <PageNotFound locale={props.locale} />;
  }
}
