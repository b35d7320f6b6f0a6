import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A reset link works for one hour. */
export const RESET_LINK_VALID_SECONDS = 60 * 60;

/**
 * Records a new reset link for a customer. Earlier links of the customer that were not used stop
 * working: only the newest e-mail's link resets the password.
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
  await db
    .insertInto('password_reset_tokens')
    .values({
      id: tokenHash,
      customer_id: customerId,
      expires_at: sql<Date>`now() + ${RESET_LINK_VALID_SECONDS} * interval '1 second'`,
      used_at: null,
    })
    .execute();
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
