import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Rewrites what search matches for these products (all of them with null): their name, category,
 * department and colour names, folded to lower case without accents. Whoever writes a product's
 * name, category or colours calls it in the same transaction (today only the seed does).
 */
export async function refreshProductSearch(
  db: Kysely<Database>,
  productIds: number[] | null,
): Promise<void> {
  await sql`select shop_refresh_product_search(${productIds}::integer[])`.execute(db);
}
