import * as v from 'valibot';
import { CARRIER_IDS } from './checkout';
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

/** The most lines one order can have is a cart's; a parcel names each at most once. */
const MAX_SHIPMENT_LINES = 100;

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
  lines: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          line: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SHIPMENT_LINES)),
          quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_STOCK)),
        }),
      ),
      v.minLength(1),
      v.maxLength(MAX_SHIPMENT_LINES),
    ),
  ),
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

/**
 * `POST /api/operator/orders/{orderId}/cancel` (operator token required): the shop cancels an
 * order that is not paid; its stock comes back and the shopper is told why. 409 `{ message }` once
 * paid or cancelled.
 */
export const OperatorCancelRequest = v.strictObject({
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500)),
});
export type OperatorCancelRequest = v.InferInput<typeof OperatorCancelRequest>;
