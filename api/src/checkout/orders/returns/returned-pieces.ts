import type { Locale, OrderShipmentLine } from '@shop/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { CheckoutRefusal } from '../checkout-refusal';

/** One of the order's lines as a returning shopper reads it. */
export interface PieceLine {
  name: string;
  colour_name: string;
  size: string;
  quantity: number;
}

const WORDS = {
  it: {
    noSuchLine: (line: number) => `L’ordine non ha un articolo numero ${line}.`,
    namedTwice: (line: number) => `L’articolo numero ${line} è indicato due volte.`,
    tooMany: (name: string, most: number) =>
      `Di ${name} puoi restituire al massimo ${most} ${most === 1 ? 'pezzo' : 'pezzi'}.`,
  },
  en: {
    noSuchLine: (line: number) => `The order has no item number ${line}.`,
    namedTwice: (line: number) => `Item number ${line} is named twice.`,
    tooMany: (name: string, most: number) =>
      `You can return at most ${most} ${most === 1 ? 'piece' : 'pieces'} of ${name}.`,
  },
} as const;

/** The order's lines, in the order they were bought. */
export function orderLinesOf(
  db: Kysely<Database> | Transaction<Database>,
  orderId: number,
): Promise<PieceLine[]> {
  return db
    .selectFrom('order_items')
    .select(['name', 'colour_name', 'size', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/**
 * The pieces a withdrawing shopper sends back, checked against the order (400, in `language`,
 * for a line it lacks, one named twice or more pieces than were bought); all of them when she
 * named none.
 */
export function chosenPieces(
  items: readonly PieceLine[],
  chosen: readonly OrderShipmentLine[] | undefined,
  language: Locale,
): OrderShipmentLine[] {
  if (!chosen) return items.map((item, index) => ({ line: index + 1, quantity: item.quantity }));
  const words = WORDS[language];
  const seen = new Set<number>();
  for (const { line, quantity } of chosen) {
    const item = items[line - 1];
    if (!item) throw new CheckoutRefusal(400, words.noSuchLine(line));
    if (seen.has(line)) throw new CheckoutRefusal(400, words.namedTwice(line));
    if (quantity > item.quantity) {
      throw new CheckoutRefusal(400, words.tooMany(item.name, item.quantity));
    }
    seen.add(line);
  }
  return [...chosen].sort((a, b) => a.line - b.line);
}

/** Each chosen line as the shopper and the returns office read it: "2 × Name – Colour, size". */
export function describePieces(
  items: readonly PieceLine[],
  lines: readonly OrderShipmentLine[],
): string[] {
  return lines.flatMap(({ line, quantity }) => {
    const item = items[line - 1];
    return item ? [`${quantity} × ${item.name} – ${item.colour_name}, ${item.size}`] : [];
  });
}
