import type { StoreId } from '@shop/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox-repository';
import type { PaymentOutcome, SettlePayment } from '../../payments';
import { orderConfirmationFor } from './confirmation/order-confirmation-email';
import { orderPageUrl } from './order-links';
import { orderLocale } from './order-repository';
import { moveOrder } from './lifecycle/move-order';
import type { OrderActor } from './lifecycle/order-moves';
import { paidAfterCancellationEmail } from './paid-after-cancellation-email';

export interface SettleContext {
  storeOrigins: Record<StoreId, string>;
  /** How long a failed payment's order keeps its stock for a retry. */
  reservationMinutes: number;
}

/**
 * Applies a provider's outcome to a pending attempt, once: the attempt moves from pending to paid
 * or failed only if it is still pending, so a duplicate or late callback changes nothing. Paid:
 * the order is confirmed, its stock stays taken for good, and the confirmation e-mail (with the
 * order's private link) goes to the outbox in the same transaction. Failed: the order keeps its
 * stock for `reservationMinutes`, for a retry. Answers whether anything changed.
 */
export async function settlePayment(
  db: Kysely<Database>,
  paymentId: string,
  outcome: PaymentOutcome,
  context: SettleContext,
): Promise<boolean> {
  return db.transaction().execute((trx) => settleInTransaction(trx, paymentId, outcome, context));
}

/** What a payment's outcome does to its order, as the payments' callbacks apply it. */
export function orderSettlement(context: SettleContext): SettlePayment {
  return (trx, paymentId, outcome) => settleInTransaction(trx, paymentId, outcome, context);
}

export async function settleInTransaction(
  trx: Transaction<Database>,
  paymentId: string,
  outcome: PaymentOutcome,
  { storeOrigins, reservationMinutes }: SettleContext,
  /** The provider's callback or answer; an operator who saw a bank transfer arrive. */
  actor: Extract<OrderActor, 'provider' | 'operator'> = 'provider',
): Promise<boolean> {
  // The order first, then the attempt: the order the reservation job locks first too.
  const attempt = await trx
    .selectFrom('payments')
    .select('order_id')
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!attempt) return false;
  await trx
    .selectFrom('orders')
    .select('id')
    .where('id', '=', attempt.order_id)
    .forUpdate()
    .execute();
  const payment = await trx
    .updateTable('payments')
    .set({
      status: outcome.status,
      updated_at: new Date(),
      ...(outcome.reference !== undefined && { provider_reference: outcome.reference }),
      ...(outcome.status === 'failed' && { failure_reason: outcome.reason }),
    })
    .where('id', '=', paymentId)
    // A bank transfer's attempt awaits the transfer; every other open attempt is pending.
    .where('status', 'in', ['pending', 'awaiting-transfer'])
    .returning(['order_id'])
    .executeTakeFirst();
  if (!payment) {
    return (
      outcome.status === 'paid' &&
      paidAfterCancellation(trx, paymentId, outcome, actor, storeOrigins)
    );
  }

  if (outcome.status === 'paid') {
    const moved = await moveOrder(trx, payment.order_id, 'payment-succeeded', {
      actor,
      ...(outcome.reference !== undefined && { reason: outcome.reference }),
      set: { reserved_until: null },
    });
    if (moved) {
      const { order } = moved;
      const language = orderLocale(order);
      await enqueueEmail(
        trx,
        await orderConfirmationFor(trx, order, {
          link: orderPageUrl(storeOrigins, language, 'success', order.number, order.access_token),
          bankTransfer: null,
        }),
      );
    }
    return true;
  }

  await moveOrder(trx, payment.order_id, 'payment-failed', {
    actor,
    reason: outcome.reason,
    set: { reserved_until: sql<Date>`now() + ${reservationMinutes} * interval '1 minute'` },
  });
  return true;
}

/**
 * Money for an order cancelled unpaid (its attempt closed by the cancellation): a bank transfer
 * sent before it, a provider's page approved after it. Nothing is sold again, but the money is
 * recorded, so the order waits on the operator's list (`paid-after-cancellation`) for its refund.
 * Answers false for any other closed attempt.
 */
async function paidAfterCancellation(
  trx: Transaction<Database>,
  paymentId: string,
  outcome: Extract<PaymentOutcome, { status: 'paid' }>,
  actor: Extract<OrderActor, 'provider' | 'operator'>,
  storeOrigins: Record<StoreId, string>,
): Promise<boolean> {
  const attempt = await trx
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.order_id', 'p.status', 'o.status as orderStatus', 'o.payment_status'])
    .where('p.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const late =
    attempt.status === 'expired' &&
    attempt.orderStatus === 'cancelled' &&
    attempt.payment_status === 'expired';
  if (!late) return false;
  const moved = await moveOrder(trx, attempt.order_id, 'paid-after-cancellation', {
    actor,
    ...(outcome.reference !== undefined && { reason: outcome.reference }),
  });
  if (!moved) return false;
  await trx
    .updateTable('payments')
    .set({
      status: 'paid',
      updated_at: new Date(),
      ...(outcome.reference !== undefined && { provider_reference: outcome.reference }),
    })
    .where('id', '=', paymentId)
    .execute();
  const { order } = moved;
  const language = orderLocale(order);
  await enqueueEmail(
    trx,
    paidAfterCancellationEmail({
      email: order.email,
      language,
      orderNumber: order.number,
      amountCents: order.total_cents,
      link: orderPageUrl(storeOrigins, language, 'error', order.number, order.access_token),
    }),
  );
  return true;
}
