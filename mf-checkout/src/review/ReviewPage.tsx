import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  formatPrice,
  isApiError,
  Spinner,
  usePageMeta,
  type CartResponse,
  type Locale,
  type PlaceOrderRequest,
} from '@shop/shared';
import { OrderLines, OrderTotals } from '@shop/shared/orders';
import {
  failureMessage,
  newIdempotencyKey,
  placeOrder,
  sessionQuery,
  shippingMethodsQuery,
} from '../checkout/checkout-api';
import { useCheckoutDraft, type CheckoutDraft } from '../checkout/checkout-draft';
import { CheckoutStepFrame, WithCart, type CheckoutPageProps } from '../checkout/CheckoutFrame';
import { checkoutPath } from '../checkout/checkout-paths';
import { orderTotalCents } from '../checkout/order-total';
import { assignLocation, followNextStep } from '../checkout/next-step';
import { useCartGuard } from '../checkout/use-cart-guard';
import { fetchCart } from '../cart/cart-slice';
import { useCartDispatch } from '../cart/use-cart';
import { CouponField } from '../coupon/CouponField';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { useShippingInSummary } from '../summary/summary-shipping';
import { AddressSummary } from './AddressSummary';

export interface ReviewPageProps extends CheckoutPageProps {
  /** How the browser leaves for a payment provider's page; tests pass their own. */
  assign?: (url: string) => void;
}

/**
 * Review (`/checkout/review`): everything the shopper chose, the total with the chosen shipping,
 * and Pay. One press of Pay is one order: the button holds while the request is out, and the
 * request carries an `Idempotency-Key` made once per submission (sent again unchanged if the
 * network failed), so the server makes one order even if it is asked twice.
 */
export function ReviewPage({ store, ...props }: ReviewPageProps) {
  return (
    <WithCart store={store}>
      <Review {...props} />
    </WithCart>
  );
}

function Review({ locale, assign = assignLocation }: Omit<ReviewPageProps, 'store'>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  usePageMeta({
    title: t('checkout.review.title'),
    alternates: { it: '/checkout/review', en: '/en/checkout/review' },
  });
  const [placed, setPlaced] = useState(false);
  const { cart } = useCartGuard(locale, placed);
  const session = useQuery(sessionQuery());
  const { draft, ready } = useCheckoutDraft();
  const email = draft.email ?? session.data?.userData?.email;

  let body;
  if (!cart || !ready || session.isPending) {
    body = <Spinner label={t('checkout.loading')} />;
  } else if (
    !email ||
    !draft.shippingAddress ||
    !draft.shippingMethod ||
    !draft.paymentMethod ||
    (draft.paymentMethod.id === 'card' && !draft.card)
  ) {
    body = <Incomplete locale={locale} />;
  } else {
    body = (
      <ReviewBody
        locale={locale}
        cart={cart}
        draft={draft}
        email={email}
        assign={assign}
        onPlaced={() => setPlaced(true)}
      />
    );
  }
  return (
    <CheckoutStepFrame locale={locale} steps={['review']} title={t('checkout.review.title')}>
      {body}
    </CheckoutStepFrame>
  );
}

function Incomplete({ locale }: { locale: Locale }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <div className="checkout-panel">
      <p>{t('checkout.review.incomplete')}</p>
      <Link
        className="shop-button shop-button--primary"
        to={checkoutPath('checkout-payment', locale)}
      >
        {t('steps.shipping')}
      </Link>
    </div>
  );
}

interface ReviewBodyProps {
  locale: Locale;
  cart: CartResponse;
  draft: CheckoutDraft;
  email: string;
  assign: (url: string) => void;
  onPlaced: () => void;
}

function ReviewBody({ locale, cart, draft, email, assign, onPlaced }: ReviewBodyProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const navigate = useNavigate();
  const dispatch = useCartDispatch();
  const shippingAddress = draft.shippingAddress;
  const chosen = draft.shippingMethod;
  const paymentMethod = draft.paymentMethod;
  // The shipping price is asked again: the cart may have changed since it was chosen.
  const methods = useQuery(shippingMethodsQuery(shippingAddress?.country ?? '', locale));
  const method = methods.data?.methods.find((candidate) => candidate.id === chosen?.id);
  useShippingInSummary(method);
  const [message, setMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const price = (cents: number) => formatPrice(cents, locale);

  if (!shippingAddress || !chosen || !paymentMethod) return null;
  if (methods.isPending) return <Spinner label={t('checkout.loading')} />;
  if (methods.isError || !method) {
    return (
      <div className="checkout-panel">
        <p role="alert" className="shop-message shop-message--error">
          {methods.isError
            ? failureMessage(methods.error, locale)
            : t('checkout.review.methodGone')}
        </p>
        <Link
          className="shop-button shop-button--primary"
          to={checkoutPath('checkout-payment', locale)}
        >
          {t('steps.shipping')}
        </Link>
      </div>
    );
  }

  const totalCents = orderTotalCents(cart, method.priceCents);

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setMessage(null);
    const request: PlaceOrderRequest = {
      email,
      shippingAddress,
      billingAddress: draft.billingAddress ?? null,
      ...(draft.invoice ? { invoice: draft.invoice } : {}),
      shippingMethodId: method.id,
      paymentMethodId: paymentMethod.id,
      ...(paymentMethod.id === 'card' && draft.card ? { cardToken: draft.card.token } : {}),
      totalCents,
      language: locale,
    };
    const body = JSON.stringify(request);
    // One key per submission: the same request sent again after a network failure keeps it.
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    try {
      const answer = await placeOrder(request, attempt.current.key);
      attempt.current = null;
      onPlaced();
      // The success and error pages forget the draft: the order holds it all now.
      followNextStep(answer, locale, { navigate: (path) => void navigate(path), assign });
    } catch (error) {
      if (!(isApiError(error) && error.isNetworkError)) attempt.current = null;
      setMessage(failureMessage(error, locale));
      // A refused total: the cart or a price changed; show the new one.
      if (isApiError(error) && error.status === 409) {
        void dispatch(fetchCart({ locale }));
        void methods.refetch();
      }
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <div className="checkout-review">
      <section className="checkout-panel" aria-labelledby="review-contact">
        <h2 id="review-contact">{t('checkout.review.contact')}</h2>
        <p>{email}</p>
      </section>
      <section className="checkout-panel" aria-labelledby="review-items">
        <h2 id="review-items">{t('checkout.review.items')}</h2>
        <OrderLines items={cart.items} locale={locale} />
      </section>
      <section className="checkout-panel" aria-labelledby="review-addresses">
        <h2 id="review-addresses">{t('checkout.review.addresses')}</h2>
        <div className="checkout-review__columns">
          <div>
            <h3>{t('checkout.review.shippingAddress')}</h3>
            <AddressSummary address={shippingAddress} />
          </div>
          <div>
            <h3>{t('checkout.review.billingAddress')}</h3>
            {draft.billingAddress ? (
              <AddressSummary address={draft.billingAddress} />
            ) : (
              <p>{t('checkout.review.sameAsShipping')}</p>
            )}
          </div>
          {draft.invoice && (
            <div>
              <h3>{t('checkout.review.invoice')}</h3>
              <p>
                {[
                  draft.invoice.companyName,
                  draft.invoice.vatNumber,
                  draft.invoice.sdiCode,
                  draft.invoice.pec,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          )}
        </div>
        <Link className="checkout-inline-link" to={checkoutPath('checkout-payment', locale)}>
          {t('checkout.edit')}
        </Link>
      </section>
      <section className="checkout-panel" aria-labelledby="review-methods">
        <h2 id="review-methods">{t('checkout.review.methods')}</h2>
        <h3>{t('checkout.review.shippingMethod')}</h3>
        <p>
          {method.label} —{' '}
          {method.priceCents === 0 ? t('checkout.payment.free') : price(method.priceCents)}
        </p>
        <h3>{t('checkout.review.paymentMethod')}</h3>
        <p>
          {paymentMethod.label}
          {paymentMethod.id === 'card' && draft.card ? ` (${draft.card.display})` : ''}
        </p>
      </section>
      <section className="checkout-panel" aria-labelledby="review-total">
        <h2 id="review-total">{t('checkout.review.total')}</h2>
        <CouponField locale={locale} />
        <OrderTotals
          amounts={{
            subtotalCents: cart.subtotalCents,
            discountCents: cart.discountCents,
            shippingCents: method.priceCents,
            totalCents,
          }}
          locale={locale}
        />
        <p role="alert" className="shop-message shop-message--error">
          {message}
        </p>
        <button
          type="button"
          className="shop-button shop-button--primary checkout-pay"
          aria-disabled={paying || undefined}
          onClick={() => void pay()}
        >
          {paying
            ? t('checkout.review.paying')
            : t('checkout.review.pay', { amount: price(totalCents) })}
        </button>
      </section>
    </div>
  );
}
