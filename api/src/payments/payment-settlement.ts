import type { Locale } from '@shop/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { RefundOutcome } from './payment-provider';

/** What a provider says became of a payment attempt. */
export type PaymentOutcome =
  { status: 'paid'; reference?: string } | { status: 'failed'; reason: string; reference?: string };

/**
 * Applies a provider's outcome to the attempt's order, inside the transaction that recorded the
 * provider's event; answers whether anything changed. Payments only report outcomes: what an
 * outcome does to an order is the orders' business (`checkout`), handed in where the app is put
 * together, so the two domains depend one way only (checkout → payments).
 */
export type SettlePayment = (
  trx: Transaction<Database>,
  paymentId: string,
  outcome: PaymentOutcome,
) => Promise<boolean>;

/** Where a provider's page sends the shopper back to: the order's success or error page. */
export type PaymentReturnAddress = (
  order: { number: string; accessToken: string },
  page: 'success' | 'error',
  language: Locale,
) => string;

/**
 * Applies a provider's later word on a refund's try (a webhook), inside the transaction that
 * recorded the provider's event; answers whether anything changed. As for payments, what it does
 * to the order is the orders' business, handed in where the app is put together.
 */
export type SettleRefund = (
  trx: Transaction<Database>,
  refundId: string,
  attempt: number,
  outcome: RefundOutcome,
) => Promise<boolean>;
