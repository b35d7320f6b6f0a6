import * as v from 'valibot';
import { language } from './rules';
import { colourField, productIdField } from './variant-fields';

// The wishlist's requests (see `wishlist.ts`), one schema each.

/**
 * `POST /api/wishlist/add`: keep a product in a colour. Adding what the list holds answers the
 * same list; an unknown product or colour is 404, a full list 409, each `{ message }` in
 * `language`.
 */
export const WishlistAddRequest = v.object({
  productId: productIdField(),
  colour: colourField(),
  language: language(),
});
export type WishlistAddRequest = v.InferInput<typeof WishlistAddRequest>;

/** `POST /api/wishlist/remove`: take an entry off the list; one it does not hold is no error. */
export const WishlistRemoveRequest = WishlistAddRequest;
export type WishlistRemoveRequest = v.InferInput<typeof WishlistRemoveRequest>;
