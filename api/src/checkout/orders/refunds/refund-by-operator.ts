import type { OperatorRefundRequest } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { CheckoutRefusal } from '../checkout-refusal';
import { moveOrder } from '../lifecycle/move-order';
import { findOrderByNumber, type OrderRow } from '../order-repository';
import { decideRefund } from './decide-refund';
import { sendRefund, type RefundContext } from './send-refund';

/**
 * An operator gives back the money of some pieces and, when due, of the shipping (issue 29: a
 * return received, a goodwill gesture): decided with the order locked, so two refunds of one line
 * crossing each other find the pieces the other took; then sent to the provider that took it.
 */
export async function refundByOperator(
  db: Kysely<Database>,
  orderNumber: string,
  { lines = [], shipping = false, reason, iban }: OperatorRefundRequest,
  context: RefundContext,
): Promise<OrderRow> {
  const refund = await db.transaction().execute(async (trx) => {
    const order = await findOrderByNumber(trx, orderNumber, { lock: true });
    if (!order) throw new CheckoutRefusal(404, 'Unknown order');
    const decided = await decideRefund(trx, order, {
      pieces: lines,
      shipping,
      reason,
      ...(iban && { iban }),
    });
    const moved = await moveOrder(trx, order.id, 'refund-started', { actor: 'operator', reason });
    if (!moved)
      throw new CheckoutRefusal(409, `The order is not paid (payment ${order.payment_status})`);
    return decided;
  });
  await sendRefund(db, refund.id, context);
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) throw new CheckoutRefusal(404, 'Unknown order');
  return order;
}
