import type { FormikErrors } from 'formik';
import type { Locale } from '@shop/shared';
import type { PaymentFormValues } from './payment-form';

// The form's rules (the checkout contracts, with the phone numbers' metadata) load once the
// shopper starts on the form (the first focus asks for them), not with the page: most of a
// phone's wait is for code it has not used yet.
const loadRules = () => import(/* webpackChunkName: "payment-rules" */ './payment-rules');

/** Starts loading the rules ahead of the first check. */
export function preloadPaymentRules(): void {
  void loadRules();
}

/** The payment form's errors, each field's first in spec §5's words. */
export async function validatePayment(
  values: PaymentFormValues,
  locale: Locale,
): Promise<FormikErrors<PaymentFormValues>> {
  const { paymentErrors } = await loadRules();
  return paymentErrors(values, locale);
}
