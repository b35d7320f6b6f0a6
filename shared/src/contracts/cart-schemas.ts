import * as v from 'valibot';
import { CART_MAX_LINE_QUANTITY, CART_MOVE_TOKEN_PATTERN } from './cart';
import { language } from './rules';
import { colourField, productIdField, sizeField } from './variant-fields';

// The cart's requests, one schema each. Nothing here is typed by the shopper (the page sends what
// it shows), so a refusal names the field ("Richiesta non valida: controlla il campo «size»").

const COUPON_CODE_MAX_LENGTH = 64;
const ORDER_NUMBER_MAX_LENGTH = 40;

/** A product variant: the product's id, a colour's value and a size's. */
const variant = { productId: productIdField(), colour: colourField(), size: sizeField() };
const quantity = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CART_MAX_LINE_QUANTITY));

/** `POST /api/cart/add`: put `quantity` more of a variant in the cart. */
export const CartAddRequest = v.object({ ...variant, quantity, language: language() });
export type CartAddRequest = v.InferInput<typeof CartAddRequest>;

/** `PATCH /api/cart/edit`: set a line's quantity (1 or more; removing is `remove`). */
export const CartEditRequest = v.object({ ...variant, quantity, language: language() });
export type CartEditRequest = v.InferInput<typeof CartEditRequest>;

/** `POST /api/cart/remove`: take a line out of the cart. */
export const CartRemoveRequest = v.object({ ...variant, language: language() });
export type CartRemoveRequest = v.InferInput<typeof CartRemoveRequest>;

/** `POST /api/cart/addDiscount`: apply a coupon to the cart (spec §8 messages on refusal). */
export const AddDiscountRequest = v.object({
  code: v.pipe(v.string(), v.nonEmpty(), v.maxLength(COUPON_CODE_MAX_LENGTH)),
  language: language(),
});
export type AddDiscountRequest = v.InferInput<typeof AddDiscountRequest>;

/** `POST /api/cart/removeDiscount`. */
export const RemoveDiscountRequest = v.object({ language: language() });
export type RemoveDiscountRequest = v.InferInput<typeof RemoveDiscountRequest>;

/** `POST /api/cart/reorder`: put an earlier order's items back in the cart (its owner only). */
export const ReorderRequest = v.object({
  orderId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(ORDER_NUMBER_MAX_LENGTH)),
  language: language(),
});
export type ReorderRequest = v.InferInput<typeof ReorderRequest>;

/**
 * `POST /api/cart/move` (a form the country choice submits, so the browser follows the answer):
 * hands the cart to the other store. Answers 303 to `next`, a page of the other store, with
 * `cart=<token>` added when the cart holds anything; the token opens the move once, for ten
 * minutes. `next` on any other origin answers 400.
 */
export const CartMoveRequest = v.object({
  next: v.pipe(v.string(), v.url(), v.maxLength(2_048)),
});
export type CartMoveRequest = v.InferInput<typeof CartMoveRequest>;

/**
 * `POST /api/cart/arrive`: on the store the shopper came to, puts the lines of the cart handed
 * over into this store's cart, as many pieces as the stock and the cart's limits allow (and the
 * coupon, when this cart has none). What did not come stays in the other store's cart. Answers
 * `CartChangeResponse`, whose message says what was left behind; a token unknown, used or
 * expired 404; nothing could come 409 with the message.
 */
export const CartArriveRequest = v.object({
  token: v.pipe(v.string(), v.regex(CART_MOVE_TOKEN_PATTERN)),
  language: language(),
});
export type CartArriveRequest = v.InferInput<typeof CartArriveRequest>;
