import type { DeliveredRequest } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { CheckoutRefusal } from '../checkout-refusal';
import { moveOrder } from '../lifecycle/move-order';
import { findOrderByNumber, type OrderRow } from '../order-repository';

/**
 * The carrier delivered a parcel (issue 29, "Ship"): records when, and once every piece has left
 * and every parcel arrived, moves the order to delivered and complete, its `delivered_at` the
 * last parcel's (the withdrawal period runs from it). A parcel already recorded as delivered
 * changes nothing.
 */
export async function recordDelivery(
  db: Kysely<Database>,
  orderNumber: string,
  request: DeliveredRequest,
  now: Date = new Date(),
): Promise<OrderRow> {
  const at = request.at ? new Date(request.at) : now;
  if (at > now) throw new CheckoutRefusal(400, 'A delivery cannot be in the future');
  return db.transaction().execute(async (trx) => {
    const order = await findOrderByNumber(trx, orderNumber, { lock: true });
    if (!order) throw new CheckoutRefusal(404, 'Unknown order');
    const shipment = await trx
      .selectFrom('shipments')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('tracking_number', '=', request.trackingNumber)
      .executeTakeFirst();
    if (!shipment) {
      throw new CheckoutRefusal(404, `The order has no parcel ${request.trackingNumber}`);
    }
    if (shipment.delivered_at) return order;
    if (at < shipment.shipped_at) {
      throw new CheckoutRefusal(400, 'A parcel cannot arrive before it left');
    }
    await trx
      .updateTable('shipments')
      .set({ delivered_at: at })
      .where('id', '=', shipment.id)
      .execute();
    const { count: onTheirWay } = await trx
      .selectFrom('shipments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('order_id', '=', order.id)
      .where('delivered_at', 'is', null)
      .executeTakeFirstOrThrow();
    const last = order.shipping_status === 'shipped' && Number(onTheirWay) === 0;
    const reason = `${request.trackingNumber} ${at.toISOString()}`;
    const moved = last
      ? await moveOrder(trx, order.id, 'delivered', {
          actor: 'operator',
          reason,
          set: { delivered_at: await lastDelivery(trx, order.id) },
        })
      : await moveOrder(trx, order.id, 'partly-delivered', { actor: 'operator', reason });
    if (!moved) {
      throw new CheckoutRefusal(409, `The order is ${order.status}: no delivery can be recorded`);
    }
    return moved.order;
  });
}

async function lastDelivery(db: Kysely<Database>, orderId: number): Promise<Date> {
  const { last } = await db
    .selectFrom('shipments')
    .select((eb) => eb.fn.max('delivered_at').as('last'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return last ?? new Date();
}
