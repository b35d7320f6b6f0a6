import { boolean, lazy, object, string } from 'yup';
import { validationMessages, type Locale } from '@shop/shared';
import { addressSchema, invoiceSchema } from '@shop/shared/validation';
import { isCardNumber, isCurrentExpiry, isCvc } from './card-rules';
import type { CardMessageKey, PaymentFormValues } from './payment-form';

/** The card fields: required, a number with its Luhn check, a month not past, 3 or 4 digits. */
export function cardSchema(locale: Locale, texts: Record<CardMessageKey, string>, today: Date) {
  const required = validationMessages[locale].required;
  return object({
    number: string()
      .trim()
      .required(required)
      .test('card-number', texts.invalidCardNumber, (value) => isCardNumber(value)),
    expiry: string()
      .trim()
      .required(required)
      .test('card-expiry', texts.invalidCardExpiry, (value) => isCurrentExpiry(value, today)),
    cvc: string()
      .trim()
      .required(required)
      .test('card-cvc', texts.invalidCardCvc, (value) => isCvc(value)),
    holder: string().trim().required(required),
  });
}

/**
 * The shipping and payment form (spec §5 messages through the shared address rules): the
 * billing address only when it differs, the invoice data only for a business, the card only when
 * paying by card.
 */
export function paymentSchema(locale: Locale, cardTexts: Record<CardMessageKey, string>) {
  const required = validationMessages[locale].required;
  return lazy((values: PaymentFormValues) =>
    object({
      shipping: addressSchema(locale, 'destination'),
      billingSame: boolean(),
      billing: values.billingSame ? object() : addressSchema(locale, 'destination'),
      wantsInvoice: boolean(),
      invoice: values.wantsInvoice
        ? invoiceSchema(locale, () =>
            values.billingSame ? values.shipping.country : values.billing.country,
          )
        : object(),
      shippingMethodId: string().required(required),
      paymentMethodId: string().required(required),
      card:
        values.paymentMethodId === 'card' ? cardSchema(locale, cardTexts, new Date()) : object(),
    }),
  );
}
