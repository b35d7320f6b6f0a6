import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ProductImageSubject {
  productName: string;
  colourName: string;
  hex: string;
  categoryCode: string;
}

/** What a product image shows, by its public path; null when no product has that image. */
export function findProductImageSubject(
  db: Kysely<Database>,
  path: string,
): Promise<ProductImageSubject | undefined> {
  return db
    .selectFrom('product_images as image')
    .innerJoin('products as product', 'product.id', 'image.product_id')
    .innerJoin('categories as category', 'category.id', 'product.category_id')
    .leftJoin('product_colours as colour', 'colour.id', 'image.colour_id')
    .select([
      'product.name_it as productName',
      'category.code as categoryCode',
      (eb) => eb.fn.coalesce('colour.name_it', eb.val('')).as('colourName'),
      (eb) => eb.fn.coalesce('colour.hex', eb.val('#cccccc')).as('hex'),
    ])
    .where('image.path', '=', path)
    .executeTakeFirst();
}
