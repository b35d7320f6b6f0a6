/** A product's slug: lower-case words and digits joined by hyphens, at most 200 characters. */
export const PRODUCT_SLUG_PATTERN = /^(?=.{1,200}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
