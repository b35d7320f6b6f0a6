import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { CheckoutRefusal } from '../checkout-refusal';
import type { OrderRow } from '../order-repository';
import { refundAmount, type BoughtLine } from './refund-amounts';
import { claimedByRefunds } from './refund-repository';

/** The payment method that has no provider: its refunds are bank transfers the shop makes. */
export const BANK_TRANSFER = 'bank-transfer';

export interface RefundDecision {
  /** Every piece not refunded yet, or these (by the order's line, counted from 1). */
  pieces: 'all' | readonly { line: number; quantity: number }[];
  /** With the shipping (always with `all`, when not refunded yet). */
  shipping: boolean;
  reason: string;
  /** Where a bank transfer's refund goes. */
  iban?: string;
  /** Return shipping to keep back (a withdrawal's return; at most what the refund is worth). */
  returnCostCents?: number;
}

export interface DecidedRefund {
  id: string;
  amountCents: number;
}

/**
 * Decides a refund of a paid order in the caller's transaction (the order locked): checks what is
 * asked against what earlier refunds claimed, whatever became of them (a refused one is tried
 * again, never decided twice), and writes it `pending` with its pieces. The provider is asked
 * only after the commit (`sendRefund`), so a refund is never lost between the two.
 */
export async function decideRefund(
  trx: Transaction<Database>,
  order: OrderRow,
  decision: RefundDecision,
): Promise<DecidedRefund> {
  const payment = await trx
    .selectFrom('payments')
    .select(['id', 'method', 'provider'])
    .where('order_id', '=', order.id)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (!payment || order.payment_status !== 'paid') {
    throw new CheckoutRefusal(409, `The order is not paid (payment ${order.payment_status})`);
  }
  const byTransfer = payment.method === BANK_TRANSFER;
  if (byTransfer && !decision.iban) {
    throw new CheckoutRefusal(409, 'The order was paid by bank transfer: give the IBAN to refund');
  }

  const lines: BoughtLine[] = (
    await trx
      .selectFrom('order_items')
      .select(['position', 'unit_price_cents', 'quantity'])
      .where('order_id', '=', order.id)
      .orderBy('position')
      .execute()
  ).map((line) => ({
    position: line.position,
    unitPriceCents: line.unit_price_cents,
    quantity: line.quantity,
  }));
  const claimed = await claimedByRefunds(trx, order.id);
  const left = (line: BoughtLine) => line.quantity - (claimed.pieces.get(line.position) ?? 0);

  const pieces = new Map<number, number>();
  if (decision.pieces === 'all') {
    for (const line of lines) if (left(line) > 0) pieces.set(line.position, left(line));
  } else {
    for (const { line: number, quantity } of decision.pieces) {
      const line = lines[number - 1];
      if (!line) throw new CheckoutRefusal(400, `The order has no line ${number}`);
      if (pieces.has(line.position))
        throw new CheckoutRefusal(400, `Line ${number} is named twice`);
      if (quantity > left(line)) {
        throw new CheckoutRefusal(409, `Line ${number} has ${left(line)} pieces left to refund`);
      }
      pieces.set(line.position, quantity);
    }
  }
  const shipping = (decision.pieces === 'all' || decision.shipping) && !claimed.shipping;
  if (decision.shipping && decision.pieces !== 'all' && claimed.shipping) {
    throw new CheckoutRefusal(409, 'The shipping is refunded already');
  }
  const worthCents = refundAmount(order, lines, claimed, pieces, shipping);
  if (worthCents <= 0) throw new CheckoutRefusal(409, 'Nothing is left to refund');
  const returnCostCents = Math.min(decision.returnCostCents ?? 0, worthCents);
  const amountCents = worthCents - returnCostCents;

  const id = randomUUID();
  await trx
    .insertInto('refunds')
    .values({
      id,
      order_id: order.id,
      payment_id: payment.id,
      provider: byTransfer ? BANK_TRANSFER : payment.provider,
      amount_cents: amountCents,
      return_cost_cents: returnCostCents,
      includes_shipping: shipping,
      reason: decision.reason,
      iban: byTransfer ? (decision.iban ?? null) : null,
    })
    .execute();
  if (pieces.size > 0) {
    await trx
      .insertInto('refund_items')
      .values([...pieces].map(([position, quantity]) => ({ refund_id: id, position, quantity })))
      .execute();
  }
  return { id, amountCents };
}
