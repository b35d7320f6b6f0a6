import type { Locale, ProductSummary } from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { productImageOf } from '../media';
import { priceAt, type PricePoint } from './pricing/omnibus-price';

type Db = Kysely<Database>;

/** The price histories of `productIds`, by product. */
export async function priceHistories(
  db: Db,
  productIds: number[],
): Promise<Map<number, PricePoint[]>> {
  const byProduct = new Map<number, PricePoint[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('price_history')
    .select(['product_id', 'price_cents', 'valid_from'])
    .where('product_id', 'in', productIds)
    .execute();
  for (const row of rows) {
    const points = byProduct.get(row.product_id) ?? [];
    points.push({ priceCents: row.price_cents, validFrom: new Date(row.valid_from) });
    byProduct.set(row.product_id, points);
  }
  return byProduct;
}

/** The pictures of `productIds`, in their order, with what their variants are served as. */
export function productPictures(db: Db, productIds: number[]) {
  return db
    .selectFrom('product_images as image')
    .innerJoin('pictures as picture', 'picture.hash', 'image.picture_hash')
    .select([
      'image.product_id',
      'image.colour_id',
      'image.position',
      'image.view',
      'picture.hash',
      'picture.width',
      'picture.height',
      'picture.placeholder',
    ])
    .where('image.product_id', 'in', productIds)
    .orderBy('image.position')
    .execute();
}

/**
 * Tiles for `productIds`, in that order: name, paths in both languages, price (with the 30-day
 * lowest price when reduced), colours with whether any size of each can be bought and their first
 * pictures, and the first picture of the first colour.
 */
export async function productSummaries(
  db: Db,
  productIds: number[],
  locale: Locale,
  now: Date = new Date(),
): Promise<ProductSummary[]> {
  if (productIds.length === 0) return [];
  const [products, colours, inStock, images, histories] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'sku', 'name_it', 'name_en', 'slug_it', 'slug_en', 'price_cents'])
      .where('id', 'in', productIds)
      .execute(),
    db
      .selectFrom('product_colours as c')
      .select(['c.id', 'c.product_id', 'c.code', 'c.name_it', 'c.name_en', 'c.hex', 'c.position'])
      .where('c.product_id', 'in', productIds)
      .orderBy('c.position')
      .execute(),
    // The colours with a size in stock, by the products' in-stock index: a correlated EXISTS per
    // colour was planned as a scan of the whole stock table.
    db
      .selectFrom('product_stock')
      .select('colour_id')
      .distinct()
      .where('product_id', 'in', productIds)
      .where(sql<boolean>`quantity > 0`)
      .execute(),
    productPictures(db, productIds),
    priceHistories(db, productIds),
  ]);

  const byId = new Map(products.map((product) => [product.id, product]));
  const availableColours = new Set(inStock.map((row) => row.colour_id));
  return productIds.flatMap((id) => {
    const product = byId.get(id);
    if (!product) return [];
    const name = locale === 'it' ? product.name_it : product.name_en;
    const ownColours = colours.filter((colour) => colour.product_id === id);
    const firstColour = ownColours[0];
    const firstImage =
      images.find((image) => image.product_id === id && image.colour_id === firstColour?.id) ??
      images.find((image) => image.product_id === id);
    const colourName = (colour: (typeof ownColours)[number]) =>
      locale === 'it' ? colour.name_it : colour.name_en;
    /** A colour's first picture, and its second for a pointer resting on the tile. */
    const colourImages = (colour: (typeof ownColours)[number] | undefined) => {
      if (!colour) return {};
      const [first, second] = images.filter((image) => image.colour_id === colour.id);
      const alt = `${name}, ${colourName(colour)}`;
      return {
        ...(first && { image: productImageOf(first, alt) }),
        ...(second && { secondImage: productImageOf(second, alt) }),
      };
    };
    const colourSummaries = ownColours.map((colour) => ({
      code: colour.code,
      name: colourName(colour),
      hex: colour.hex,
      available: availableColours.has(colour.id),
      ...colourImages(colour),
    }));
    const secondImage = colourSummaries[0]?.secondImage;
    return [
      {
        id: product.sku,
        name,
        path: locale === 'it' ? product.slug_it : product.slug_en,
        paths: { it: product.slug_it, en: product.slug_en },
        price: priceAt(histories.get(id) ?? [], now, product.price_cents),
        colours: colourSummaries,
        image: productImageOf(
          firstImage,
          firstColour ? `${name}, ${colourName(firstColour)}` : name,
        ),
        ...(secondImage && { secondImage }),
        available: ownColours.some((colour) => availableColours.has(colour.id)),
      },
    ];
  });
}
