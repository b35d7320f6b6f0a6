import type { CategoryNode, Locale, ProductDetail } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { priceAt } from '../pricing/omnibus-price';
import { productImageOf } from '../../media';
import { priceHistories, productPictures } from '../product-summaries';
import { pictureAlt } from './picture-view-names';
import { sizeGuide, sizeGuideIdFor } from '../size-guides/size-guide-for';
import { findCategoryTrailById } from './category-trail-by-id';

/** A product page's data for the product whose slug in `locale` is `slug`, or null. */
export async function findProductDetail(
  db: Kysely<Database>,
  slug: string,
  locale: Locale,
  tree: CategoryNode[],
  now: Date = new Date(),
): Promise<ProductDetail | null> {
  const product = await db
    .selectFrom('products as p')
    .innerJoin('categories as cat', 'cat.id', 'p.category_id')
    .select([
      'p.id',
      'p.sku',
      'p.name_it',
      'p.name_en',
      'p.description_it',
      'p.description_en',
      'p.slug_it',
      'p.slug_en',
      'p.price_cents',
      'p.category_id',
      'p.fabric',
      'p.care_it',
      'p.care_en',
      'cat.code as category_code',
    ])
    .where(locale === 'it' ? 'p.slug_it' : 'p.slug_en', '=', slug)
    .executeTakeFirst();
  if (!product) return null;

  const [colours, stock, images, histories] = await Promise.all([
    db
      .selectFrom('product_colours')
      .select(['id', 'code', 'name_it', 'name_en', 'hex'])
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('product_stock')
      .select(['colour_id', 'size', 'quantity'])
      .where('product_id', '=', product.id)
      .orderBy('position')
      .execute(),
    productPictures(db, [product.id]),
    priceHistories(db, [product.id]),
  ]);

  const name = locale === 'it' ? product.name_it : product.name_en;
  const detailColours = colours.map((colour) => {
    const colourName = locale === 'it' ? colour.name_it : colour.name_en;
    const sizes = stock
      .filter((row) => row.colour_id === colour.id)
      .map((row) => ({ size: row.size, available: row.quantity > 0 }));
    return {
      code: colour.code,
      name: colourName,
      hex: colour.hex,
      available: sizes.some((size) => size.available),
      images: images
        .filter((image) => image.colour_id === colour.id)
        .map((image) => productImageOf(image, pictureAlt(locale, name, colourName, image.view))),
      sizes,
    };
  });
  const allSizes = [...new Set(stock.map((row) => row.size))];
  const guideId = sizeGuideIdFor(product.category_code, allSizes);

  return {
    locale,
    id: product.sku,
    name,
    description: locale === 'it' ? product.description_it : product.description_en,
    path: locale === 'it' ? product.slug_it : product.slug_en,
    paths: { it: product.slug_it, en: product.slug_en },
    price: priceAt(histories.get(product.id) ?? [], now, product.price_cents),
    colours: detailColours,
    available: detailColours.some((colour) => colour.available),
    trail: (findCategoryTrailById(tree, String(product.category_id)) ?? []).map(
      ({ id, name, path, paths }) => ({ id, name, path, paths }),
    ),
    sizeGuide: guideId ? sizeGuide(guideId, locale) : null,
    careGuideId: product.fabric,
    careNotes: locale === 'it' ? product.care_it : product.care_en,
  };
}
