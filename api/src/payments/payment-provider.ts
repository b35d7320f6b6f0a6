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
}

/** The provider of each method (bank transfer has none). */
export type PaymentProviders = Partial<Record<PaymentMethodId, PaymentProvider>>;
