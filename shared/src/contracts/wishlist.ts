import type { ProductImage, ProductPrice } from './catalogue';
import type { Locale } from './locale';

// The wishlist (issue 30): products the shopper keeps an eye on, each in one colour; the size is
// chosen when it goes in the cart. A customer's list is kept by the shop; a visitor's is kept in
// the browser (the `wishlist` cookie, set by the API) and joins the customer's at sign-in.
// Owned by `mf-catalogue`.

/** The most entries a list holds; one more is refused with a message. */
export const WISHLIST_MAX_ENTRIES = 100;
/** The most a visitor's list holds (it travels in a cookie on every request). */
export const WISHLIST_VISITOR_MAX_ENTRIES = 40;

/** One entry: a product (its id, the SKU) in one colour. */
export interface WishlistKey {
  productId: string;
  colour: string;
}

/**
 * `GET /api/wishlist/keys`, and the answer of every change: what the list holds, newest first,
 * without product data (the hearts and the header's count need no more).
 */
export interface WishlistKeysResponse {
  entries: WishlistKey[];
}

/** What a change answers: the list as it now is, and what to tell the shopper. */
export interface WishlistChangeResponse extends WishlistKeysResponse {
  message: string;
}

/** A size of a wishlist entry's colour; `available: false` is sold out (offer "notify me"). */
export interface WishlistSize {
  size: string;
  available: boolean;
}

/** An entry on the wishlist page, with what the page shows of it in this store. */
export interface WishlistItem extends WishlistKey {
  /** When it was added (ISO 8601). */
  addedAt: string;
  /**
   * The product in that colour as this store sells it now; null when it is no longer sold here
   * (the page says so and offers to remove it).
   */
  product: WishlistProduct | null;
}

export interface WishlistProduct {
  name: string;
  /** Path of the product page in that colour, without the locale prefix. */
  path: string;
  price: ProductPrice;
  colourName: string;
  image: ProductImage | null;
  /** In the size system's order. */
  sizes: WishlistSize[];
  /** False when every size is sold out. */
  available: boolean;
}

/** `GET /api/wishlist?lang=`: the wishlist page. */
export interface WishlistResponse {
  locale: Locale;
  items: WishlistItem[];
}
