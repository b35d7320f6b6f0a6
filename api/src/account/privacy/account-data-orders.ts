import type {
  AccountDataOrder,
  CheckoutAddress,
  InvoiceDetails,
  Locale,
  OrderStatus,
  PaymentStatus,
  ShippingStatus,
} from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The customer's orders for their data export, newest first: the lines as bought, the totals, the
 * addresses and invoice data, every payment attempt and any withdrawal. Three queries whatever
 * the number of orders.
 */
export async function readCustomerOrders(
  db: Kysely<Database>,
  customerId: number,
): Promise<AccountDataOrder[]> {
  const orders = await db
    .selectFrom('orders')
    .leftJoin('order_withdrawals as w', 'w.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.number',
      'orders.store',
      'orders.language',
      'orders.email',
      'orders.created_at',
      'orders.updated_at',
      'orders.status',
      'orders.payment_status',
      'orders.shipping_status',
      'orders.delivered_at',
      'orders.subtotal_cents',
      'orders.discount_cents',
      'orders.shipping_cents',
      'orders.total_cents',
      'orders.coupon_code',
      'orders.shipping_address',
      'orders.billing_address',
      'orders.invoice',
      'orders.shipping_method_label',
      'orders.payment_method_id',
      'w.requested_at as withdrawal_requested_at',
      'w.channel as withdrawal_channel',
      'w.status as withdrawal_status',
    ])
    .where('orders.customer_id', '=', customerId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [lines, payments] = await Promise.all([
    db
      .selectFrom('order_items')
      .select([
        'order_id',
        'sku',
        'name',
        'colour_name',
        'size',
        'quantity',
        'unit_price_cents',
        'line_total_cents',
      ])
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('payments')
      .select(['order_id', 'method', 'status', 'amount_cents', 'created_at', 'updated_at'])
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('attempt')
      .execute(),
  ]);
  return orders.map((order) => ({
    orderId: order.number,
    store: order.store,
    language: order.language as Locale,
    email: order.email,
    createdAt: iso(order.created_at),
    updatedAt: iso(order.updated_at),
    status: order.status as OrderStatus,
    paymentStatus: order.payment_status as PaymentStatus,
    shippingStatus: order.shipping_status as ShippingStatus,
    deliveredAt: order.delivered_at ? iso(order.delivered_at) : null,
    lines: lines
      .filter((line) => line.order_id === order.id)
      .map((line) => ({
        productId: line.sku,
        name: line.name,
        colour: line.colour_name,
        size: line.size,
        quantity: line.quantity,
        unitPriceCents: line.unit_price_cents,
        lineTotalCents: line.line_total_cents,
      })),
    subtotalCents: order.subtotal_cents,
    discountCents: order.discount_cents,
    shippingCents: order.shipping_cents,
    totalCents: order.total_cents,
    couponCode: order.coupon_code,
    shippingAddress: order.shipping_address as unknown as CheckoutAddress,
    billingAddress: order.billing_address as unknown as CheckoutAddress,
    invoice: (order.invoice as InvoiceDetails | null) ?? null,
    shippingMethod: order.shipping_method_label,
    paymentMethod: order.payment_method_id,
    payments: payments
      .filter((payment) => payment.order_id === order.id)
      .map((payment) => ({
        method: payment.method,
        status: payment.status,
        amountCents: payment.amount_cents,
        createdAt: iso(payment.created_at),
        updatedAt: iso(payment.updated_at),
      })),
    withdrawal: order.withdrawal_requested_at
      ? {
          requestedAt: iso(order.withdrawal_requested_at),
          channel: order.withdrawal_channel ?? '',
          status: order.withdrawal_status ?? '',
        }
      : null,
  }));
}
