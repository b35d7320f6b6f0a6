import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { releaseCoupon } from '../../coupons';
import { moveOrder } from './lifecycle/move-order';
import type { OrderActor, OrderMoveName } from './lifecycle/order-moves';

/**
 * Cancels an unpaid order and gives its stock and coupon back, in the caller's transaction: once,
 * since the move leaves the unpaid states it starts from.
 */
export async function cancelUnpaidOrder(
  trx: Transaction<Database>,
  orderId: number,
  move: Extract<
    OrderMoveName,
    'cancelled-by-shopper' | 'cancelled-by-operator' | 'reservation-expired'
  >,
  actor: OrderActor,
  reason?: string,
): Promise<boolean> {
  const moved = await moveOrder(trx, orderId, move, {
    actor,
    reason,
    // The operator's cancel also starts from a paid order: that one is `cancelPaidOrder`'s.
    only: (state) => state.payment !== 'paid',
    set: { stock_reserved: false, reserved_until: null },
  });
  if (!moved) return false;
  await giveStockBack(trx, orderId);
  await trx
    .updateTable('payments')
    .set({ status: 'expired', updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'awaiting-transfer'])
    .execute();
  await releaseCouponOf(trx, moved.order);
  return true;
}

/** Puts an order's pieces back on sale (its caller's move says it gives them back, once). */
export async function giveStockBack(trx: Transaction<Database>, orderId: number): Promise<void> {
  const items = await trx
    .selectFrom('order_items')
    .select(['colour_id', 'size', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('colour_id')
    .orderBy('size')
    .execute();
  for (const item of items) {
    await trx
      .updateTable('product_stock')
      .set((eb) => ({ quantity: eb('quantity', '+', item.quantity) }))
      .where('colour_id', '=', item.colour_id)
      .where('size', '=', item.size)
      .execute();
  }
}

/** A cancelled order's coupon may be used again. */
export async function releaseCouponOf(
  trx: Transaction<Database>,
  order: { coupon_code: string | null; coupon_source: 'coupon' | 'newsletter' | null },
): Promise<void> {
  if (order.coupon_code && order.coupon_source) {
    await releaseCoupon(trx, order.coupon_source, order.coupon_code);
  }
}

/**
 * The reservation job: cancels every unpaid order whose reservation has run out (a redirect never
 * completed, a failed payment not retried in time, a bank transfer that did not arrive) and gives
 * its stock back. Each order in its own short transaction; an order another server is handling is
 * skipped (`skip locked`) and taken on the next run. Answers how many were cancelled.
 */
export async function expireReservations(db: Kysely<Database>, limit = 100): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('orders')
        .select('id')
        .where('stock_reserved', '=', true)
        .where('status', '=', 'pending')
        .where('reserved_until', '<', sql<Date>`now()`)
        .orderBy('reserved_until')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!due) return true;
      if (await cancelUnpaidOrder(trx, due.id, 'reservation-expired', 'system')) cancelled += 1;
      return false;
    });
    if (done || cancelled >= limit) return cancelled;
  }
}

/** Idempotency keys are kept this long: a client retries a submit within minutes, not days. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** Forgets idempotency keys older than `IDEMPOTENCY_KEY_DAYS` (their orders stay). */
export async function pruneIdempotencyKeys(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - ${IDEMPOTENCY_KEY_DAYS} * interval '1 day'`)
    .execute();
}
