import * as v from 'valibot';
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
