import type { AccountDataWishlistEntry, Locale } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The customer's wishlist for their data export, newest first. */
export async function readCustomerWishlist(
  db: Kysely<Database>,
  customerId: number,
  language: Locale,
): Promise<AccountDataWishlistEntry[]> {
  const rows = await db
    .selectFrom('wishlist_entries as w')
    .leftJoin('products as p', 'p.sku', 'w.product_id')
    .leftJoin('product_colours as c', (join) =>
      join.onRef('c.product_id', '=', 'p.id').onRef('c.code', '=', 'w.colour'),
    )
    .select([
      'w.product_id',
      'w.colour',
      'w.added_at',
      'p.name_it',
      'p.name_en',
      'c.name_it as colour_it',
      'c.name_en as colour_en',
    ])
    .where('w.customer_id', '=', customerId)
    .orderBy('w.added_at', 'desc')
    .orderBy('w.product_id')
    .orderBy('w.colour')
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    colour: row.colour,
    name: language === 'en' ? row.name_en : row.name_it,
    colourName: language === 'en' ? row.colour_en : row.colour_it,
    addedAt: new Date(row.added_at).toISOString(),
  }));
}
