import type { OperatorRefund, OrderRefund } from '@shop/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Claimed } from './refund-amounts';

type Db = Kysely<Database> | Transaction<Database>;

/** An order's refunds as its operator follows them, oldest first. */
export async function operatorRefundsOf(db: Db, orderId: number): Promise<OperatorRefund[]> {
  const refunds = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (refunds.length === 0) return [];
  const items = await db
    .selectFrom('refund_items')
    .selectAll()
    .where(
      'refund_id',
      'in',
      refunds.map((refund) => refund.id),
    )
    .orderBy('position')
    .execute();
  return refunds.map((refund) => ({
    id: refund.id,
    amountCents: refund.amount_cents,
    returnCostCents: refund.return_cost_cents,
    status: refund.status,
    createdAt: refund.created_at.toISOString(),
    lines: items
      .filter((item) => item.refund_id === refund.id)
      .map((item) => ({ line: item.position + 1, quantity: item.quantity })),
    includesShipping: refund.includes_shipping,
    provider: refund.provider,
    attempt: refund.attempt,
    reason: refund.reason,
    providerReference: refund.provider_reference,
    failureReason: refund.failure_reason,
  }));
}

/** An order's refunds as its shopper sees them. */
export async function refundsOf(db: Db, orderId: number): Promise<OrderRefund[]> {
  return (await operatorRefundsOf(db, orderId)).map(
    ({ amountCents, returnCostCents, status, createdAt, lines, includesShipping }) => ({
      amountCents,
      returnCostCents,
      status,
      createdAt,
      lines,
      includesShipping,
    }),
  );
}

/** What the order's refunds so far have claimed: pieces, shipping and money. */
export async function claimedByRefunds(db: Db, orderId: number): Promise<Claimed> {
  const refunds = await db
    .selectFrom('refunds')
    .select(['id', 'amount_cents', 'return_cost_cents', 'includes_shipping'])
    .where('order_id', '=', orderId)
    .execute();
  const items = await db
    .selectFrom('refund_items as ri')
    .innerJoin('refunds as r', 'r.id', 'ri.refund_id')
    .select(['ri.position', 'ri.quantity'])
    .where('r.order_id', '=', orderId)
    .execute();
  const pieces = new Map<number, number>();
  for (const item of items) {
    pieces.set(item.position, (pieces.get(item.position) ?? 0) + item.quantity);
  }
  return {
    pieces,
    shipping: refunds.some((refund) => refund.includes_shipping),
    amountCents: refunds.reduce(
      (sum, refund) => sum + refund.amount_cents + refund.return_cost_cents,
      0,
    ),
    returnCostKeptCents: refunds.reduce((sum, refund) => sum + refund.return_cost_cents, 0),
  };
}
