import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A reset link works for one hour. */
export const RESET_LINK_VALID_SECONDS = 60 * 60;

/** An id no customer has (ids start at 1): `insertResetToken` then changes no row. */
export const NO_CUSTOMER = 0;

/**
 * Records a new reset link for a customer. Earlier links of the customer that were not used stop
 * working: only the newest e-mail's link resets the password. For `NO_CUSTOMER` the same two
 * statements run and change nothing, so an unknown address takes as long as a known one.
 */
export async function insertResetToken(
  db: Kysely<Database>,
  customerId: number,
  tokenHash: string,
): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
  await sql`
    insert into password_reset_tokens (id, customer_id, expires_at, used_at)
    select ${tokenHash}, customers.id,
      now() + ${RESET_LINK_VALID_SECONDS} * interval '1 second', null
    from customers where customers.id = ${customerId}`.execute(db);
}

/**
 * Marks the unused, unexpired link with this token hash as used and answers its customer, or null
 * when there is no such link. The conditional update decides, so a link used twice at once works
 * once.
 */
export async function consumeResetToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<number | null> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id ?? null;
}
