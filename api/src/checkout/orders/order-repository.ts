import {
  isLocale,
  type BankTransferInstructions,
  type CheckoutAddress,
  type InvoiceDetails,
  type Locale,
  type Order,
  type OrderListResponse,
  type OrderMoveName,
  type OrderStatus,
  type PaymentMethodId,
  type PaymentStatus,
  type ShippingStatus,
  type StoreId,
} from '@shop/shared/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CheckoutConfig } from '../../config';
import type { Database, OrdersTable } from '../../db/schema';
import { paymentMethodLabel } from '../../payments';
import { refundsOf } from './refunds/refund-repository';
import { shipmentsOf } from './shipments/shipment-repository';
import { withdrawalOf } from './withdrawal-period';
import { findWithdrawal } from './withdrawal-repository';

type Db = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<OrdersTable>;

/** Orders a page of the account's list holds. */
export const ORDERS_PER_PAGE = 10;

export function orderLocale(row: Pick<OrderRow, 'language'>): Locale {
  return isLocale(row.language) ? row.language : 'it';
}

/** The store the order was placed in, whose terms (shipping, returns) it keeps. */
export function orderStore(row: Pick<OrderRow, 'store'>): StoreId {
  return row.store === 'intl' ? 'intl' : 'it';
}

/** The order with this number; with `lock`, its row is held until the transaction ends. */
export async function findOrderByNumber(
  db: Db,
  number: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db.selectFrom('orders').selectAll().where('number', '=', number);
  return (await (lock ? query.forUpdate() : query).executeTakeFirst()) ?? null;
}

/** What a bank transfer must carry while the order waits for it; null otherwise. */
export function bankTransferOf(
  row: OrderRow,
  bankTransfer: CheckoutConfig['bankTransfer'],
): BankTransferInstructions | null {
  if (row.payment_status !== 'awaiting-transfer' || !row.reserved_until) return null;
  return {
    beneficiary: bankTransfer.beneficiary,
    iban: bankTransfer.iban,
    bic: bankTransfer.bic,
    reference: row.number,
    amountCents: row.total_cents,
    payBy: row.reserved_until.toISOString(),
  };
}

/** The row's addresses and invoicing data (JSON columns) as the contract types them. */
export function orderAddressesOf(
  row: OrderRow,
): Pick<Order, 'shippingAddress' | 'billingAddress' | 'invoice'> {
  return {
    shippingAddress: row.shipping_address as unknown as CheckoutAddress,
    billingAddress: row.billing_address as unknown as CheckoutAddress,
    invoice: (row.invoice as InvoiceDetails | null) ?? null,
  };
}

/** The order as the contract has it (spec §3 Order), its lines in the order they were bought. */
export async function toOrder(
  db: Db,
  row: OrderRow,
  bankTransfer: CheckoutConfig['bankTransfer'],
): Promise<Order> {
  const items = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', row.id)
    .orderBy('position')
    .execute();
  const history = await db
    .selectFrom('order_history')
    .select(['at', 'move', 'actor'])
    .where('order_id', '=', row.id)
    .orderBy('id')
    .execute();
  const locale = orderLocale(row);
  return {
    ...orderSummaryOf(row),
    email: row.email,
    items: items.map((item) => ({
      productId: item.sku,
      name: item.name,
      path: item.path,
      colour: { code: item.colour_code, name: item.colour_name, hex: item.colour_hex },
      size: item.size,
      quantity: item.quantity,
      unitPriceCents: item.unit_price_cents,
      lineTotalCents: item.line_total_cents,
      image: {
        url: item.image_url,
        alt: `${item.name}, ${item.colour_name}`,
        width: 600,
        height: 800,
      },
    })),
    couponCode: row.coupon_code,
    discountCents: row.discount_cents,
    shippingCents: row.shipping_cents,
    subtotalCents: row.subtotal_cents,
    ...orderAddressesOf(row),
    shippingMethod: { id: row.shipping_method_id, label: row.shipping_method_label },
    paymentMethod: {
      id: row.payment_method_id as PaymentMethodId,
      label: paymentMethodLabel(row.payment_method_id as PaymentMethodId, locale),
    },
    bankTransfer: bankTransferOf(row, bankTransfer),
    withdrawal: withdrawalOf(row, await findWithdrawal(db, row.id)),
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      move: entry.move as OrderMoveName,
      by: entry.actor,
    })),
    shipments: await shipmentsOf(db, row.id, locale),
    refunds: await refundsOf(db, row.id),
  };
}

/** The columns of an order's line in a list. */
export const ORDER_SUMMARY_COLUMNS = [
  'number',
  'created_at',
  'status',
  'payment_status',
  'shipping_status',
  'total_cents',
] as const;

/** An order's line in a list (the account's, the operator's). */
export function orderSummaryOf(
  row: Pick<OrderRow, (typeof ORDER_SUMMARY_COLUMNS)[number]>,
): OrderListResponse['orders'][number] {
  return {
    orderId: row.number,
    createdAt: row.created_at.toISOString(),
    status: row.status as OrderStatus,
    paymentStatus: row.payment_status as PaymentStatus,
    shippingStatus: row.shipping_status as ShippingStatus,
    totalCents: row.total_cents,
  };
}

/** A customer's orders, newest first, one page. */
export async function listCustomerOrders(
  db: Db,
  customerId: number,
  page: number,
): Promise<OrderListResponse> {
  const { count } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('orders')
    .select(ORDER_SUMMARY_COLUMNS)
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ORDERS_PER_PAGE)
    .offset((page - 1) * ORDERS_PER_PAGE)
    .execute();
  return {
    orders: rows.map(orderSummaryOf),
    page,
    pageCount: Math.max(1, Math.ceil(Number(count) / ORDERS_PER_PAGE)),
  };
}
