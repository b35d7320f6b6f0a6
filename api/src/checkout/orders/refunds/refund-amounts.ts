import type { Selectable } from 'kysely';
import type { OrdersTable } from '../../../db/schema';

type OrderAmounts = Pick<
  Selectable<OrdersTable>,
  'subtotal_cents' | 'discount_cents' | 'shipping_cents' | 'total_cents'
>;

/** One line as bought: its position, price of a piece and pieces. */
export interface BoughtLine {
  position: number;
  unitPriceCents: number;
  quantity: number;
}

/** What is already claimed by earlier refunds (whatever their state: a refused one is retried). */
export interface Claimed {
  pieces: Map<number, number>;
  shipping: boolean;
  /** Paid back, and kept back as return shipping. */
  amountCents: number;
  /** The return shipping kept back so far (spec §9: up to the store's cost, once per withdrawal). */
  returnCostKeptCents: number;
}

/**
 * What giving back `pieces` (by position) and, with `shipping`, the shipping costs: each piece at
 * the price paid for it, less its share of the order's discount (rounded to the cent). The refund
 * that leaves nothing more to give back is the rest of the total to the cent, so the refunds of an
 * order always add up to exactly what was paid.
 */
export function refundAmount(
  order: OrderAmounts,
  lines: readonly BoughtLine[],
  claimed: Claimed,
  pieces: ReadonlyMap<number, number>,
  shipping: boolean,
): number {
  const goodsPaid = order.subtotal_cents - order.discount_cents;
  let amount = shipping ? order.shipping_cents : 0;
  for (const [position, quantity] of pieces) {
    const line = lines.find((bought) => bought.position === position);
    if (!line || order.subtotal_cents === 0) continue;
    amount += Math.round((line.unitPriceCents * quantity * goodsPaid) / order.subtotal_cents);
  }
  const everything =
    (shipping || claimed.shipping || order.shipping_cents === 0) &&
    lines.every(
      (line) =>
        (claimed.pieces.get(line.position) ?? 0) + (pieces.get(line.position) ?? 0) >=
        line.quantity,
    );
  const left = order.total_cents - claimed.amountCents;
  return everything ? left : Math.min(amount, left);
}
