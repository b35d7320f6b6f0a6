import { PageNotFound, type RemoteRouteProps } from '@shop/shared';
import { registerAccountTexts } from '../i18n';
import { LoginPage } from '../login/LoginPage';

registerAccountTexts();

/** Pages of the account team. */
export default function AccountRoutes(props: RemoteRouteProps<'mf_account'>) {
  switch (props.page) {
    case 'login':
      return <LoginPage {...props} />;
    default:
      // A page of this team that is not built yet: the shell shows its 404 page.
      return <PageNotFound locale={props.locale} />;
  }
}
