import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { hashAuthToken, newAuthToken } from '../auth-tokens';

/** How long the link to the new address works. */
export const EMAIL_CHANGE_VALID_HOURS = 24;

/**
 * Records a change to `newEmail` and answers the token of its link; an earlier change the customer
 * asked for and never confirmed stops working.
 */
export async function requestEmailChange(
  trx: Transaction<Database>,
  customerId: number,
  newEmail: string,
): Promise<string> {
  const token = newAuthToken();
  await trx
    .deleteFrom('email_changes')
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', customerId),
        eb('expires_at', '<', sql<Date>`now() - interval '1 day'`),
      ]),
    )
    .execute();
  await trx
    .insertInto('email_changes')
    .values({
      token_hash: hashAuthToken(token),
      customer_id: customerId,
      new_email: newEmail,
      expires_at: sql<Date>`now() + make_interval(hours => ${EMAIL_CHANGE_VALID_HOURS})`,
    })
    .execute();
  return token;
}

/** The change a link's token opens, used up by this call; null when unknown, used or expired. */
export async function claimEmailChange(
  trx: Transaction<Database>,
  token: string,
): Promise<{ customerId: number; newEmail: string } | null> {
  const row = await trx
    .updateTable('email_changes')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashAuthToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['customer_id', 'new_email'])
    .executeTakeFirst();
  return row ? { customerId: row.customer_id, newEmail: row.new_email } : null;
}

/** The address a customer asked for and has not confirmed yet, if any. */
export async function pendingEmailOf(
  db: Kysely<Database> | Transaction<Database>,
  customerId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('email_changes')
    .select('new_email')
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.new_email ?? null;
}

/** Whether another customer's account has this address, whatever its case. */
export async function addressTaken(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
  customerId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', customerId)
    .executeTakeFirst();
  return row !== undefined;
}
