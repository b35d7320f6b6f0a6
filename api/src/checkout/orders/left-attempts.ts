import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Why an attempt left behind on a provider's page was closed (`payments.failure_reason`). */
export const LEFT_PROVIDER_REASON = 'left-provider-page';

/**
 * Closes the order's attempt still open on a provider's page, so that a new attempt may start:
 * the shopper came back from that page without paying. The order is locked by the caller, and a
 * provider's callback settles under the same lock: one that came first has paid the order (the
 * caller then refuses the new attempt), one that comes later finds the attempt closed and changes
 * nothing. Answers whether there was such an attempt.
 */
export async function closeLeftAttempt(
  trx: Transaction<Database>,
  orderId: number,
): Promise<boolean> {
  const closed = await trx
    .updateTable('payments')
    .set({ status: 'failed', failure_reason: LEFT_PROVIDER_REASON, updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .where('redirect_url', 'is not', null)
    .returning('id')
    .execute();
  return closed.length > 0;
}
