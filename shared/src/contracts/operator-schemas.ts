import * as v from 'valibot';
import { CARRIER_IDS } from './checkout';
import { MAX_ORDER_LINES, orderLine, someOrderLines } from './order-lines-schema';
import { colourField, productIdField, sizeField } from './variant-fields';

const MAX_STOCK = 1_000_000;
const MAX_PRICE_CENTS = 100_000_000;
/** One request's lines of each kind (about 120 KB at most). */
const MAX_LINES = 1000;
const whole = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

/**
 * `POST /api/operator/inventory` (operator token required): set stock quantities and prices, all
 * or nothing. A price change starts a new entry of the price history (from now); a size whose
 * stock goes above zero e-mails everyone waiting for it. An unknown product or variant answers
 * 404 and changes nothing; without a valid token 401 and nothing changes.
 */
const stockLine = v.object({
  sku: productIdField(),
  colour: colourField(),
  size: sizeField(),
  quantity: whole(MAX_STOCK),
});
const priceLine = v.object({ sku: productIdField(), priceCents: whole(MAX_PRICE_CENTS) });

export const InventoryUpdateRequest = v.strictObject({
  stock: v.optional(v.pipe(v.array(stockLine), v.maxLength(MAX_LINES))),
  prices: v.optional(v.pipe(v.array(priceLine), v.maxLength(MAX_LINES))),
});
export type InventoryUpdateRequest = v.InferInput<typeof InventoryUpdateRequest>;

/**
 * `POST /api/operator/orders/{orderId}/shipments` (operator token required): a parcel of a paid
 * order left with `carrier`, tracked by `trackingNumber`. `lines` (the order's lines counted from
 * 1, and how many pieces of each) when it carries only some; without it, everything not shipped
 * yet. Answers the order; the shopper gets an e-mail with the tracking link. 409 `{ message }`
 * for an order not paid, cancelled or already shipped, or for more pieces than are left to ship.
 */
export const ShipOrderRequest = v.strictObject({
  carrier: v.picklist(CARRIER_IDS),
  trackingNumber: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{4,40}$/)),
  lines: v.optional(someOrderLines),
});
export type ShipOrderRequest = v.InferInput<typeof ShipOrderRequest>;

/**
 * `POST /api/operator/orders/{orderId}/delivered` (operator token required): the carrier
 * delivered the parcel tracked by `trackingNumber`, at `at` (ISO 8601, not in the future; now
 * when left out). Once every piece is delivered the order is complete, and the withdrawal period
 * runs from the last delivery.
 */
export const DeliveredRequest = v.strictObject({
  trackingNumber: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{4,40}$/)),
  at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
export type DeliveredRequest = v.InferInput<typeof DeliveredRequest>;

const reason = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500));
/** Where a bank transfer's refund goes: an IBAN, spaces allowed (ISO 13616, up to 34 characters). */
const iban = v.optional(
  v.pipe(
    v.string(),
    v.transform((text) => text.replace(/\s+/g, '').toUpperCase()),
    v.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/),
  ),
);

/**
 * `POST /api/operator/orders/{orderId}/cancel` (operator token required): the shop cancels an
 * order not shipped yet; its stock comes back and the shopper is told why. A paid order is refunded
 * in full through the provider that took the money (`iban` required when it was a bank transfer).
 * 409 `{ message }` once shipped or cancelled.
 */
export const OperatorCancelRequest = v.strictObject({ reason, iban });
export type OperatorCancelRequest = v.InferInput<typeof OperatorCancelRequest>;

/**
 * `POST /api/operator/orders/{orderId}/refunds` (operator token required): give back the money of
 * some pieces (`lines`, the order's lines counted from 1) and, with `shipping`, of the shipping,
 * through the provider that took it (`iban` required for a bank transfer). 409 `{ message }` for
 * pieces or shipping already refunded, or an order not paid.
 */
export const OperatorRefundRequest = v.pipe(
  v.strictObject({
    lines: v.optional(v.pipe(v.array(orderLine), v.maxLength(MAX_ORDER_LINES))),
    shipping: v.optional(v.boolean()),
    reason,
    iban,
  }),
  v.check(
    (request) => (request.lines?.length ?? 0) > 0 || request.shipping === true,
    'Name the lines or the shipping to refund',
  ),
);
export type OperatorRefundRequest = v.InferInput<typeof OperatorRefundRequest>;

/**
 * `POST /api/operator/orders/{orderId}/returns` (operator token required): the pieces a shopper sent
 * back reached the shop (the order's lines counted from 1). They go back on sale and their money is
 * refunded through the provider that took it, the shipping too once the whole order came back
 * (`iban` required for a bank transfer). 409 `{ message }` for more pieces than left and not yet
 * returned.
 */
export const ReturnReceivedRequest = v.strictObject({
  lines: someOrderLines,
  iban,
});
export type ReturnReceivedRequest = v.InferInput<typeof ReturnReceivedRequest>;
