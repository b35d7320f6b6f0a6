import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  errorMessage,
  formatPrice,
  isApiError,
  Spinner,
  usePageMeta,
  type Locale,
  type Order,
  type PaymentMethodId,
} from '@shop/shared';
import {
  failureMessage,
  newIdempotencyKey,
  orderPaymentMethodsQuery,
  retryPayment,
  tokenizeCard,
} from '../checkout/checkout-api';
import { RadioGroupField } from '@shop/shared/forms';
import { WithCart, type CheckoutPageProps } from '../checkout/CheckoutFrame';
import { assignLocation, followNextStep } from '../checkout/next-step';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { CardFields } from '../payment/CardFields';
import { cardTokenRequestOf, EMPTY_CARD, type CardValues } from '../payment/payment-form';
import { retryErrors } from '../payment/payment-rules';
import { FocusFirstError, LiveAfterSubmit, useLiveValidation } from '../payment/FocusFirstError';
import { UnpaidOrderActions, UnpaidOrderHeading } from '../pending-order/UnpaidOrder';
import { OrderSummary } from './OrderSummary';
import { useOrder } from './use-order';
import './result.css';

export interface PaymentErrorPageProps extends CheckoutPageProps {
  /** How the browser leaves for a payment provider's page; tests pass their own. */
  assign?: (url: string) => void;
}

/**
 * `/checkout/error/{orderId}`: the payment failed (spec §8's text) and the shopper may pay the
 * same order again (`POST /api/checkout/orders/{id}/pay`), with the same or another method.
 */
export function PaymentErrorPage({ store, ...props }: PaymentErrorPageProps) {
  return (
    <WithCart store={store}>
      <PaymentError {...props} />
    </WithCart>
  );
}

function PaymentError({ locale, assign = assignLocation }: Omit<PaymentErrorPageProps, 'store'>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  usePageMeta({ title: t('checkout.failure.title') });
  const { order, access } = useOrder(locale);

  let body;
  if (order.isPending) body = <Spinner label={t('checkout.loading')} />;
  else if (order.isError)
    body = (
      <p role="alert" className="shop-message shop-message--error">
        {failureMessage(order.error, locale)}
      </p>
    );
  else
    body = (
      <>
        <UnpaidOrderActions order={order.data} access={access} locale={locale}>
          <p className="checkout-lead">
            {t('checkout.failure.order', {
              orderId: order.data.orderId,
              amount: formatPrice(order.data.totalCents, locale),
            })}
          </p>
          <RetryForm order={order.data} access={access} locale={locale} assign={assign} />
        </UnpaidOrderActions>
        <OrderSummary order={order.data} locale={locale} />
      </>
    );
  return (
    <div className="shop-page checkout-page checkout-result">
      <UnpaidOrderHeading order={order.data}>
        <h1>{t('checkout.failure.title')}</h1>
        <p className="shop-message shop-message--error checkout-message--static">
          {errorMessage('paymentFailed', locale)}
        </p>
      </UnpaidOrderHeading>
      {body}
    </div>
  );
}

interface RetryValues {
  paymentMethodId: string;
  card: CardValues;
}

function RetryForm({
  order,
  access,
  locale,
  assign,
}: {
  order: Order;
  access: string | null;
  locale: Locale;
  assign: (url: string) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const navigate = useNavigate();
  const methods = useQuery(orderPaymentMethodsQuery(order.orderId, access, locale));
  const [message, setMessage] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const live = useLiveValidation();

  const submit = async (values: RetryValues) => {
    // One press is one attempt: a second submit while the first is out does nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    setMessage(null);
    const paymentMethodId = values.paymentMethodId as PaymentMethodId;
    try {
      let cardToken: string | undefined;
      if (paymentMethodId === 'card') {
        const token = await tokenizeCard(cardTokenRequestOf(values.card, locale));
        cardToken = token.token;
      }
      const request = {
        paymentMethodId,
        ...(cardToken ? { cardToken } : {}),
        ...(access ? { accessToken: access } : {}),
        language: locale,
      };
      // The key is kept only to send the same request again after a network failure.
      const body = JSON.stringify(request);
      if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
      const answer = await retryPayment(order.orderId, request, attempt.current.key);
      attempt.current = null;
      if (answer.next.kind === 'failed') {
        setMessage(answer.next.message);
        inFlight.current = false;
      }
      // Otherwise the shopper is leaving for the success page or the provider's: nothing more
      // is sent from here.
      followNextStep(answer, locale, { navigate: (path) => void navigate(path), assign });
    } catch (error) {
      if (!(isApiError(error) && error.isNetworkError)) attempt.current = null;
      setMessage(failureMessage(error, locale));
      inFlight.current = false;
    }
  };

  const initialValues: RetryValues = {
    paymentMethodId: order.paymentMethod.id,
    card: EMPTY_CARD,
  };
  return (
    <section className="checkout-panel" aria-labelledby="checkout-retry">
      <h2 id="checkout-retry">{t('checkout.failure.retryTitle')}</h2>
      <Formik
        initialValues={initialValues}
        validate={(values) => retryErrors(values, locale)}
        onSubmit={submit}
        {...live.props}
      >
        {({ values, isSubmitting }) => (
          <Form id="checkout-retry-form" noValidate className="checkout-form">
            <FocusFirstError formId="checkout-retry-form" />
            <LiveAfterSubmit goLive={live.goLive} />
            <RadioGroupField
              className="checkout-methods"
              choiceClassName="checkout-method"
              name="paymentMethodId"
              legend={t('checkout.payment.paymentMethod')}
              options={(methods.data?.methods ?? []).map((method) => ({
                value: method.id,
                label: method.label,
                detail: method.description || undefined,
              }))}
              status={
                methods.isPending ? (
                  <Spinner label={t('checkout.loading')} size="small" />
                ) : methods.isError ? (
                  <p role="alert" className="shop-message shop-message--error">
                    {failureMessage(methods.error, locale)}
                  </p>
                ) : undefined
              }
            />
            {values.paymentMethodId === 'card' && <CardFields />}
            <p role="alert" className="shop-message shop-message--error">
              {message}
            </p>
            <button
              type="submit"
              className="shop-button shop-button--primary"
              aria-disabled={isSubmitting || undefined}
            >
              {isSubmitting ? t('checkout.failure.retrying') : t('checkout.failure.retry')}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
