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

/** A product in one colour as the shopper names it: the product's SKU and the colour's code. */
export interface ProductColourKey {
  sku: string;
  colour: string;
}

/** A product's colour that exists, with its sizes in the catalogue's order and their stock. */
export interface ProductColourStock extends ProductColourKey {
  productId: number;
  colourId: number;
  sizes: { size: string; stock: number }[];
}

/**
 * The colours of `keys` that exist, each with its sizes, in one query (a colour without sizes has
 * none); SKUs are matched whatever their case and answered as the catalogue spells them.
 */
export async function findProductColours(
  db: Kysely<Database> | Transaction<Database>,
  keys: readonly ProductColourKey[],
): Promise<ProductColourStock[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_colours as c', 'c.product_id', 'p.id')
    .leftJoin('product_stock as s', 's.colour_id', 'c.id')
    .select([
      'p.sku',
      'c.code as colour',
      'p.id as productId',
      'c.id as colourId',
      's.size',
      's.quantity as stock',
    ])
    .where((eb) =>
      eb(
        eb.refTuple('p.sku', 'c.code'),
        'in',
        keys.map((key) => eb.tuple(key.sku.toUpperCase(), key.colour)),
      ),
    )
    .orderBy('c.id')
    .orderBy('s.position')
    .execute();
  const byColour = new Map<number, ProductColourStock>();
  for (const { size, stock, ...colour } of rows) {
    const found = byColour.get(colour.colourId) ?? { ...colour, sizes: [] };
    if (size !== null && stock !== null) found.sizes.push({ size, stock });
    byColour.set(colour.colourId, found);
  }
  return [...byColour.values()];
}
