import type { Locale, PaymentMethodId } from '@shop/shared/contracts';

/** One attempt to pay an order, as a provider is asked to carry it out. */
export interface PaymentRequest {
  /** Our id of the attempt (`payments.id`): the provider's idempotency key and reference. */
  paymentId: string;
  orderNumber: string;
  amountCents: number;
  method: PaymentMethodId;
  language: Locale;
  /** The shopper's e-mail, for the provider's receipt. */
  email: string;
  /** The origin of the store the shopper is on: where redirect flows come back to. */
  storeOrigin: string;
  /** The card token (card payments only). */
  cardToken?: string;
}

/** What a provider says at once about an attempt. */
export type PaymentStart =
  | { status: 'paid'; reference: string }
  | { status: 'failed'; reason: string; reference?: string }
  /** The shopper goes to the provider's page; the outcome comes back by a signed callback. */
  | { status: 'redirect'; url: string; reference?: string }
  /** The provider is still working on it; its webhook settles the attempt. */
  | { status: 'pending'; reference?: string };

/** Money to give back on a payment the provider took. */
export interface RefundRequest {
  /** Our id of the refund (`refunds.id`). */
  refundId: string;
  /**
   * Which try of it this is: the provider's idempotency key is the refund's id and its try, so a
   * call repeated after a timeout never pays twice, and a try after a refusal is a new request.
   */
  attempt: number;
  /** The provider's reference of the payment (`payments.provider_reference`). */
  paymentReference: string;
  amountCents: number;
  orderNumber: string;
}

/** What a provider says of a refund: done, on its way (the provider confirms later), or refused. */
export type RefundOutcome =
  | { status: 'succeeded'; reference: string }
  | { status: 'pending'; reference: string }
  | { status: 'refused'; reason: string; reference?: string };

/**
 * A payment provider. The order module knows only this interface: it records an attempt
 * (`payments` row, status pending), calls `start` outside any transaction, and settles the attempt
 * with what `start` answers or, for redirect flows, with what the provider's signed callback says
 * later (`settlePayment`). Bank transfer needs no provider: the order waits for the transfer.
 *
 * Adding a provider: implement this interface (e.g. `payments/<name>/<name>-provider.ts`), give it
 * the methods it takes in `methods`, register its webhook route (verify the provider's signature
 * on the raw body, dedupe events in `payment_events`, then `settlePayment`), and choose it in
 * `createPaymentProviders` by configuration. See docs/checkout.md.
 */
export interface PaymentProvider {
  /** Stored in `payments.provider`. */
  readonly name: string;
  /** The methods it carries out. */
  readonly methods: readonly PaymentMethodId[];
  start(request: PaymentRequest): Promise<PaymentStart>;
  /**
   * Gives money back on a payment it took. Answers the provider's word; throws when there is none
   * (a timeout, a network error): the refund stays pending and is asked again with the same key.
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

/** The provider of each method (bank transfer has none). */
export type PaymentProviders = Partial<Record<PaymentMethodId, PaymentProvider>>;
