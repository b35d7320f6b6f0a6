import {
  CART_MAX_LINE_QUANTITY,
  CART_MAX_LINES,
  type CartItem,
  type Locale,
} from '@shop/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Variant } from '../catalogue';
import { productImageOf } from '../media';
import { disclosedStock } from './stock-disclosure';

/** Product pictures are drawn at this size (see media/product-image-svg). */

/** A variant with what the cart `cartId` already holds: its line's quantity and the cart's lines. */
export interface VariantInCart extends Variant {
  /** The quantity of this variant's line, 0 when the cart has none. */
  inCart: number;
  /** How many lines the cart has. */
  cartLines: number;
}

/**
 * `findVariant` and the cart's side of it in one query: a change to a cart makes one round trip to
 * the database for everything it checks.
 */
export async function findVariantInCart(
  db: Kysely<Database> | Transaction<Database>,
  cartId: string,
  sku: string,
  colour: string,
  size: string,
): Promise<VariantInCart | null> {
  const row = await db
    .selectFrom('product_stock as s')
    .innerJoin('product_colours as c', 'c.id', 's.colour_id')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select((eb) => [
      'p.id as productId',
      'c.id as colourId',
      's.size',
      's.quantity as stock',
      eb
        .selectFrom('cart_items as i')
        .select('i.quantity')
        .where('i.cart_id', '=', cartId)
        .whereRef('i.colour_id', '=', 'c.id')
        .whereRef('i.size', '=', 's.size')
        .as('inCart'),
      eb
        .selectFrom('cart_items as l')
        .select((count) => count.fn.countAll<string>().as('lines'))
        .where('l.cart_id', '=', cartId)
        .as('cartLines'),
    ])
    .where('p.sku', '=', sku.toUpperCase())
    .where('c.code', '=', colour)
    .where('s.size', '=', size)
    .executeTakeFirst();
  if (!row) return null;
  const { inCart, cartLines, ...variant } = row;
  return { ...variant, inCart: inCart ?? 0, cartLines: Number(cartLines ?? 0) };
}

/** Creates the cart if it is new and marks it changed now. */
export async function touchCart(db: Transaction<Database>, cartId: string): Promise<void> {
  await db
    .insertInto('carts')
    .values({ id: cartId })
    .onConflict((oc) => oc.column('id').doUpdateSet({ updated_at: sql`now()` }))
    .execute();
}

export async function setLineQuantity(
  db: Transaction<Database>,
  cartId: string,
  variant: Variant,
  quantity: number,
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({
      cart_id: cartId,
      product_id: variant.productId,
      colour_id: variant.colourId,
      size: variant.size,
      quantity,
    })
    .onConflict((oc) => oc.columns(['cart_id', 'colour_id', 'size']).doUpdateSet({ quantity }))
    .execute();
}

/** Removes a line; false when it was not in the cart. */
export async function removeLine(
  db: Transaction<Database>,
  cartId: string,
  variant: Variant,
): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_items')
    .where('cart_id', '=', cartId)
    .where('colour_id', '=', variant.colourId)
    .where('size', '=', variant.size)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The cart's lines in `locale`, oldest first, priced at the products' current prices. */
export async function readCartItems(
  db: Kysely<Database>,
  cartId: string,
  locale: Locale,
): Promise<CartItem[]> {
  const rows = await db
    .selectFrom('cart_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('product_colours as c', 'c.id', 'i.colour_id')
    .innerJoin('product_stock as s', (join) =>
      join.onRef('s.colour_id', '=', 'i.colour_id').onRef('s.size', '=', 'i.size'),
    )
    .select([
      'p.sku',
      'p.name_it',
      'p.name_en',
      'p.slug_it',
      'p.slug_en',
      'p.price_cents',
      'c.code as colour_code',
      'c.name_it as colour_name_it',
      'c.name_en as colour_name_en',
      'c.hex',
      'i.size',
      'i.quantity',
      's.quantity as stock',
    ])
    .select((eb) =>
      eb
        .selectFrom('product_images as img')
        .select('img.picture_hash')
        .whereRef('img.colour_id', '=', 'i.colour_id')
        .orderBy('img.position')
        .limit(1)
        .as('picture_hash'),
    )
    .where('i.cart_id', '=', cartId)
    .orderBy('i.added_at')
    .orderBy('p.sku')
    .orderBy('i.size')
    .execute();
  const hashes = [...new Set(rows.flatMap((row) => (row.picture_hash ? [row.picture_hash] : [])))];
  const pictures = new Map(
    hashes.length === 0
      ? []
      : (
          await db
            .selectFrom('pictures')
            .select(['hash', 'width', 'height', 'placeholder'])
            .where('hash', 'in', hashes)
            .execute()
        ).map((picture) => [picture.hash, picture]),
  );

  return rows.map((row) => {
    const name = locale === 'it' ? row.name_it : row.name_en;
    const colourName = locale === 'it' ? row.colour_name_it : row.colour_name_en;
    const picture = row.picture_hash ? pictures.get(row.picture_hash) : undefined;
    return {
      productId: row.sku,
      name,
      path: locale === 'it' ? row.slug_it : row.slug_en,
      colour: { code: row.colour_code, name: colourName, hex: row.hex },
      size: row.size,
      quantity: row.quantity,
      unitPriceCents: row.price_cents,
      lineTotalCents: row.price_cents * row.quantity,
      image: productImageOf(picture, `${name}, ${colourName}`),
      ...disclosedStock(row.stock),
      exceedsStock: row.quantity > row.stock,
    };
  });
}

/** A line to put into a cart, with the stock of its variant and what the cart holds of it. */
export interface IncomingCartLine {
  product_id: number;
  colour_id: number;
  size: string;
  quantity: number;
  stock: number;
  /** The quantity already in the cart, or null. */
  existing: number | null;
}

/**
 * The lines of cart `fromId` as lines to put into cart `toId`: each with its variant's stock
 * (locked; a size no longer sold has no stock row and is left out) and what `toId` holds of it.
 */
export function incomingLinesOf(
  trx: Transaction<Database>,
  fromId: string,
  toId: string,
): Promise<IncomingCartLine[]> {
  return trx
    .selectFrom('cart_items as f')
    .innerJoin('product_stock as s', (join) =>
      join.onRef('s.colour_id', '=', 'f.colour_id').onRef('s.size', '=', 'f.size'),
    )
    .leftJoin('cart_items as t', (join) =>
      join
        .onRef('t.colour_id', '=', 'f.colour_id')
        .onRef('t.size', '=', 'f.size')
        .on('t.cart_id', '=', toId),
    )
    .select([
      'f.product_id',
      'f.colour_id',
      'f.size',
      'f.quantity',
      's.quantity as stock',
      't.quantity as existing',
    ])
    .where('f.cart_id', '=', fromId)
    .orderBy('f.colour_id')
    .orderBy('f.size')
    .forUpdate('s')
    .execute();
}

/** Why a line went into the cart with fewer pieces than asked (or none): null when it all went in. */
export type CappedBy = 'sold-out' | 'stock' | 'line-cap' | 'cart-full' | null;

/** What became of one incoming line: the pieces it added and, if not all, why. */
export interface AddedLine {
  added: number;
  cappedBy: CappedBy;
}

/** Why a line holds `quantity`, fewer than `wanted`, given its stock. */
function capOf(quantity: number, wanted: number, stock: number): CappedBy {
  if (quantity >= wanted) return null;
  if (stock === 0) return 'sold-out';
  return quantity === stock ? 'stock' : 'line-cap';
}

/**
 * Adds `lines` to a cart the caller has locked (with the stock rows): each line's quantity adds
 * to what the cart holds, capped by the stock and `CART_MAX_LINE_QUANTITY`; a new line is left
 * out once the cart has `CART_MAX_LINES`. Answers what became of each line, in their order.
 */
export async function addCappedLines(
  trx: Transaction<Database>,
  cartId: string,
  lines: readonly IncomingCartLine[],
): Promise<AddedLine[]> {
  const { count } = await trx
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  let lineCount = Number(count);
  const outcomes: AddedLine[] = [];
  for (const line of lines) {
    const existing = line.existing ?? 0;
    const wanted = existing + line.quantity;
    const quantity = Math.min(wanted, line.stock, CART_MAX_LINE_QUANTITY);
    const cappedBy = capOf(quantity, wanted, line.stock);
    if (quantity <= existing) {
      outcomes.push({ added: 0, cappedBy });
      continue;
    }
    if (existing === 0) {
      if (lineCount >= CART_MAX_LINES) {
        outcomes.push({ added: 0, cappedBy: 'cart-full' });
        continue;
      }
      lineCount += 1;
    }
    await trx
      .insertInto('cart_items')
      .values({
        cart_id: cartId,
        product_id: line.product_id,
        colour_id: line.colour_id,
        size: line.size,
        quantity,
      })
      .onConflict((oc) => oc.columns(['cart_id', 'colour_id', 'size']).doUpdateSet({ quantity }))
      .execute();
    outcomes.push({ added: quantity - existing, cappedBy });
  }
  return outcomes;
}
