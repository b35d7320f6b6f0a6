import type { Locale } from './locale';

/**
 * `POST /api/backstock/create` (spec §3 back-in-stock request: e-mail and size): e-mail me once
 * when this sold-out size of this colour of a product is back. One request per address and
 * variant; asking again answers the same. A size in stock, or an unknown product, colour or size,
 * answers 4xx `{ message }` in `language`; too many requests 429.
 */
export interface BackInStockRequest {
  email: string;
  /** The product's id (its SKU). */
  product: string;
  /** Colour code. */
  colour: string;
  size: string;
  /** The shopper's locale: the e-mail is written in it. */
  language: Locale;
}

export interface BackInStockResponse {
  message: string;
}
