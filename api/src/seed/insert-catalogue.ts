import type { Kysely } from 'kysely';
import { refreshProductSearch } from '../catalogue';
import type { Database } from '../db/schema';
import type { SeedCategory } from './categories-data';
import type { SeedProduct } from './generate-products';
import { seedPicturesOf } from './seed-pictures';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for every table below. */
const BATCH_SIZE = 1000;

/** Inserts the tree level by level; answers the id of every category by its code. */
export async function insertCategories(
  db: Kysely<Database>,
  tree: SeedCategory[],
): Promise<Map<string, number>> {
  const idsByCode = new Map<string, number>();
  let level = tree.map((category) => ({ category, parentId: null as number | null }));

  while (level.length > 0) {
    const inserted = await db
      .insertInto('categories')
      .values(
        level.map(({ category, parentId }, position) => ({
          parent_id: parentId,
          code: category.code,
          slug_it: category.slug.it,
          slug_en: category.slug.en,
          name_it: category.name.it,
          name_en: category.name.en,
          position,
        })),
      )
      .returning(['id', 'code'])
      .execute();
    for (const row of inserted) idsByCode.set(row.code, row.id);

    level = level.flatMap(({ category }) =>
      category.children.map((child) => ({
        category: child,
        parentId: idsByCode.get(category.code) ?? null,
      })),
    );
  }
  return idsByCode;
}

/** Inserts products with their colours, stock, price history and pictures of each colour. */
export async function insertProducts(
  db: Kysely<Database>,
  products: SeedProduct[],
  categoryIdsByCode: Map<string, number>,
): Promise<void> {
  for (const batch of chunk(products, BATCH_SIZE)) {
    const productRows = await db
      .insertInto('products')
      .values(
        batch.map((product) => ({
          sku: product.sku,
          category_id: requireId(categoryIdsByCode, product.categoryCode, 'category'),
          slug_it: product.slug.it,
          slug_en: product.slug.en,
          name_it: product.name.it,
          name_en: product.name.en,
          description_it: product.description.it,
          description_en: product.description.en,
          price_cents: product.priceCents,
          created_at: product.createdAt,
          fabric: product.fabric,
        })),
      )
      .returning(['id', 'sku'])
      .execute();
    const productIds = new Map(productRows.map((row) => [row.sku, row.id]));
    const withIds = batch.map((product) => ({
      product,
      productId: requireId(productIds, product.sku, 'product'),
    }));

    const colourIds = new Map<string, number>();
    const colourRows = withIds.flatMap(({ product, productId }) =>
      product.colours.map((colour, position) => ({
        product_id: productId,
        code: colour.code,
        name_it: colour.name.it,
        name_en: colour.name.en,
        hex: colour.hex,
        position,
      })),
    );
    for (const colourBatch of chunk(colourRows, BATCH_SIZE)) {
      const inserted = await db
        .insertInto('product_colours')
        .values(colourBatch)
        .returning(['id', 'product_id', 'code'])
        .execute();
      for (const row of inserted) colourIds.set(`${row.product_id}/${row.code}`, row.id);
    }
    const colourIdOf = (productId: number, code: string) =>
      requireId(colourIds, `${productId}/${code}`, 'colour');

    await insertInBatches(
      withIds.flatMap(({ product, productId }) =>
        product.colours.flatMap((colour) =>
          colour.sizes.map(({ size, quantity }, position) => ({
            product_id: productId,
            colour_id: colourIdOf(productId, colour.code),
            size,
            position,
            quantity,
          })),
        ),
      ),
      (rows) => db.insertInto('product_stock').values(rows).execute(),
    );

    await insertInBatches(
      withIds.flatMap(({ product, productId }) =>
        product.priceHistory.map((point) => ({
          product_id: productId,
          price_cents: point.priceCents,
          valid_from: point.validFrom,
        })),
      ),
      (rows) => db.insertInto('price_history').values(rows).execute(),
    );

    const pictures = withIds.flatMap(({ product, productId }) =>
      product.colours
        .flatMap((colour) =>
          seedPicturesOf(product, colour).map((picture) => ({
            picture,
            productId,
            colourId: colourIdOf(productId, colour.code),
          })),
        )
        .map((picture, position) => ({ ...picture, position })),
    );
    await insertInBatches(
      pictures.map(({ picture }) => ({
        hash: picture.hash,
        width: picture.width,
        height: picture.height,
        placeholder: picture.placeholder,
        recipe: JSON.stringify(picture.recipe),
      })),
      (rows) =>
        db
          .insertInto('pictures')
          .values(rows)
          .onConflict((conflict) => conflict.column('hash').doNothing())
          .execute(),
    );
    await insertInBatches(
      pictures.map(({ picture, productId, colourId, position }) => ({
        product_id: productId,
        colour_id: colourId,
        picture_hash: picture.hash,
        view: picture.view,
        position,
      })),
      (rows) => db.insertInto('product_images').values(rows).execute(),
    );
    await refreshProductSearch(
      db,
      withIds.map(({ productId }) => productId),
    );
  }
}

async function insertInBatches<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>) {
  for (const batch of chunk(rows, BATCH_SIZE)) await insert(batch);
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

function requireId(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seed refers to an unknown ${what}: ${key}`);
  return id;
}
