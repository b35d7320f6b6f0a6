import * as v from 'valibot';
import { emailAddress, language } from './rules';
import { colourField, productIdField, sizeField } from './variant-fields';

/**
 * `POST /api/backstock/create` (spec §3 back-in-stock request: e-mail and size): e-mail me once
 * when this sold-out size of this colour of a product is back. One request per address and
 * variant; asking again answers the same. A size in stock, or an unknown product, colour or size,
 * answers 4xx `{ message }` in `language`; too many requests 429.
 */
export const BackInStockRequest = v.object({
  email: emailAddress(),
  /** The product's id (its SKU). */
  product: productIdField(),
  /** Colour code. */
  colour: colourField(),
  size: sizeField(),
  /** The shopper's locale: the e-mail is written in it. */
  language: language(),
});
export type BackInStockRequest = v.InferInput<typeof BackInStockRequest>;
