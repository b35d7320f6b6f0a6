import type { FormikErrors } from 'formik';
import type { Locale } from '@shop/shared';
import {
  CardTokenRequest,
  CheckoutAddressSchema,
  invoiceSchema,
} from '@shop/shared/contracts/schemas';
import { contractFormErrors } from '@shop/shared/forms';
import { ruleMessage } from '@shop/shared/validation';
import type { PaymentFormValues } from './payment-form';

// The payment step's form is made of the checkout contracts' parts: each address, the invoice
// and the card are checked by the schema the API checks them with, in the same words.

type RetryValues = Pick<PaymentFormValues, 'paymentMethodId' | 'card'>;

function methodAndCardErrors<Values extends RetryValues>(
  values: Values,
  locale: Locale,
  errors: FormikErrors<Values>,
): FormikErrors<Values> {
  let checked = errors;
  if (!values.paymentMethodId) {
    checked = { ...checked, paymentMethodId: ruleMessage('required', locale) };
  }
  if (values.paymentMethodId === 'card') {
    checked = contractFormErrors(checked, CardTokenRequest, values.card, locale, 'card');
  }
  return checked;
}

/**
 * The shipping and payment form: the billing address only when it differs, the invoice data
 * (billed in the billing address's country) only for a business, the card only when paying by
 * card.
 */
export function paymentErrors(
  values: PaymentFormValues,
  locale: Locale,
): FormikErrors<PaymentFormValues> {
  let errors = contractFormErrors<PaymentFormValues>(
    {},
    CheckoutAddressSchema,
    values.shipping,
    locale,
    'shipping',
  );
  if (!values.billingSame) {
    errors = contractFormErrors(errors, CheckoutAddressSchema, values.billing, locale, 'billing');
  }
  if (values.wantsInvoice) {
    const country = values.billingSame ? values.shipping.country : values.billing.country;
    errors = contractFormErrors(errors, invoiceSchema(country), values.invoice, locale, 'invoice');
  }
  if (!values.shippingMethodId) {
    errors = { ...errors, shippingMethodId: ruleMessage('required', locale) };
  }
  return methodAndCardErrors(values, locale, errors);
}

/** The retry form of a failed payment: a method and, for a card, the card. */
export function retryErrors<Values extends RetryValues>(
  values: Values,
  locale: Locale,
): FormikErrors<Values> {
  return methodAndCardErrors(values, locale, {});
}
