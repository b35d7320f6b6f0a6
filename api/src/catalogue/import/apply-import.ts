import type { StoreId } from '@shop/shared/contracts';
import type { ImportProduct } from '@shop/shared/contracts/schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { notifyRestocked } from '../back-in-stock/back-in-stock-notifier';
import { refreshProductSearch } from '../search/search-documents';

type Trx = Transaction<Database>;

export interface AppliedImport {
  created: string[];
  updated: string[];
  notified: number;
}

/**
 * Writes checked products in the caller's transaction: a new SKU becomes a product, a known one
 * takes the import's fields. Colours are matched by code and sizes by label; those the import
 * does not name stay as they are. A named colour's pictures become the import's, in its order. A
 * new price starts an entry of the price history (the 30-day lowest price reads it); a size back
 * in stock e-mails whoever asked, as an operator's stock change does.
 */
export async function applyImport(
  trx: Trx,
  products: ImportProduct[],
  storeOrigins: Record<StoreId, string>,
  now = new Date(),
): Promise<AppliedImport> {
  const categoryIds = new Map(
    (await trx.selectFrom('categories').select(['id', 'code']).execute()).map((row) => [
      row.code,
      row.id,
    ]),
  );
  const applied: AppliedImport = { created: [], updated: [], notified: 0 };
  const restocked: { colourId: number; size: string }[] = [];
  const productIds: number[] = [];

  for (const product of products) {
    const fields = {
      category_id: requireCategory(categoryIds, product.category),
      slug_it: product.slug.it,
      slug_en: product.slug.en,
      name_it: product.name.it,
      name_en: product.name.en,
      description_it: product.description.it,
      description_en: product.description.en,
      care_it: product.care.it,
      care_en: product.care.en,
      fabric: product.fabric ?? null,
      price_cents: product.priceCents,
    };
    const existing = await trx
      .selectFrom('products')
      .select(['id', 'price_cents'])
      .where('sku', '=', product.sku)
      .forUpdate()
      .executeTakeFirst();
    let productId: number;
    if (existing) {
      productId = existing.id;
      await trx.updateTable('products').set(fields).where('id', '=', productId).execute();
      applied.updated.push(product.sku);
    } else {
      const inserted = await trx
        .insertInto('products')
        .values({ sku: product.sku, created_at: now, ...fields })
        .returning('id')
        .executeTakeFirstOrThrow();
      productId = inserted.id;
      applied.created.push(product.sku);
    }
    if (existing?.price_cents !== product.priceCents) {
      await trx
        .insertInto('price_history')
        .values({ product_id: productId, price_cents: product.priceCents, valid_from: now })
        .onConflict((conflict) =>
          conflict
            .columns(['product_id', 'valid_from'])
            .doUpdateSet({ price_cents: product.priceCents }),
        )
        .execute();
    }
    for (const [position, colour] of product.colours.entries()) {
      restocked.push(...(await applyColour(trx, productId, position, colour)));
    }
    productIds.push(productId);
  }

  await refreshProductSearch(trx, productIds);
  applied.notified = await notifyRestocked(trx, restocked, storeOrigins);
  return applied;
}

/** Writes one colour with its sizes and pictures; answers the sizes that came back in stock. */
async function applyColour(
  trx: Trx,
  productId: number,
  position: number,
  colour: ImportProduct['colours'][number],
): Promise<{ colourId: number; size: string }[]> {
  const { id: colourId } = await trx
    .insertInto('product_colours')
    .values({
      product_id: productId,
      code: colour.code,
      name_it: colour.name.it,
      name_en: colour.name.en,
      hex: colour.hex,
      position,
    })
    .onConflict((conflict) =>
      conflict.columns(['product_id', 'code']).doUpdateSet((eb) => ({
        name_it: eb.ref('excluded.name_it'),
        name_en: eb.ref('excluded.name_en'),
        hex: eb.ref('excluded.hex'),
        position: eb.ref('excluded.position'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();

  const before = new Map(
    (
      await trx
        .selectFrom('product_stock')
        .select(['size', 'quantity'])
        .where('colour_id', '=', colourId)
        .forUpdate()
        .execute()
    ).map((row) => [row.size, row.quantity]),
  );
  await trx
    .insertInto('product_stock')
    .values(
      colour.sizes.map(({ size, stock }, sizeAt) => ({
        product_id: productId,
        colour_id: colourId,
        size,
        position: sizeAt,
        quantity: stock,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['colour_id', 'size']).doUpdateSet((eb) => ({
        quantity: eb.ref('excluded.quantity'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute();

  await trx.deleteFrom('product_images').where('colour_id', '=', colourId).execute();
  await trx
    .insertInto('product_images')
    .values(
      colour.pictures.map((picture, pictureAt) => ({
        product_id: productId,
        colour_id: colourId,
        picture_hash: picture.hash,
        view: picture.view,
        position: pictureAt,
      })),
    )
    .execute();

  return colour.sizes
    .filter(({ size, stock }) => before.get(size) === 0 && stock > 0)
    .map(({ size }) => ({ colourId, size }));
}

function requireCategory(ids: Map<string, number>, code: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`No category ${code}: the import was not checked`);
  return id;
}
