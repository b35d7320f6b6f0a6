import { STORE_TERMS, type ReturnReceivedRequest } from '@shop/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { CheckoutRefusal } from '../checkout-refusal';
import { moveOrder } from '../lifecycle/move-order';
import { findOrderByNumber, orderStore, type OrderRow } from '../order-repository';
import { decideRefund } from '../refunds/decide-refund';
import { claimedByRefunds } from '../refunds/refund-repository';
import { sendRefund, type RefundContext } from '../refunds/send-refund';

/** Pieces of each of the order's lines (by position) summed from `rows`. */
function byPosition(rows: readonly { position: number; quantity: number | string }[]) {
  const sums = new Map<number, number>();
  for (const row of rows) {
    sums.set(row.position, (sums.get(row.position) ?? 0) + Number(row.quantity));
  }
  return sums;
}

async function shippedAndReturned(trx: Transaction<Database>, orderId: number) {
  const shipped = await trx
    .selectFrom('shipment_items as si')
    .innerJoin('shipments as s', 's.id', 'si.shipment_id')
    .select(['si.position', 'si.quantity'])
    .where('s.order_id', '=', orderId)
    .execute();
  const returned = await trx
    .selectFrom('returned_items')
    .select(['position', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  return { shipped: byPosition(shipped), returned: byPosition(returned) };
}

/**
 * Pieces a shopper sent back reached the shop (issue 29, "Return and refund"), with the order
 * locked: each line's pieces are checked against those that left and have not come back yet; they
 * go back on sale; the order moves `partly-returned`, or `returned` once every piece came back;
 * the withdrawal, if any, is marked goods received; and their refund is decided — with the
 * shipping once the whole order came back, as the law wants for a withdrawal from all of it — and
 * sent after the commit. Pieces refunded already (a goodwill refund) are not refunded again.
 */
export async function receiveReturn(
  db: Kysely<Database>,
  orderNumber: string,
  { lines, iban }: ReturnReceivedRequest,
  context: RefundContext,
): Promise<OrderRow> {
  const refundId = await db.transaction().execute(async (trx) => {
    const order = await findOrderByNumber(trx, orderNumber, { lock: true });
    if (!order) throw new CheckoutRefusal(404, 'Unknown order');
    const items = await trx
      .selectFrom('order_items')
      .select(['position', 'quantity', 'colour_id', 'size'])
      .where('order_id', '=', order.id)
      .orderBy('position')
      .execute();
    const { shipped, returned } = await shippedAndReturned(trx, order.id);

    const back = new Map<number, number>();
    for (const { line, quantity } of lines) {
      const item = items[line - 1];
      if (!item) throw new CheckoutRefusal(400, `The order has no line ${line}`);
      if (back.has(item.position)) throw new CheckoutRefusal(400, `Line ${line} is named twice`);
      const out = (shipped.get(item.position) ?? 0) - (returned.get(item.position) ?? 0);
      if (quantity > out) {
        throw new CheckoutRefusal(409, `Line ${line} has ${out} pieces with the shopper`);
      }
      back.set(item.position, quantity);
    }
    const everything = items.every(
      (item) =>
        (returned.get(item.position) ?? 0) + (back.get(item.position) ?? 0) >= item.quantity,
    );
    const described = lines.map(({ line, quantity }) => `${line}:${quantity}`).join(' ');
    const moved = await moveOrder(trx, order.id, everything ? 'returned' : 'partly-returned', {
      actor: 'operator',
      reason: described,
    });
    if (!moved) {
      throw new CheckoutRefusal(
        409,
        `The order is ${order.status}, payment ${order.payment_status}: no return can be recorded`,
      );
    }

    for (const item of items) {
      const quantity = back.get(item.position);
      if (!quantity) continue;
      await trx
        .updateTable('product_stock')
        .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
        .where('colour_id', '=', item.colour_id)
        .where('size', '=', item.size)
        .execute();
    }
    await trx
      .updateTable('order_withdrawals')
      .set({ status: 'goods-received', updated_at: new Date() })
      .where('order_id', '=', order.id)
      .where('status', '=', 'requested')
      .execute();

    const claimed = await claimedByRefunds(trx, order.id);
    const toRefund = items
      .map((item) => ({
        line: item.position + 1,
        quantity: Math.min(
          back.get(item.position) ?? 0,
          item.quantity - (claimed.pieces.get(item.position) ?? 0),
        ),
      }))
      .filter((line) => line.quantity > 0);
    const shipping = everything && !claimed.shipping && order.shipping_cents > 0;
    // A withdrawal's return shipping is the shopper's (spec §9): kept back from its refunds until
    // the whole cost is, when the first return is worth less.
    const withdrawn = await trx
      .selectFrom('order_withdrawals')
      .select('order_id')
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    const returnCostCents = withdrawn
      ? Math.max(0, STORE_TERMS[orderStore(order)].returnCostCents - claimed.returnCostKeptCents)
      : 0;
    const refund =
      toRefund.length > 0 || shipping
        ? await decideRefund(trx, moved.order, {
            pieces: toRefund,
            shipping,
            reason: `Return received: ${described}`,
            returnCostCents,
            ...(iban && { iban }),
          })
        : null;
    await trx
      .insertInto('returned_items')
      .values(
        [...back].map(([position, quantity]) => ({
          order_id: order.id,
          position,
          quantity,
          refund_id: refund?.id ?? null,
        })),
      )
      .execute();
    return refund?.id ?? null;
  });
  if (refundId) await sendRefund(db, refundId, context);
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) throw new CheckoutRefusal(404, 'Unknown order');
  return order;
}
