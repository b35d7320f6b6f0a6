import type { ProductImage } from './catalogue';
import type { Locale } from './locale';

/** The most of one variant a cart may hold, whatever the stock. */
export const CART_MAX_LINE_QUANTITY = 10;
/** The most lines (variants) a cart may hold. */
export const CART_MAX_LINES = 50;
/**
 * A variant's stock is told to the shopper only at or below this ("only 2 left"); above it, only
 * whether the variant is available: the exact stock is not disclosed.
 */
export const CART_LOW_STOCK_THRESHOLD = 3;

/** One variant in the cart: a size of a colour of a product, with what it costs now. */
export interface CartItem {
  /** The product's SKU. */
  productId: string;
  name: string;
  /** Path below `/products/` in the cart's language. */
  path: string;
  colour: { code: string; name: string; hex: string };
  size: string;
  quantity: number;
  /** The price of one now, in cents (the product's current price). */
  unitPriceCents: number;
  lineTotalCents: number;
  image: ProductImage;
  /** Whether any piece of this variant is in stock now. */
  available: boolean;
  /** Pieces in stock now when few are left (1 to `CART_LOW_STOCK_THRESHOLD`), else null. */
  onlyLeft: number | null;
  /** The quantity exceeds what is in stock now (stock fell since it was added). */
  exceedsStock: boolean;
}

/**
 * `GET /api/cart?lang=`: the shopper's cart (spec §3 Cart: "the cart object from the server"),
 * with its totals computed by the server. A shopper with no cart gets an empty one.
 */
export interface CartResponse {
  locale: Locale;
  items: CartItem[];
  /** Total quantity over all lines (the header badge). */
  itemCount: number;
  subtotalCents: number;
  /** The coupon applied with `POST /api/cart/addDiscount`, or null. */
  couponCode: string | null;
  discountCents: number;
  /** Standard shipping to the store's zone; 0 from the free-shipping threshold on. */
  shippingCents: number;
  totalCents: number;
  freeShippingThresholdCents: number;
  /** What is still missing for free shipping; 0 once reached. */
  amountToFreeShippingCents: number;
}

/**
 * The answer of every cart change: a message in `language`, and the cart as the change left it
 * (what `GET /api/cart` would answer now), so the page needs no second request to show it.
 */
export interface CartChangeResponse {
  message: string;
  cart: CartResponse;
}

/** A cart move's token (`POST /api/cart/move`): 32 random bytes, base64url. */
export const CART_MOVE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
