import {
  WITHDRAWAL_REFUND_DAYS,
  type OperatorOrder,
  type OperatorOrderList,
  type OrderMoveName,
  type OrderNeed,
} from '@shop/shared/contracts';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { CheckoutConfig } from '../../config';
import type { Database } from '../../db/schema';
import { ORDER_SUMMARY_COLUMNS, orderSummaryOf, toOrder, type OrderRow } from './order-repository';
import { operatorRefundsOf } from './refunds/refund-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders a page of the operator's list holds. */
export const OPERATOR_ORDERS_PER_PAGE = 50;

/** A refund the provider has not answered in this long is the operator's to try again. */
export const REFUND_ANSWER_WAIT_MS = 15 * 60_000;

type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>;

/** Narrows a query of orders to those that need `need` done. */
function needing(query: OrdersQuery, need: OrderNeed | undefined): OrdersQuery {
  switch (need) {
    case 'awaiting-transfer':
      return query
        .where('status', '=', 'pending')
        .where('payment_status', '=', 'awaiting-transfer');
    case 'to-ship':
      return query.where('status', '=', 'confirmed').where('shipping_status', '=', 'preparing');
    case 'in-transit':
      return query
        .where('status', '=', 'confirmed')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('shipments')
              .select('shipments.id')
              .whereRef('shipments.order_id', '=', 'orders.id')
              .where('shipments.delivered_at', 'is', null),
          ),
        );
    case 'awaiting-return':
      // The shopper withdrew; the goods have not reached the shop yet.
      return query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('order_withdrawals')
            .select('order_withdrawals.order_id')
            .whereRef('order_withdrawals.order_id', '=', 'orders.id')
            .where('order_withdrawals.status', '=', 'requested'),
        ),
      );
    case 'refund-failed':
      // Refused by the provider, or still unanswered a quarter of an hour on.
      return query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('refunds')
            .select('refunds.id')
            .whereRef('refunds.order_id', '=', 'orders.id')
            .where((refund) =>
              refund.or([
                refund('refunds.status', '=', 'refused'),
                refund.and([
                  refund('refunds.status', '=', 'pending'),
                  refund('refunds.updated_at', '<', new Date(Date.now() - REFUND_ANSWER_WAIT_MS)),
                ]),
              ]),
            ),
        ),
      );
    case 'paid-after-cancellation':
      // The money is the shop's to give back, and no refund of it is decided yet.
      return query
        .where('status', '=', 'cancelled')
        .where('payment_status', '=', 'paid')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('refunds')
                .select('refunds.id')
                .whereRef('refunds.order_id', '=', 'orders.id'),
            ),
          ),
        );
    case undefined:
      return query;
  }
}

/** The operator's list: newest first, narrowed to what needs doing when asked. */
export async function listOrdersFor(
  db: Kysely<Database>,
  need: OrderNeed | undefined,
  page: number,
): Promise<OperatorOrderList> {
  const { count } = await needing(db.selectFrom('orders'), need)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await needing(db.selectFrom('orders'), need)
    .select([...ORDER_SUMMARY_COLUMNS, 'email'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(OPERATOR_ORDERS_PER_PAGE)
    .offset((page - 1) * OPERATOR_ORDERS_PER_PAGE)
    .execute();
  return {
    orders: rows.map((row) => ({ ...orderSummaryOf(row), email: row.email })),
    page,
    pageCount: Math.max(1, Math.ceil(Number(count) / OPERATOR_ORDERS_PER_PAGE)),
  };
}

/**
 * An order as an operator sees it: the shopper's view, the history with its reasons, and while a
 * withdrawal's money is not back, when the law wants it back by.
 */
export async function operatorOrderOf(
  db: Kysely<Database>,
  row: OrderRow,
  bankTransfer: CheckoutConfig['bankTransfer'],
): Promise<OperatorOrder> {
  const history = await db
    .selectFrom('order_history')
    .select(['at', 'move', 'actor', 'reason'])
    .where('order_id', '=', row.id)
    .orderBy('id')
    .execute();
  const withdrawal = await db
    .selectFrom('order_withdrawals')
    .select(['requested_at', 'status'])
    .where('order_id', '=', row.id)
    .executeTakeFirst();
  const refundDueBy =
    withdrawal && withdrawal.status !== 'refunded'
      ? new Date(withdrawal.requested_at.getTime() + WITHDRAWAL_REFUND_DAYS * DAY_MS).toISOString()
      : null;
  return {
    order: await toOrder(db, row, bankTransfer),
    refundDueBy,
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      move: entry.move as OrderMoveName,
      by: entry.actor,
      reason: entry.reason,
    })),
    refunds: await operatorRefundsOf(db, row.id),
  };
}
