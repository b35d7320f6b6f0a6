import type { ProductColour, ProductDetail } from '../contracts/catalogue';

/**
 * The colour a product page opens on: the one its link asked for (`?colour=`), else the first that
 * can be bought, else the first. The page shows it and the server preloads its first picture.
 */
export function initialColour(
  product: ProductDetail,
  requested: string | null,
): ProductColour | undefined {
  return (
    product.colours.find((colour) => colour.code === requested) ??
    product.colours.find((colour) => colour.available) ??
    product.colours[0]
  );
}
