import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** A variant as the shopper names it, resolved to its rows, with its stock. */
export interface Variant {
  productId: number;
  colourId: number;
  size: string;
  stock: number;
}

/** The variant `sku`/`colour`/`size`, or null when any part of it does not exist. */
export async function findVariant(
  db: Kysely<Database> | Transaction<Database>,
  sku: string,
  colour: string,
  size: string,
  { lock = false } = {},
): Promise<Variant | null> {
  let query = db
    .selectFrom('product_stock as s')
    .innerJoin('product_colours as c', 'c.id', 's.colour_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['p.id as productId', 'c.id as colourId', 's.size', 's.quantity as stock'])
    .where('p.sku', '=', sku.toUpperCase())
    .where('c.code', '=', colour)
    .where('s.size', '=', size);
  // Only a stock change locks the row. A cart line reserves nothing (the order does), and two
  // changes of one cart already wait for each other on the cart's row: locking the variant here
  // would queue every shopper adding the same popular piece behind one another.
  if (lock) query = query.forUpdate('s');
  return (await query.executeTakeFirst()) ?? null;
}
