import { WISHLIST_MAX_ENTRIES } from '@shop/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Wishlist } from './wishlist';
import { sameKey, type WishlistEntry } from './wishlist-entry';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Locks the customer's row for a change of their list: two changes at once (two tabs, a sign-in)
 * are applied one after the other, so the cap holds. `NO KEY UPDATE`, not `UPDATE`: rows that
 * merely reference the customer (a new session) are not held up.
 */
async function lockCustomerList(trx: Transaction<Database>, customerId: number): Promise<void> {
  await trx
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .forNoKeyUpdate()
    .execute();
}

/** The customer's entries, newest first. */
export async function customerEntries(db: Db, customerId: number): Promise<WishlistEntry[]> {
  const rows = await db
    .selectFrom('wishlist_entries')
    .select(['product_id', 'colour', 'added_at'])
    .where('customer_id', '=', customerId)
    .orderBy('added_at', 'desc')
    .orderBy('product_id')
    .orderBy('colour')
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    colour: row.colour,
    addedAt: new Date(row.added_at),
  }));
}

export async function countCustomerEntries(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlist_entries')
    .select((eb) => eb.fn.countAll<string>().as('entries'))
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return Number(row?.entries ?? 0);
}

/** A signed-in customer's list: theirs in every browser and on both stores. */
export function customerWishlist(db: Kysely<Database>, customerId: number): Wishlist {
  return {
    entries: () => customerEntries(db, customerId),
    count: () => countCustomerEntries(db, customerId),
    add: (key) =>
      db.transaction().execute(async (trx) => {
        await lockCustomerList(trx, customerId);
        const entries = await customerEntries(trx, customerId);
        if (entries.some((entry) => sameKey(entry, key))) return 'kept';
        if (entries.length >= WISHLIST_MAX_ENTRIES) return 'full';
        await trx
          .insertInto('wishlist_entries')
          .values({ customer_id: customerId, product_id: key.productId, colour: key.colour })
          .execute();
        return 'added';
      }),
    async remove(key) {
      await db
        .deleteFrom('wishlist_entries')
        .where('customer_id', '=', customerId)
        .where('product_id', '=', key.productId)
        .where('colour', '=', key.colour)
        .execute();
    },
  };
}

/**
 * Adds a visitor's entries (newest first) to the customer's list at sign-in. What the customer
 * had stays; an entry they already had is not added twice; the visitor's newest entries take the
 * places left under `WISHLIST_MAX_ENTRIES`. Each keeps the time it was added, so the lists
 * interleave by time.
 */
export async function mergeIntoCustomerWishlist(
  db: Kysely<Database>,
  customerId: number,
  incoming: readonly WishlistEntry[],
): Promise<void> {
  if (incoming.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await lockCustomerList(trx, customerId);
    const owned = await customerEntries(trx, customerId);
    const room = Math.max(WISHLIST_MAX_ENTRIES - owned.length, 0);
    const joining = incoming
      .filter((entry) => !owned.some((kept) => sameKey(kept, entry)))
      .slice(0, room);
    if (joining.length === 0) return;
    await trx
      .insertInto('wishlist_entries')
      .values(
        joining.map((entry) => ({
          customer_id: customerId,
          product_id: entry.productId,
          colour: entry.colour,
          added_at: entry.addedAt,
        })),
      )
      .execute();
  });
}
