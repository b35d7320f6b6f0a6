import * as v from 'valibot';

/** The most lines one order can have is a cart's; a request names each at most once. */
export const MAX_ORDER_LINES = 100;
const MAX_PIECES = 1_000_000;

/** Some pieces of one of an order's lines (counted from 1, `items[line - 1]`). */
export const orderLine = v.strictObject({
  line: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ORDER_LINES)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PIECES)),
});

/** One or more of an order's lines, each with its pieces. */
export const someOrderLines = v.pipe(
  v.array(orderLine),
  v.minLength(1),
  v.maxLength(MAX_ORDER_LINES),
);
