import {
  SHIPPING_ZONE_TERMS,
  type BankTransferInstructions,
  type CheckoutAddress,
  type InvoiceDetails,
  type Locale,
  type PaymentMethodId,
  type ShippingZone,
  type StoreId,
} from '@shop/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { orderAddressesOf, orderLocale, orderStore, type OrderRow } from '../order-repository';

/** One bought line as the confirmation lists it. */
export interface ConfirmationLine {
  name: string;
  colour: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** Everything the order confirmation says of an order, in the order's language. */
export interface ConfirmationOrder {
  email: string;
  language: Locale;
  store: StoreId;
  number: string;
  placedAt: Date;
  lines: ConfirmationLine[];
  couponCode: string | null;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress;
  invoice: InvoiceDetails | null;
  shippingMethodLabel: string;
  deliveryWorkingDays: { min: number; max: number };
  paymentMethod: PaymentMethodId;
  /** Present while the order waits for a bank transfer. */
  bankTransfer: BankTransferInstructions | null;
  /** The order's page with its access token: the only way a guest reaches the order later. */
  link: string;
}

/**
 * Puts the order's lines with the row's facts: `knownLines` when the caller has just written them
 * (placing the order), else read inside the caller's transaction.
 */
export async function confirmationOrder(
  trx: Transaction<Database>,
  row: OrderRow,
  { link, bankTransfer }: { link: string; bankTransfer: BankTransferInstructions | null },
  knownLines?: ConfirmationLine[],
): Promise<ConfirmationOrder> {
  const lines =
    knownLines ??
    (await trx
      .selectFrom('order_items')
      .select([
        'name',
        'colour_name as colour',
        'size',
        'quantity',
        'unit_price_cents as unitPriceCents',
        'line_total_cents as lineTotalCents',
      ])
      .where('order_id', '=', row.id)
      .orderBy('position')
      .execute());
  return {
    email: row.email,
    language: orderLocale(row),
    store: orderStore(row),
    number: row.number,
    placedAt: row.created_at,
    lines,
    couponCode: row.coupon_code,
    subtotalCents: row.subtotal_cents,
    discountCents: row.discount_cents,
    shippingCents: row.shipping_cents,
    totalCents: row.total_cents,
    ...orderAddressesOf(row),
    shippingMethodLabel: row.shipping_method_label,
    deliveryWorkingDays: SHIPPING_ZONE_TERMS[row.shipping_zone as ShippingZone].deliveryWorkingDays,
    paymentMethod: row.payment_method_id as PaymentMethodId,
    bankTransfer,
    link,
  };
}
