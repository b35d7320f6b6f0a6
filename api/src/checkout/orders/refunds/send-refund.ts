import type { StoreId } from '@shop/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/schema';
import { enqueueEmail } from '../../../email/outbox-repository';
import type { PaymentProviders, RefundOutcome, SettleRefund } from '../../../payments';
import { CheckoutRefusal } from '../checkout-refusal';
import { moveOrder } from '../lifecycle/move-order';
import { shopperOrderUrl } from '../order-links';
import { orderLocale } from '../order-repository';
import { BANK_TRANSFER } from './decide-refund';
import { orderRefundedEmail } from './order-refunded-email';

export interface RefundContext {
  providers: PaymentProviders;
  storeOrigins: Record<StoreId, string>;
  log?: FastifyBaseLogger;
}

/**
 * Asks the provider that took the money to give back a pending refund, then records its word. A
 * bank transfer's refund is the shop's own transfer to the IBAN given, and a refund the return
 * shipping kept back whole pays nothing: both recorded done at once (the order moves, the shopper
 * is told). No
 * word (a timeout, a provider down): the refund stays pending, and `retryRefund` asks again with
 * the same try, so the provider's idempotency key keeps it from paying twice.
 */
export async function sendRefund(
  db: Kysely<Database>,
  refundId: string,
  { providers, storeOrigins, log }: RefundContext,
): Promise<void> {
  const refund = await db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.status',
      'r.attempt',
      'r.provider',
      'r.amount_cents',
      'r.iban',
      'p.provider_reference',
      'o.number',
    ])
    .where('r.id', '=', refundId)
    .executeTakeFirst();
  if (!refund || refund.status !== 'pending') return;

  let outcome: RefundOutcome;
  if (refund.amount_cents === 0) {
    // The return shipping kept back all of it: nothing to ask of anyone.
    outcome = { status: 'succeeded', reference: 'nothing to pay: the return shipping kept it all' };
  } else if (refund.provider === BANK_TRANSFER) {
    outcome = { status: 'succeeded', reference: `bank transfer to ${refund.iban ?? ''}` };
  } else {
    const provider = Object.values(providers).find((each) => each?.name === refund.provider);
    if (!provider || !refund.provider_reference) {
      log?.error({ refundId }, `refund left pending: no provider ${refund.provider} configured`);
      return;
    }
    try {
      outcome = await provider.refund({
        refundId: refund.id,
        attempt: refund.attempt,
        paymentReference: refund.provider_reference,
        amountCents: refund.amount_cents,
        orderNumber: refund.number,
      });
    } catch (error) {
      log?.warn({ err: error, refundId }, 'refund left pending: the provider did not answer');
      return;
    }
  }
  await settleRefund(db, refund.id, refund.attempt, outcome, storeOrigins);
}

/**
 * Records a provider's word on a refund's try, with the order locked: done (and the order
 * refunded once its refunds cover what was paid, the shopper e-mailed), still on its way, or
 * refused (the order's history says why, the operator's list shows it). A word on another try,
 * or on a refund already settled, changes nothing.
 */
export function settleRefund(
  db: Kysely<Database>,
  refundId: string,
  attempt: number,
  outcome: RefundOutcome,
  storeOrigins: Record<StoreId, string>,
): Promise<boolean> {
  return db
    .transaction()
    .execute((trx) => settleRefundIn(trx, refundId, attempt, outcome, storeOrigins));
}

/** `settleRefund` in the caller's transaction (a provider's webhook records its event in it). */
export async function settleRefundIn(
  trx: Transaction<Database>,
  refundId: string,
  attempt: number,
  outcome: RefundOutcome,
  storeOrigins: Record<StoreId, string>,
): Promise<boolean> {
  const found = await trx
    .selectFrom('refunds')
    .select(['order_id', 'provider', 'amount_cents'])
    .where('id', '=', refundId)
    .executeTakeFirst();
  if (!found) return false;
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', found.order_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const refund = await trx
    .updateTable('refunds')
    .set({
      ...(outcome.status !== 'pending' && { status: outcome.status }),
      ...(outcome.reference !== undefined && { provider_reference: outcome.reference }),
      failure_reason: outcome.status === 'refused' ? outcome.reason : null,
      updated_at: new Date(),
    })
    .where('id', '=', refundId)
    .where('attempt', '=', attempt)
    .where('status', '=', 'pending')
    .returning(['amount_cents', 'return_cost_cents', 'iban'])
    .executeTakeFirst();
  if (!refund || outcome.status === 'pending') return refund !== undefined;

  // The shop's own doing: its transfer, or a refund that paid nothing (the return it recorded).
  const actor =
    found.provider === BANK_TRANSFER || found.amount_cents === 0 ? 'operator' : 'provider';
  if (outcome.status === 'refused') {
    await moveOrder(trx, order.id, 'refund-refused', { actor, reason: outcome.reason });
    return true;
  }
  const { paid } = await trx
    .selectFrom('refunds')
    // What went back and what the return shipping kept back: together, what is settled.
    .select(sql<string>`sum(amount_cents + return_cost_cents)`.as('paid'))
    .where('order_id', '=', order.id)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
  const whole = Number(paid) >= order.total_cents;
  await moveOrder(trx, order.id, whole ? 'refunded' : 'partly-refunded', {
    actor,
    reason: outcome.reference,
  });
  if (whole) {
    await trx
      .updateTable('order_withdrawals')
      .set({ status: 'refunded', updated_at: new Date() })
      .where('order_id', '=', order.id)
      .execute();
  }
  await enqueueEmail(
    trx,
    orderRefundedEmail({
      email: order.email,
      language: orderLocale(order),
      orderNumber: order.number,
      amountCents: refund.amount_cents,
      returnCostCents: refund.return_cost_cents,
      toIban: refund.iban,
      link: shopperOrderUrl(storeOrigins, order),
    }),
  );
  return true;
}

/** The orders' answer to a provider's later word on a refund (`SettleRefund` of payments). */
export function refundSettlement(storeOrigins: Record<StoreId, string>): SettleRefund {
  return (trx, refundId, attempt, outcome) =>
    settleRefundIn(trx, refundId, attempt, outcome, storeOrigins);
}

/**
 * An operator tries a refund again: a refused one as a new try (a new idempotency key: the
 * provider's refusal is its answer to the old one), a pending one with the same try (the provider
 * answers what it did, never paying twice). 409 for one already done.
 */
export async function retryRefund(
  db: Kysely<Database>,
  orderNumber: string,
  refundId: string,
  context: RefundContext,
): Promise<void> {
  const retried = await db.transaction().execute(async (trx) => {
    const refund = await trx
      .selectFrom('refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['r.status', 'o.id as orderId'])
      .where('r.id', '=', refundId)
      .where('o.number', '=', orderNumber)
      .executeTakeFirst();
    if (!refund) throw new CheckoutRefusal(404, 'Unknown refund');
    await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '=', refund.orderId)
      .forUpdate()
      .execute();
    if (refund.status === 'succeeded') throw new CheckoutRefusal(409, 'The refund is done');
    await trx
      .updateTable('refunds')
      .set((eb) => ({
        status: 'pending',
        attempt: eb('attempt', '+', 1),
        failure_reason: null,
        updated_at: new Date(),
      }))
      .where('id', '=', refundId)
      .where('status', '=', 'refused')
      .execute();
    return true;
  });
  if (retried) await sendRefund(db, refundId, context);
}
