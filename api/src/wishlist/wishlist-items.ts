import type { Locale, ProductSummary, WishlistItem, WishlistProduct } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import { findProductColours, productSummaries, type ProductColourStock } from '../catalogue';
import type { Database } from '../db/schema';
import type { WishlistEntry } from './wishlist-entry';

const keyText = (productId: string, colour: string) => `${productId} ${colour}`;

/** The product page's address below `/products/`, opening on `colour` (as a tile links to it). */
function colourPath(summary: ProductSummary, colour: string): string {
  return `${summary.path}?${new URLSearchParams({ colour })}`;
}

function wishlistProduct(
  summary: ProductSummary | undefined,
  stock: ProductColourStock,
): WishlistProduct | null {
  const colour = summary?.colours.find((candidate) => candidate.code === stock.colour);
  if (!summary || !colour) return null;
  const sizes = stock.sizes.map(({ size, stock: pieces }) => ({ size, available: pieces > 0 }));
  return {
    name: summary.name,
    path: colourPath(summary, colour.code),
    price: summary.price,
    colourName: colour.name,
    image: colour.image ?? null,
    sizes,
    available: sizes.some((size) => size.available),
  };
}

/**
 * The wishlist page's entries, in the list's order: each with its product in that colour as the
 * store sells it now (what a tile shows, and the colour's sizes), or null when the product or the
 * colour is no longer sold. One read of the catalogue for the whole list.
 */
export async function wishlistItems(
  db: Kysely<Database>,
  entries: readonly WishlistEntry[],
  locale: Locale,
): Promise<WishlistItem[]> {
  const colours = await findProductColours(
    db,
    entries.map(({ productId, colour }) => ({ sku: productId, colour })),
  );
  const productIds = [...new Set(colours.map((colour) => colour.productId))];
  const summaries = new Map(
    (await productSummaries(db, productIds, locale)).map((summary) => [summary.id, summary]),
  );
  const stockByKey = new Map(colours.map((colour) => [keyText(colour.sku, colour.colour), colour]));
  return entries.map(({ productId, colour, addedAt }) => {
    const stock = stockByKey.get(keyText(productId, colour));
    return {
      productId,
      colour,
      addedAt: addedAt.toISOString(),
      product: stock ? wishlistProduct(summaries.get(stock.sku), stock) : null,
    };
  });
}
