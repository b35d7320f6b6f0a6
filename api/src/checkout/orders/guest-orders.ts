import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The orders placed as a guest with an address whose owner now has an account, proven by the
 * activation link or the social provider, join that account (issue 29: the shopper who registers
 * with the address of a guest order sees it, its parcels and refunds, in the account). Orders of
 * another account are not touched.
 */
export async function adoptGuestOrders(
  trx: Kysely<Database>,
  customerId: number,
  email: string,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ customer_id: customerId })
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .where('customer_id', 'is', null)
    .execute();
}
