import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNotFound, Spinner, type RemoteRouteProps } from '@shop/shared';
import { CartPage } from '../cart/CartPage';
import { CHECKOUT_NAMESPACE, registerCheckoutTexts } from '../i18n';

registerCheckoutTexts();

// Each checkout step is a chunk of its own, fetched when the shopper reaches it: the cart page
// carries none of them, and formik and yup come only with the steps that have a form.
const PersonalInfoPage = lazy(() =>
  import('../personal-info/PersonalInfoPage').then((m) => ({ default: m.PersonalInfoPage })),
);
const PaymentPage = lazy(() =>
  import('../payment/PaymentPage').then((m) => ({ default: m.PaymentPage })),
);
const ReviewPage = lazy(() =>
  import('../review/ReviewPage').then((m) => ({ default: m.ReviewPage })),
);
const SuccessPage = lazy(() =>
  import('../result/SuccessPage').then((m) => ({ default: m.SuccessPage })),
);
const PaymentErrorPage = lazy(() =>
  import('../result/PaymentErrorPage').then((m) => ({ default: m.PaymentErrorPage })),
);

/** Pages of the checkout team. */
export default function CheckoutRoutes(props: RemoteRouteProps<'mf_checkout'>) {
  const { locale, localePrefix } = props;
  switch (props.page) {
    case 'cart':
      return <CartPage {...props} />;
    case 'checkout':
    case 'checkout-registration-login':
      return (
        <Step>
          <PersonalInfoPage locale={locale} localePrefix={localePrefix} />
        </Step>
      );
    case 'checkout-payment':
      return (
        <Step>
          <PaymentPage locale={locale} localePrefix={localePrefix} />
        </Step>
      );
    case 'checkout-review':
      return (
        <Step>
          <ReviewPage locale={locale} localePrefix={localePrefix} />
        </Step>
      );
    case 'checkout-success':
      return (
        <Step>
          <SuccessPage locale={locale} localePrefix={localePrefix} />
        </Step>
      );
    case 'checkout-error':
      return (
        <Step>
          <PaymentErrorPage locale={locale} localePrefix={localePrefix} />
        </Step>
      );
    default:
      // A page of this team that is not built yet: the shell shows its 404 page.
      return <PageNotFound locale={props.locale} />;
  }
}

function Step({ children }: { children: ReactNode }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <Suspense
      fallback={
        <div className="shop-page checkout-page checkout-page--loading">
          <Spinner label={t('checkout.loading')} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
