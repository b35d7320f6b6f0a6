import type { Locale } from '@shop/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { addCappedLines, type CappedBy } from '../cart-repository';

/** An order line that did not go back into the cart whole, named for the shopper. */
export interface LeftOutLine {
  name: string;
  colour: string;
  size: string;
  /** Pieces of the order's line. */
  ordered: number;
  /** Pieces that did go in (fewer than ordered). */
  added: number;
  why: Exclude<CappedBy, null> | 'no-longer-sold';
}

export interface Reordered {
  /** Lines that added at least one piece. */
  addedLines: number;
  leftOut: LeftOutLine[];
}

/**
 * Puts an order's lines back into a cart the caller has locked, as many pieces as the stock and
 * the cart's limits allow, and says which lines did not go in whole and why. Locks the stock rows
 * of the variants still sold; a line whose variant is gone is "no longer sold". Names follow
 * `locale` where the product still exists, else the order's own words.
 */
export async function reorderIntoCart(
  trx: Transaction<Database>,
  cartId: string,
  orderId: number,
  locale: Locale,
): Promise<Reordered> {
  const sold = await trx
    .selectFrom('order_items as o')
    .innerJoin('product_stock as s', (join) =>
      join.onRef('s.colour_id', '=', 'o.colour_id').onRef('s.size', '=', 'o.size'),
    )
    .leftJoin('cart_items as c', (join) =>
      join
        .onRef('c.colour_id', '=', 'o.colour_id')
        .onRef('c.size', '=', 'o.size')
        .on('c.cart_id', '=', cartId),
    )
    .select([
      'o.position',
      's.product_id',
      'o.colour_id',
      'o.size',
      'o.quantity',
      's.quantity as stock',
      'c.quantity as existing',
    ])
    .where('o.order_id', '=', orderId)
    .orderBy('o.colour_id')
    .orderBy('o.size')
    .forUpdate('s')
    .execute();
  const outcomes = await addCappedLines(trx, cartId, sold);
  const outcomeAt = new Map(sold.map((line, index) => [line.position, outcomes[index]]));

  const lines = await trx
    .selectFrom('order_items as o')
    .leftJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('product_colours as pc', 'pc.id', 'o.colour_id')
    .select([
      'o.position',
      'o.name',
      'o.colour_name',
      'o.size',
      'o.quantity',
      'p.name_it',
      'p.name_en',
      'pc.name_it as colour_it',
      'pc.name_en as colour_en',
    ])
    .where('o.order_id', '=', orderId)
    .orderBy('o.position')
    .execute();
  const leftOut: LeftOutLine[] = [];
  for (const line of lines) {
    const outcome = outcomeAt.get(line.position);
    if (outcome && outcome.cappedBy === null) continue;
    leftOut.push({
      name: (locale === 'en' ? line.name_en : line.name_it) ?? line.name,
      colour: (locale === 'en' ? line.colour_en : line.colour_it) ?? line.colour_name,
      size: line.size,
      ordered: line.quantity,
      added: outcome?.added ?? 0,
      why: outcome?.cappedBy ?? 'no-longer-sold',
    });
  }
  return { addedLines: outcomes.filter((outcome) => outcome.added > 0).length, leftOut };
}
