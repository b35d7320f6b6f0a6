import type { OrderStatus, PaymentStatus, ShippingStatus } from '@shop/shared/contracts';
import type { Selectable, Transaction, UpdateObject } from 'kysely';
import type { Database, OrdersTable } from '../../../db/schema';
import {
  canMove,
  stateAfter,
  type OrderActor,
  type OrderMoveName,
  type OrderState,
} from './order-moves';

type OrderRow = Selectable<OrdersTable>;

/** Columns a move may write beside the states (its reservation, its payment method…). */
type MoveColumns = Omit<
  UpdateObject<Database, 'orders'>,
  'status' | 'payment_status' | 'shipping_status' | 'updated_at'
>;

export interface MoveOptions {
  actor: OrderActor;
  /** Why, when the move's name does not say it all (an operator's note, a provider's code). */
  reason?: string;
  /** Written with the move, in the same statement. */
  set?: MoveColumns;
  /** A narrower start than the move's own, for a caller that handles only some of its cases. */
  only?: (state: OrderState) => boolean;
}

export interface OrderMoved {
  before: OrderState;
  order: OrderRow;
}

export function stateOf(order: Pick<OrderRow, 'status' | 'payment_status' | 'shipping_status'>) {
  return {
    status: order.status as OrderStatus,
    payment: order.payment_status as PaymentStatus,
    shipping: order.shipping_status as ShippingStatus,
  };
}

/**
 * Moves an order, in the caller's transaction: locks it, checks the move against `ORDER_MOVES`
 * from the state it is in now, writes the new state and a history row. Null, with nothing
 * written, when the move is not allowed from there (a late callback, a second click, a race the
 * other side won): the caller decides whether that is a 409 or nothing to do.
 */
export async function moveOrder(
  trx: Transaction<Database>,
  orderId: number,
  move: OrderMoveName,
  { actor, reason, set = {}, only = () => true }: MoveOptions,
): Promise<OrderMoved | null> {
  const current = await trx
    .selectFrom('orders')
    .select(['status', 'payment_status', 'shipping_status'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return null;
  const before = stateOf(current);
  if (!canMove(before, move, actor) || !only(before)) return null;
  const after = stateAfter(before, move);
  const order = await trx
    .updateTable('orders')
    .set({
      ...set,
      status: after.status,
      payment_status: after.payment,
      shipping_status: after.shipping,
      updated_at: new Date(),
    })
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordMove(trx, order, move, actor, reason);
  return { before, order };
}

/** Writes a history row for a move `order` has just made (its states are the ones after it). */
export async function recordMove(
  trx: Transaction<Database>,
  order: Pick<OrderRow, 'id' | 'status' | 'payment_status' | 'shipping_status'>,
  move: OrderMoveName,
  actor: OrderActor,
  reason?: string,
): Promise<void> {
  await trx
    .insertInto('order_history')
    .values({
      order_id: order.id,
      move,
      actor,
      reason: reason ?? null,
      status: order.status,
      payment_status: order.payment_status,
      shipping_status: order.shipping_status,
    })
    .execute();
}
