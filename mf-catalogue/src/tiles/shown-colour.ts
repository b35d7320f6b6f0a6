import type { ProductColourSummary, ProductImage, ProductSummary } from '@shop/shared';

export interface ShownColour {
  /** The colour the listing was filtered for, if the product comes in one of them. */
  colour: ProductColourSummary | null;
  image: ProductImage;
  /** Shown when a pointer rests on the tile, when there is one. */
  secondImage?: ProductImage;
  /** The product page's address below `/products/`, asking for that colour. */
  path: string;
}

/**
 * What a tile shows of a product on a listing filtered by `filterColours`: the picture of the
 * first of the product's colours among them, and a link that opens the product in it. Without a
 * filter (or a picture of that colour), the product's first picture and plain link.
 */
export function shownColour(
  product: ProductSummary,
  filterColours: readonly string[] = [],
): ShownColour {
  const colour = product.colours.find((candidate) => filterColours.includes(candidate.code));
  if (!colour) {
    return {
      colour: null,
      image: product.image,
      ...(product.secondImage && { secondImage: product.secondImage }),
      path: product.path,
    };
  }
  return {
    colour,
    image: colour.image ?? product.image,
    ...(colour.image && colour.secondImage && { secondImage: colour.secondImage }),
    path: `${product.path}?${new URLSearchParams({ colour: colour.code })}`,
  };
}
