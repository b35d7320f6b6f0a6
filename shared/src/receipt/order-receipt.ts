import { VAT_RATE_PERCENT } from '../contracts/business-terms';
import type { Order, OrderItem } from '../contracts/checkout';

/** One row of a receipt: its amount as paid (VAT included) and the VAT in it. */
export type ReceiptRow = { amountCents: number; vatCents: number } & (
  | { kind: 'item'; item: OrderItem }
  /** The order's discount: a negative amount, and the VAT it takes off. */
  | { kind: 'discount'; couponCode: string | null }
  | { kind: 'shipping'; label: string }
);

/** What an order's receipt says: its rows and totals, to the cent, and when it was paid. */
export interface OrderReceipt {
  rows: ReceiptRow[];
  vatRatePercent: number;
  /** What was paid: the rows' sum, which is the order's total. */
  totalCents: number;
  /** The VAT the total includes: the rows' VAT summed. */
  vatCents: number;
  /** The total without its VAT. */
  netCents: number;
  /** When the payment was taken (ISO 8601): the receipt's date. */
  paidAt: string;
}

/** The VAT an amount that includes it holds, rounded to the cent (half away from zero). */
export function includedVat(amountCents: number, ratePercent = VAT_RATE_PERCENT): number {
  const vat = Math.round((Math.abs(amountCents) * ratePercent) / (100 + ratePercent));
  return amountCents < 0 ? -vat : vat;
}

/** Whether an order has been paid, so that it has a receipt: paid, or refunded since. */
export function hasReceipt(order: Pick<Order, 'paymentStatus'>): boolean {
  return order.paymentStatus === 'paid' || order.paymentStatus === 'refunded';
}

const row = <R extends Omit<ReceiptRow, 'vatCents'>>(entry: R) => ({
  ...entry,
  vatCents: includedVat(entry.amountCents),
});

/**
 * An order's receipt: each line at the price paid, the discount and the shipping, each with the
 * VAT it includes, adding up to the order's total to the cent.
 */
export function orderReceipt(order: Order): OrderReceipt {
  const rows: ReceiptRow[] = [
    ...order.items.map((item) => row({ kind: 'item', item, amountCents: item.lineTotalCents })),
    ...(order.discountCents > 0
      ? [row({ kind: 'discount', couponCode: order.couponCode, amountCents: -order.discountCents })]
      : []),
    row({ kind: 'shipping', label: order.shippingMethod.label, amountCents: order.shippingCents }),
  ];
  const totalCents = rows.reduce((sum, each) => sum + each.amountCents, 0);
  const vatCents = rows.reduce((sum, each) => sum + each.vatCents, 0);
  const paid = order.history.find((entry) => entry.move === 'payment-succeeded');
  return {
    rows,
    vatRatePercent: VAT_RATE_PERCENT,
    totalCents,
    vatCents,
    netCents: totalCents - vatCents,
    paidAt: paid?.at ?? order.createdAt,
  };
}
