import {
  storeOfLocale,
  type CardTokenRequest,
  type CheckoutAddress,
  type Locale,
  type SavedAddress,
} from '@shop/shared';
import {
  ADDRESS_FIELD_ORDER,
  cleanAddress,
  INVOICE_FIELD_ORDER,
  type AddressFieldName,
  type InvoiceFieldName,
} from '@shop/shared/validation';
import type { CheckoutDraft } from '../checkout/checkout-draft';

export type AddressValues = Record<AddressFieldName, string>;
export type InvoiceValues = Record<InvoiceFieldName, string>;

/** The card fields as typed; only their token ever leaves the payment page. */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', holder: '' };

/** The tokenizer's request of the card as typed; its contract cleans the number and expiry. */
export const cardTokenRequestOf = (card: CardValues, locale: Locale): CardTokenRequest => ({
  ...card,
  language: locale,
});

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

/**
 * What the form starts with: the draft, so Back and a reload lose nothing. The Italian store ships
 * only within Italy, so its shipping address is always there.
 */
export function initialPaymentValues(draft: CheckoutDraft, locale: Locale): PaymentFormValues {
  const shipping = addressValues(draft.shippingAddress);
  if (storeOfLocale(locale) === 'it') shipping.country = 'IT';
  return {
    shipping,
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
