import { PageNotFound, type RemoteRouteProps } from '@shop/shared';
import { CartPage } from '../cart/CartPage';
import { registerCheckoutTexts } from '../i18n';

registerCheckoutTexts();

/** Pages of the checkout team. */
export default function CheckoutRoutes(props: RemoteRouteProps<'mf_checkout'>) {
  switch (props.page) {
    case 'cart':
      return <CartPage {...props} />;
    default:
      // A page of this team that is not built yet: the shell shows its 404 page.
      return <PageNotFound locale={props.locale} />;
  }
}
