import { boolean, lazy, object, string } from 'yup';
import {
  validationMessages,
  type CheckoutAddress,
  type Locale,
  type SavedAddress,
} from '@shop/shared';
import {
  ADDRESS_FIELD_ORDER,
  addressSchema,
  cleanAddress,
  INVOICE_FIELD_ORDER,
  invoiceSchema,
  type AddressFieldName,
  type InvoiceFieldName,
} from '@shop/shared/validation';
import type { CheckoutDraft } from '../checkout/checkout-draft';
import { EMPTY_CARD, isCardNumber, isCurrentExpiry, isCvc, type CardValues } from './card-rules';

export type AddressValues = Record<AddressFieldName, string>;
export type InvoiceValues = Record<InvoiceFieldName, string>;

export interface PaymentFormValues {
  shipping: AddressValues;
  billingSame: boolean;
  billing: AddressValues;
  wantsInvoice: boolean;
  invoice: InvoiceValues;
  shippingMethodId: string;
  paymentMethodId: string;
  card: CardValues;
}

export const EMPTY_ADDRESS = Object.fromEntries(
  ADDRESS_FIELD_ORDER.map((field) => [field, '']),
) as AddressValues;

const EMPTY_INVOICE = Object.fromEntries(
  INVOICE_FIELD_ORDER.map((field) => [field, '']),
) as InvoiceValues;

/** The form's values from an address (the draft's or a saved one). */
export function addressValues(address: Partial<CheckoutAddress> | SavedAddress | null | undefined) {
  const values = { ...EMPTY_ADDRESS };
  if (!address) return values;
  for (const field of ADDRESS_FIELD_ORDER) values[field] = address[field] ?? '';
  return values;
}

/** What the form starts with: the draft, so Back and a reload lose nothing. */
export function initialPaymentValues(draft: CheckoutDraft): PaymentFormValues {
  return {
    shipping: addressValues(draft.shippingAddress),
    billingSame: !draft.billingAddress,
    billing: addressValues(draft.billingAddress),
    wantsInvoice: Boolean(draft.invoice),
    invoice: { ...EMPTY_INVOICE, ...draft.invoice },
    shippingMethodId: draft.shippingMethod?.id ?? '',
    paymentMethodId: draft.paymentMethod?.id ?? '',
    card: EMPTY_CARD,
  };
}

/** An address the form accepted, as the order request carries it. */
export const toAddress = (values: AddressValues) => cleanAddress(values) as CheckoutAddress;

export type CardMessageKey = 'invalidCardNumber' | 'invalidCardExpiry' | 'invalidCardCvc';

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
