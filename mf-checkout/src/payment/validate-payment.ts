import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import type { Locale } from '@shop/shared';
import type { CardMessageKey, PaymentFormValues } from './payment-form';

// The form's rules are yup schemas. yup loads once the shopper starts on the form (the first
// focus asks for it), not with the page: most of a phone's wait is for code it has not used yet.
const loadSchema = () => import(/* webpackChunkName: "payment-schema" */ './payment-schema');

/** Starts loading the rules ahead of the first check. */
export function preloadPaymentRules(): void {
  void loadSchema();
}

/** The payment form's errors, as formik's `validationSchema` would give them. */
export async function validatePayment(
  values: PaymentFormValues,
  locale: Locale,
  cardTexts: Record<CardMessageKey, string>,
): Promise<FormikErrors<PaymentFormValues>> {
  const { paymentSchema } = await loadSchema();
  try {
    await validateYupSchema(values, paymentSchema(locale, cardTexts));
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error);
    throw error;
  }
}
