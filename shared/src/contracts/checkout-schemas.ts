import * as v from 'valibot';
import {
  cardDigits,
  isCardNumber,
  isCurrentExpiry,
  isCvc,
  normalizeExpiry,
} from '../validation/card';
import { ruleIssue } from '../validation/contract-problems';
import {
  cleanInvoice,
  INVOICE_FIELD_ORDER,
  invoiceFieldRule,
  type InvoiceFieldName,
} from '../validation/invoice';
import { CheckoutAddressSchema } from './address-schemas';
import { PAYMENT_METHOD_IDS, type InvoiceDetails } from './checkout';
import { someOrderLines } from './order-lines-schema';
import { emailAddress, language, requiredText } from './rules';

// The checkout's requests, one schema each: the payment step's form checks its parts with them and
// the API its bodies, in the same words (spec §5).

const CARD_TOKEN_MAX_LENGTH = 2000;
const SHIPPING_METHOD_ID_MAX_LENGTH = 40;

/** An invoicing field as typed: "" when left out. */
const invoiceText = v.optional(v.string('required'), '');

const invoiceFields = v.object(
  Object.fromEntries(INVOICE_FIELD_ORDER.map((field) => [field, invoiceText])) as Record<
    InvoiceFieldName,
    typeof invoiceText
  >,
);

type InvoiceValues = v.InferOutput<typeof invoiceFields>;

type PathItem = v.ObjectPathItem;

const pathItem = (input: object, key: string): PathItem => ({
  type: 'object',
  origin: 'value',
  input: input as Record<string, unknown>,
  key,
  value: (input as Record<string, unknown>)[key],
});

/**
 * Each invoicing field's rule for a buyer billed in `countryOf(values)`, said at the field: of the
 * invoice itself, or of the request's `invoice` when `invoiceOf` reads it from a request.
 */
function invoiceRules<Values extends object>(
  invoiceOf: (values: Values) => InvoiceValues | undefined,
  countryOf: (values: Values) => unknown,
  nested: boolean,
) {
  return v.rawCheck<Values>(({ dataset, addIssue }) => {
    const values = dataset.value as Values;
    const invoice = invoiceOf(values);
    if (!invoice) return;
    for (const field of INVOICE_FIELD_ORDER) {
      const rule = invoiceFieldRule(field, invoice, countryOf(values));
      if (!rule) continue;
      const path = [pathItem(invoice, field)];
      if (nested) path.unshift(pathItem(values, 'invoice'));
      addIssue({ ...ruleIssue(rule), path: path as [PathItem, ...PathItem[]] });
    }
  });
}

/**
 * A business buyer's invoicing data billed in `country` (the billing address's): the company, the
 * VAT number and, in Italy, an SDI code or a PEC address. Answered as sent: codes upper case,
 * empty fields left out.
 */
export function invoiceSchema(country: unknown) {
  return v.pipe(
    invoiceFields,
    invoiceRules<InvoiceValues>(
      (invoice) => invoice,
      () => country,
      false,
    ),
    v.transform((invoice): InvoiceDetails => cleanInvoice(invoice)),
  );
}

/**
 * `POST /api/checkout/card-tokens` (the built-in test gateway's tokenizer, standing where a real
 * provider's hosted fields would): card details go here, never into an order request. The number
 * is answered as its digits, the expiry as "MM/YY".
 */
export const CardTokenRequest = v.object({
  number: v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(40, 'invalidCardNumber'),
    v.check(isCardNumber, 'invalidCardNumber'),
    v.transform(cardDigits),
  ),
  /** "MM/YY" (or "MMYY"): a month that has not ended. */
  expiry: v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(10, 'invalidCardExpiry'),
    v.check((expiry) => normalizeExpiry(expiry) !== null, 'invalidCardExpiry'),
    v.check((expiry) => isCurrentExpiry(expiry, new Date()), 'cardExpired'),
    v.transform((expiry) => normalizeExpiry(expiry) ?? expiry),
  ),
  cvc: v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.check(isCvc, 'invalidCardCvc'),
  ),
  holder: requiredText(),
  /** The language of a refusal's message (the page's, not the browser's). */
  language: v.optional(language()),
});
export type CardTokenRequest = v.InferInput<typeof CardTokenRequest>;

const paymentMethodId = v.picklist(PAYMENT_METHOD_IDS, 'required');
/** From `POST /api/checkout/card-tokens`, for `card` only. */
const cardToken = v.optional(v.pipe(v.string(), v.nonEmpty(), v.maxLength(CARD_TOKEN_MAX_LENGTH)));

const placeOrderFields = v.object({
  email: emailAddress(),
  shippingAddress: CheckoutAddressSchema,
  /** null: the billing address is the shipping address. */
  billingAddress: v.nullable(CheckoutAddressSchema),
  invoice: v.optional(invoiceFields),
  shippingMethodId: v.pipe(
    v.string('required'),
    v.nonEmpty('required'),
    v.maxLength(SHIPPING_METHOD_ID_MAX_LENGTH),
  ),
  paymentMethodId,
  cardToken,
  /** The total the shopper saw on the review page. */
  totalCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  language: language(),
});

type PlaceOrderFields = v.InferOutput<typeof placeOrderFields>;

/**
 * `POST /api/checkout/orders` with an `Idempotency-Key` header (a UUID the page makes once per
 * submit): the cart becomes an order. The server reprices everything from the cart; the client's
 * `totalCents` is only compared: a different server total answers 409 `{ message: "Il totale del
 * carrello e quanto stai per pagare non corrispondono!" }`. The same key with the same body answers
 * the first answer again; with a different body 422. A refusal answers 400 with the first problem
 * (spec §5's words) in `language`. The addresses and the invoice are answered as stored.
 */
export const PlaceOrderRequest = v.pipe(
  placeOrderFields,
  invoiceRules<PlaceOrderFields>(
    (order) => order.invoice,
    (order) => (order.billingAddress ?? order.shippingAddress).country,
    true,
  ),
  v.transform(({ invoice, ...order }) => ({
    ...order,
    invoice: invoice ? cleanInvoice(invoice) : undefined,
  })),
);
export type PlaceOrderRequest = v.InferInput<typeof PlaceOrderRequest>;

/** `POST /api/checkout/orders/{orderId}/pay`: pay an order whose payment failed, again (`RetryPaymentResponse`). */
export const RetryPaymentRequest = v.object({
  paymentMethodId,
  cardToken,
  /** A guest's e-mailed link's access token. */
  accessToken: v.optional(v.pipe(v.string(), v.maxLength(100))),
  language: language(),
});
export type RetryPaymentRequest = v.InferInput<typeof RetryPaymentRequest>;

/** The access token of an order's e-mailed link. */
const ACCESS_TOKEN_MAX_LENGTH = 100;
const accessToken = v.optional(v.pipe(v.string(), v.maxLength(ACCESS_TOKEN_MAX_LENGTH)));

/**
 * `POST /api/checkout/orders/{orderId}/cancel`: the shopper cancels an unpaid order (its owner, or
 * whoever holds its e-mailed link's `accessToken`); its stock comes back at once. Answers the
 * cancelled `Order`; 404 as for reading it, 409 `{ message }` once paid, cancelled or expired.
 */
export const CancelOrderRequest = v.object({ accessToken, language: language() });
export type CancelOrderRequest = v.InferInput<typeof CancelOrderRequest>;

/**
 * `POST /api/account/orders/{orderId}/withdrawal` (the signed-in customer who placed it) and
 * `POST /api/checkout/orders/{orderId}/withdrawal` (whoever holds the order's e-mailed link: its
 * `accessToken` is required, a guest has nothing else). The shop records the withdrawal and
 * e-mails its acknowledgement, with date and time, to the order's address. Refusals: 404 for an
 * order that is not the requester's (or a missing or wrong token), like one that does not exist;
 * 409 `{ message }` once withdrawn, after the period, or for an order that was never paid.
 * `lines` are the pieces the shopper sends back (`/pages/returns`: she chooses the lines and how
 * many of each; 400 for a line the order lacks or more pieces than it has); left out, all of them.
 */
export const WithdrawalRequest = v.object({
  /** Required on the order-link route; ignored on the account's. */
  accessToken,
  language: language(),
  lines: v.optional(someOrderLines),
});
export type WithdrawalRequest = v.InferInput<typeof WithdrawalRequest>;
