import type { OperatorCancelRequest } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox-repository';
import { CheckoutRefusal } from './checkout-refusal';
import { moveOrder } from './lifecycle/move-order';
import { cancellationEmailOf } from './order-cancelled-email';
import { orderPageUrl, shopperOrderUrl } from './order-links';
import { findOrderByNumber, orderLocale, type OrderRow } from './order-repository';
import { decideRefund } from './refunds/decide-refund';
import { sendRefund, type RefundContext } from './refunds/send-refund';
import { cancelUnpaidOrder, giveStockBack, releaseCouponOf } from './reservations';

/**
 * The shop cancels an order that has not shipped (issue 29), with a reason the shopper reads. An
 * unpaid one as the shopper's own cancellation; a paid one with its stock and coupon back and a
 * full refund, decided in the same transaction and sent to the provider after it. One locked
 * transaction, so a payment callback or another cancel crossing it finds the order already moved,
 * and the stock comes back once.
 */
export async function cancelByOperator(
  db: Kysely<Database>,
  orderNumber: string,
  { reason, iban }: OperatorCancelRequest,
  context: RefundContext,
): Promise<OrderRow> {
  const refundId = await db.transaction().execute(async (trx) => {
    const order = await findOrderByNumber(trx, orderNumber, { lock: true });
    if (!order) throw new CheckoutRefusal(404, 'Unknown order');
    const language = orderLocale(order);
    const email = (refunded: boolean, link: string) =>
      enqueueEmail(trx, cancellationEmailOf(order, link, { shopper: false, reason, refunded }));

    if (order.payment_status !== 'paid') {
      if (!(await cancelUnpaidOrder(trx, order.id, 'cancelled-by-operator', 'operator', reason))) {
        throw new CheckoutRefusal(
          409,
          `The order cannot be cancelled: it is ${order.status}, payment ${order.payment_status}`,
        );
      }
      const link = orderPageUrl(
        context.storeOrigins,
        language,
        'error',
        order.number,
        order.access_token,
      );
      await email(false, link);
      return null;
    }

    const parcels = await trx
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    if (parcels) {
      throw new CheckoutRefusal(
        409,
        'Part of the order has shipped: refund what comes back instead',
      );
    }
    const moved = await moveOrder(trx, order.id, 'cancelled-by-operator', {
      actor: 'operator',
      reason,
      set: { stock_reserved: false },
    });
    if (!moved) {
      throw new CheckoutRefusal(
        409,
        `The order cannot be cancelled: it is ${order.status}, shipping ${order.shipping_status}`,
      );
    }
    await giveStockBack(trx, order.id);
    await releaseCouponOf(trx, order);
    const refund = await decideRefund(trx, moved.order, {
      pieces: 'all',
      shipping: true,
      reason,
      ...(iban && { iban }),
    });
    await email(true, shopperOrderUrl(context.storeOrigins, order));
    return refund.id;
  });
  if (refundId) await sendRefund(db, refundId, context);
  const order = await findOrderByNumber(db, orderNumber);
  if (!order) throw new CheckoutRefusal(404, 'Unknown order');
  return order;
}
