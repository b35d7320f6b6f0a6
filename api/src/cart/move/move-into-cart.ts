import type { Locale } from '@shop/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { addCappedLines, incomingLinesOf } from '../cart-repository';
import type { LeftOutLine } from '../reorder/reorder-into-cart';

export interface MovedCart {
  /** Lines of which at least one piece came. */
  movedLines: number;
  /** Lines that did not come whole, and why; what did not come stays in the other cart. */
  leftBehind: LeftOutLine[];
}

/**
 * Moves the lines of cart `fromId` into cart `toId`, both locked by the caller (the arriving cart
 * first), as many pieces as the stock and the cart's limits allow: the pieces that came leave the
 * other cart, the rest stay there. The coupon comes too when this cart has none. Names follow
 * `locale`.
 */
export async function moveIntoCart(
  trx: Transaction<Database>,
  toId: string,
  fromId: string,
  locale: Locale,
): Promise<MovedCart> {
  // The stock rows of the sizes still sold, locked (a size no longer sold has none: it stays
  // behind as "no longer sold"); then every line with its names.
  const sold = await incomingLinesOf(trx, fromId, toId);
  const outcomes = await addCappedLines(trx, toId, sold);
  const addedTo = new Map(
    sold.map((line, index) => [`${line.colour_id}/${line.size}`, outcomes[index]]),
  );
  const lines = await trx
    .selectFrom('cart_items as f')
    .innerJoin('products as p', 'p.id', 'f.product_id')
    .innerJoin('product_colours as pc', 'pc.id', 'f.colour_id')
    .select([
      'f.colour_id',
      'f.size',
      'f.quantity',
      'p.name_it',
      'p.name_en',
      'pc.name_it as colour_it',
      'pc.name_en as colour_en',
    ])
    .where('f.cart_id', '=', fromId)
    .orderBy('f.added_at')
    .execute();

  const leftBehind: LeftOutLine[] = [];
  let movedLines = 0;
  for (const line of lines) {
    const outcome = addedTo.get(`${line.colour_id}/${line.size}`);
    const added = outcome?.added ?? 0;
    if (added > 0) movedLines += 1;
    const rest = line.quantity - added;
    const sourceLine = { cart_id: fromId, colour_id: line.colour_id, size: line.size };
    if (rest === 0) {
      await trx
        .deleteFrom('cart_items')
        .where((eb) => eb.and(sourceLine))
        .execute();
      continue;
    }
    if (added > 0) {
      await trx
        .updateTable('cart_items')
        .set({ quantity: rest })
        .where((eb) => eb.and(sourceLine))
        .execute();
    }
    leftBehind.push({
      name: locale === 'en' ? line.name_en : line.name_it,
      colour: locale === 'en' ? line.colour_en : line.colour_it,
      size: line.size,
      ordered: line.quantity,
      added,
      why: outcome?.cappedBy ?? 'no-longer-sold',
    });
  }
  await moveCoupon(trx, toId, fromId);
  return { movedLines, leftBehind };
}

/** The other cart's coupon, when this one has none: it leaves the other cart. */
async function moveCoupon(trx: Transaction<Database>, toId: string, fromId: string): Promise<void> {
  const from = await trx
    .selectFrom('carts')
    .select('coupon_code')
    .where('id', '=', fromId)
    .executeTakeFirst();
  if (!from?.coupon_code) return;
  const taken = await trx
    .updateTable('carts')
    .set({ coupon_code: from.coupon_code })
    .where('id', '=', toId)
    .where('coupon_code', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) > 0) {
    await trx.updateTable('carts').set({ coupon_code: null }).where('id', '=', fromId).execute();
  }
}
