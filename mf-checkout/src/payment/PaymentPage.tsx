import { useEffect, useRef, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  formatPrice,
  isDestinationCountryCode,
  Spinner,
  storeOfLocale,
  usePageMeta,
  type Locale,
  type PaymentMethod,
  type SavedAddress,
  type ShippingMethod,
} from '@shop/shared';
import {
  AddressFields,
  CheckboxField,
  RadioGroupField,
  TextField,
  type RadioGroupOption,
} from '@shop/shared/forms';
import { cleanInvoice } from '@shop/shared/validation';
import {
  failureMessage,
  fetchPaymentMethods,
  fetchShippingMethods,
  paymentMethodsQuery,
  savedAddressesQuery,
  sessionQuery,
  shippingMethodsQuery,
  tokenizeCard,
} from '../checkout/checkout-api';
import { updateDraft, useCheckoutDraft, type CheckoutDraft } from '../checkout/checkout-draft';
import { CheckoutStepFrame, WithCart, type CheckoutPageProps } from '../checkout/CheckoutFrame';
import { checkoutPath } from '../checkout/checkout-paths';
import { useCartGuard } from '../checkout/use-cart-guard';
import { CHECKOUT_NAMESPACE } from '../i18n';
import { useShippingInSummary } from '../summary/summary-shipping';
import { CardFields } from './CardFields';
import { FocusFirstError, LiveAfterSubmit, useLiveValidation } from './FocusFirstError';
import { OutsideItalyNote } from './OutsideItalyNote';
import { preloadPaymentRules, validatePayment } from './validate-payment';
import {
  addressValues,
  initialPaymentValues,
  toAddress,
  type PaymentFormValues,
  cardTokenRequestOf,
} from './payment-form';

const FORM_ID = 'checkout-payment-form';
/** The Italian store ships within Italy only (spec §9): its shipping address offers Italy alone. */
const ITALY_ONLY = ['IT'] as const;

/** The methods the form last showed, to store the chosen ones whole in the draft. */
interface ShownMethods {
  shipping: ShippingMethod[];
  payment: PaymentMethod[];
}

/**
 * The methods to choose from: those the form shows, or, when the shopper presses before they have
 * arrived (a reloaded step keeps its choices), asked for now, so the press is not lost.
 */
async function methodsOffered(
  country: string,
  shown: ShownMethods,
  locale: Locale,
): Promise<ShownMethods> {
  if (shown.shipping.length > 0 && shown.payment.length > 0) return shown;
  const [shipping, payment] = await Promise.all([
    fetchShippingMethods(country, locale),
    fetchPaymentMethods(country, locale),
  ]);
  return { shipping: shipping.methods, payment: payment.methods };
}

/**
 * Shipping and payment (`/checkout/payment`): the shipping address (a customer may pick a saved
 * one), billing the same or separate, a business's invoice data, the shipping method for the
 * destination, the payment method and, for a card, its details, which become a single-use token.
 */
export function PaymentPage({ store, ...props }: CheckoutPageProps) {
  return (
    <WithCart store={store}>
      <Payment {...props} />
    </WithCart>
  );
}

function Payment({ locale }: Omit<CheckoutPageProps, 'store'>) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  usePageMeta({
    title: t('checkout.payment.title'),
    alternates: { it: '/checkout/payment', en: '/en/checkout/payment' },
  });
  const { cart } = useCartGuard(locale);
  const session = useQuery(sessionQuery());
  const { draft, ready } = useCheckoutDraft();
  const navigate = useNavigate();
  const email = draft.email ?? session.data?.userData?.email;
  const customer = Boolean(session.data?.userData && !session.data.guest);

  // Without an e-mail (no guest session, nobody signed in) the personal info step comes first.
  const missingEmail = ready && session.isSuccess && !email;
  useEffect(() => {
    if (missingEmail) void navigate(checkoutPath('checkout', locale), { replace: true });
  }, [missingEmail, navigate, locale]);

  return (
    <CheckoutStepFrame
      locale={locale}
      steps={['shipping', 'payment']}
      title={t('checkout.payment.title')}
    >
      {!cart || !ready || !email ? (
        <Spinner label={t('checkout.loading')} />
      ) : (
        <PaymentForm locale={locale} draft={draft} email={email} customer={customer} />
      )}
    </CheckoutStepFrame>
  );
}

interface PaymentFormProps {
  locale: Locale;
  draft: CheckoutDraft;
  email: string;
  customer: boolean;
}

function PaymentForm({ locale, draft, email, customer }: PaymentFormProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const navigate = useNavigate();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const shown = useRef<ShownMethods>({ shipping: [], payment: [] });
  const inFlight = useRef(false);
  const live = useLiveValidation();
  const italianStore = storeOfLocale(locale) === 'it';

  const submit = async (values: PaymentFormValues, helpers: FormikHelpers<PaymentFormValues>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    // Once saved the shopper is on the way to the review: a second press tokenizes nothing more.
    const saved = await save(values, helpers).catch(() => false);
    if (!saved) inFlight.current = false;
  };

  const save = async (
    values: PaymentFormValues,
    helpers: FormikHelpers<PaymentFormValues>,
  ): Promise<boolean> => {
    setServerMessage(null);
    let offered: ShownMethods;
    try {
      offered = await methodsOffered(values.shipping.country, shown.current, locale);
    } catch (error) {
      setServerMessage(failureMessage(error, locale));
      return false;
    }
    const shippingMethod = offered.shipping.find((m) => m.id === values.shippingMethodId);
    const paymentMethod = offered.payment.find((m) => m.id === values.paymentMethodId);
    if (!shippingMethod || !paymentMethod) {
      setServerMessage(t('checkout.payment.methodsChanged'));
      return false;
    }
    let card: CheckoutDraft['card'];
    if (paymentMethod.id === 'card') {
      try {
        const answer = await tokenizeCard(cardTokenRequestOf(values.card, locale));
        card = { token: answer.token, display: answer.display };
      } catch (error) {
        setServerMessage(failureMessage(error, locale));
        return false;
      }
    }
    const shippingAddress = toAddress(values.shipping);
    const billingAddress = values.billingSame ? null : toAddress(values.billing);
    updateDraft({
      email,
      shippingAddress,
      billingAddress,
      invoice: values.wantsInvoice ? cleanInvoice(values.invoice) : null,
      shippingMethod,
      paymentMethod,
      card,
    });
    // The card's details stay on this page only.
    helpers.setFieldValue('card', { number: '', expiry: '', cvc: '', holder: '' }, false);
    void navigate(checkoutPath('checkout-review', locale));
    return true;
  };

  return (
    <Formik
      {...live.props}
      initialValues={initialPaymentValues(draft, locale)}
      validate={(values) => validatePayment(values, locale)}
      onSubmit={submit}
    >
      {({ values, isSubmitting }) => (
        <Form id={FORM_ID} noValidate className="checkout-form" onFocus={preloadPaymentRules}>
          <FocusFirstError formId={FORM_ID} />
          <LiveAfterSubmit goLive={live.goLive} />
          <section className="checkout-panel" aria-labelledby="checkout-shipping-address">
            <h2 id="checkout-shipping-address">{t('checkout.payment.shippingAddress')}</h2>
            {customer && <SavedAddresses locale={locale} italyOnly={italianStore} />}
            <AddressFields
              locale={locale}
              prefix="shipping."
              section="shipping"
              countries="destination"
              onlyCountries={italianStore ? ITALY_ONLY : undefined}
            />
            {italianStore && <OutsideItalyNote />}
            <CheckboxField name="billingSame" label={t('checkout.payment.billingSame')} />
            <CheckboxField name="wantsInvoice" label={t('checkout.payment.wantsInvoice')} />
          </section>
          {!values.billingSame && (
            <section className="checkout-panel" aria-labelledby="checkout-billing-address">
              <h2 id="checkout-billing-address">{t('checkout.payment.billingAddress')}</h2>
              <AddressFields
                locale={locale}
                prefix="billing."
                section="billing"
                countries="destination"
              />
            </section>
          )}
          {values.wantsInvoice && (
            <section className="checkout-panel" aria-labelledby="checkout-invoice">
              <h2 id="checkout-invoice">{t('checkout.payment.invoice')}</h2>
              <TextField
                name="invoice.companyName"
                label={t('checkout.payment.companyName')}
                autoComplete="organization"
              />
              <TextField name="invoice.vatNumber" label={t('checkout.payment.vatNumber')} />
              <TextField
                name="invoice.sdiCode"
                label={t('checkout.payment.sdiCode')}
                hint={t('checkout.payment.sdiHint')}
                autoCapitalize="characters"
              />
              <TextField name="invoice.pec" label={t('checkout.payment.pec')} type="email" />
            </section>
          )}
          <section className="checkout-panel">
            <ShippingMethods locale={locale} shown={shown.current} />
          </section>
          <section className="checkout-panel">
            <PaymentMethods locale={locale} shown={shown.current} />
            {values.paymentMethodId === 'card' && <CardFields />}
          </section>
          <p role="alert" className="shop-message shop-message--error">
            {serverMessage}
          </p>
          <button
            type="submit"
            className="shop-button shop-button--primary"
            aria-disabled={isSubmitting || undefined}
          >
            {isSubmitting ? t('checkout.payment.saving') : t('checkout.payment.toReview')}
          </button>
        </Form>
      )}
    </Formik>
  );
}

/**
 * A customer's saved addresses: one press fills the shipping address with one of them (on the
 * Italian store, which ships within Italy only, those in Italy).
 */
function SavedAddresses({ locale, italyOnly }: { locale: Locale; italyOnly: boolean }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const { setFieldValue } = useFormikContext<PaymentFormValues>();
  const saved = useQuery(savedAddressesQuery(locale));
  const addresses = (saved.data?.addresses ?? []).filter(
    (address) => !italyOnly || address.country === 'IT',
  );
  if (addresses.length === 0) return null;
  return (
    <div className="checkout-saved">
      <h3>{t('checkout.payment.savedAddresses')}</h3>
      <ul>
        {addresses.map((address: SavedAddress) => (
          <li key={address.id}>
            <span>
              {address.name} {address.lastName}, {address.streetAddress} {address.streetNumber},{' '}
              {address.postalCode} {address.city}
            </span>
            <button
              type="button"
              className="shop-button"
              aria-label={`${t('checkout.payment.useSaved')}: ${address.streetAddress} ${address.streetNumber}, ${address.city}`}
              onClick={() => void setFieldValue('shipping', addressValues(address))}
            >
              {t('checkout.payment.useSaved')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ShippingMethods({ locale, shown }: { locale: Locale; shown: ShownMethods }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const { values, setFieldValue } = useFormikContext<PaymentFormValues>();
  const country = values.shipping.country;
  const valid = isDestinationCountryCode(country);
  const query = useQuery({ ...shippingMethodsQuery(country, locale), enabled: valid });
  const methods = valid ? (query.data?.methods ?? []) : [];
  shown.shipping = methods;

  const chosen = values.shippingMethodId;
  useShippingInSummary(methods.find((method) => method.id === chosen));
  const first = methods[0]?.id;
  const stillOffered = methods.some((method) => method.id === chosen);
  useEffect(() => {
    // The only or first method is chosen for the shopper; one no longer offered is dropped.
    if (query.isSuccess && !stillOffered) void setFieldValue('shippingMethodId', first ?? '');
  }, [query.isSuccess, stillOffered, first, setFieldValue]);

  let status;
  if (!valid) status = <p className="checkout-hint">{t('checkout.payment.chooseCountryFirst')}</p>;
  else if (query.isPending) status = <Spinner label={t('checkout.loading')} size="small" />;
  else if (query.isError)
    status = (
      <p role="alert" className="shop-message shop-message--error">
        {failureMessage(query.error, locale)}
      </p>
    );

  const options: RadioGroupOption[] = methods.map((method) => ({
    value: method.id,
    label: `${method.label} — ${
      method.priceCents === 0 ? t('checkout.payment.free') : formatPrice(method.priceCents, locale)
    }`,
    detail: t('checkout.payment.deliveryDays', method.deliveryWorkingDays),
  }));
  return (
    <RadioGroupField
      className="checkout-methods"
      choiceClassName="checkout-method"
      name="shippingMethodId"
      legend={t('checkout.payment.shippingMethod')}
      options={options}
      status={status}
    />
  );
}

function PaymentMethods({ locale, shown }: { locale: Locale; shown: ShownMethods }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const { values, setFieldValue } = useFormikContext<PaymentFormValues>();
  const country = values.shipping.country;
  const valid = isDestinationCountryCode(country);
  const query = useQuery({ ...paymentMethodsQuery(country, locale), enabled: valid });
  const methods = valid ? (query.data?.methods ?? []) : [];
  shown.payment = methods;

  const stillOffered = methods.some((method) => method.id === values.paymentMethodId);
  useEffect(() => {
    if (query.isSuccess && values.paymentMethodId && !stillOffered)
      void setFieldValue('paymentMethodId', '');
  }, [query.isSuccess, values.paymentMethodId, stillOffered, setFieldValue]);

  let status;
  if (!valid) status = <p className="checkout-hint">{t('checkout.payment.chooseCountryFirst')}</p>;
  else if (query.isPending) status = <Spinner label={t('checkout.loading')} size="small" />;
  else if (query.isError)
    status = (
      <p role="alert" className="shop-message shop-message--error">
        {failureMessage(query.error, locale)}
      </p>
    );

  return (
    <RadioGroupField
      className="checkout-methods"
      choiceClassName="checkout-method"
      name="paymentMethodId"
      legend={t('checkout.payment.paymentMethod')}
      options={methods.map((method) => ({
        value: method.id,
        label: method.label,
        detail: method.description || undefined,
      }))}
      status={status}
    />
  );
}
