import { sql, type Kysely, type Transaction } from 'kysely';
import { hashAuthToken, newAuthToken } from '../../account';
import type { Database } from '../../db/schema';

/** Long enough for a slow page on a phone to arrive; short, because the token rides in a URL. */
const MOVE_LIFETIME_MINUTES = 10;

/** A new move of `cartId`; only the token's hash is kept. Moves long past their use are cleared. */
export async function issueCartMove(db: Kysely<Database>, cartId: string): Promise<string> {
  const token = newAuthToken();
  await db
    .deleteFrom('cart_moves')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('cart_moves')
    .values({
      token_hash: hashAuthToken(token),
      cart_id: cartId,
      expires_at: sql<Date>`now() + make_interval(mins => ${MOVE_LIFETIME_MINUTES})`,
    })
    .execute();
  return token;
}

/** The cart `token` hands over, used up by this call; null when unknown, used or expired. */
export async function claimCartMove(
  trx: Transaction<Database>,
  token: string,
): Promise<string | null> {
  const row = await trx
    .updateTable('cart_moves')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashAuthToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('cart_id')
    .executeTakeFirst();
  return row?.cart_id ?? null;
}
