import * as v from 'valibot';
import {
  COLOUR_VALUE_MAX_LENGTH,
  COLOUR_VALUE_PATTERN,
  SIZE_VALUE_PATTERN,
} from '../catalogue/listing-params';

// The fields that name a product variant in a request: the product's id (its SKU), a colour's
// value and a size's. The page sends what it shows, so a refusal names the field, not a rule.

const PRODUCT_ID_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

export const productIdField = () => v.pipe(v.string(), v.regex(PRODUCT_ID_PATTERN));

export const colourField = () =>
  v.pipe(v.string(), v.maxLength(COLOUR_VALUE_MAX_LENGTH), v.regex(COLOUR_VALUE_PATTERN));

export const sizeField = () => v.pipe(v.string(), v.regex(SIZE_VALUE_PATTERN));
