import type { Locale, OrderShipmentLine } from '@shop/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A withdrawal the shop received: when, and the pieces the shopper sends back. */
export interface RecordedWithdrawal {
  requestedAt: Date;
  /** The order's lines counted from 1, in the order's order. */
  lines: OrderShipmentLine[];
}

/** The order's withdrawal, if its shopper withdrew. */
export async function findWithdrawal(
  db: Db,
  orderId: number,
): Promise<RecordedWithdrawal | undefined> {
  const withdrawal = await db
    .selectFrom('order_withdrawals')
    .select('requested_at')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!withdrawal) return undefined;
  const items = await db
    .selectFrom('withdrawal_items')
    .select(['position', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  return {
    requestedAt: withdrawal.requested_at,
    lines: items.map((item) => ({ line: item.position + 1, quantity: item.quantity })),
  };
}

/** Records the order's withdrawal and the pieces it sends back. */
export async function insertWithdrawal(
  trx: Transaction<Database>,
  orderId: number,
  withdrawal: RecordedWithdrawal & { channel: 'account' | 'order-link'; language: Locale },
): Promise<void> {
  await trx
    .insertInto('order_withdrawals')
    .values({
      order_id: orderId,
      requested_at: withdrawal.requestedAt,
      channel: withdrawal.channel,
      language: withdrawal.language,
    })
    .execute();
  await trx
    .insertInto('withdrawal_items')
    .values(
      withdrawal.lines.map(({ line, quantity }) => ({
        order_id: orderId,
        position: line - 1,
        quantity,
      })),
    )
    .execute();
}
