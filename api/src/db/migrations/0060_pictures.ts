import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Pictures as originals the shop makes its variants from, named by their content's hash so a
 * variant's address never changes meaning. An uploaded original is kept as uploaded; a seeded one
 * as the recipe it is made from. Product images point at a picture and say how it shows the
 * garment; the drawn `.svg` paths they had become seeded pictures of the garment from the front,
 * and the order lines that named a drawing name its picture.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pictures')
    .addColumn('hash', 'text', (col) => col.primaryKey().check(sql`hash ~ '^[0-9a-f]{32}$'`))
    .addColumn('width', 'integer', (col) => col.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (col) => col.notNull().check(sql`height > 0`))
    .addColumn('placeholder', 'text', (col) =>
      col.notNull().check(sql`placeholder ~ '^#[0-9a-f]{6}$'`),
    )
    .addColumn('original', 'bytea')
    .addColumn('recipe', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('pictures_one_source', sql`(original is null) <> (recipe is null)`)
    .execute();

  await db.schema
    .alterTable('product_images')
    .addColumn('picture_hash', 'text', (col) => col.references('pictures.hash'))
    .addColumn('view', 'text', (col) =>
      col
        .notNull()
        .defaultTo('front')
        .check(sql`view in ('front', 'back', 'detail', 'worn')`),
    )
    .execute();
  await adoptDrawnImages(db);
  // Orders keep the picture their line showed when bought: point them at its JPEG.
  await sql`update order_items item
    set image_url = '/media/pictures/' || image.picture_hash || '/640.jpg'
    from product_images image
    where item.image_url = image.path`.execute(db);
  await db.schema
    .alterTable('product_images')
    .alterColumn('picture_hash', (col) => col.setNotNull())
    .execute();
  await db.schema.alterTable('product_images').dropColumn('path').execute();
  await db.schema
    .createIndex('product_images_picture_hash_idx')
    .on('product_images')
    .column('picture_hash')
    .execute();
}

/** Recipes as the seed writes them (`media/seed-photographs`), frozen here as this migration made them. */
async function adoptDrawnImages(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; product_id: number; hex: string | null; code: string }>`
    select image.id, image.product_id, colour.hex, category.code
    from product_images image
    join products product on product.id = image.product_id
    join categories category on category.id = product.category_id
    left join product_colours colour on colour.id = image.colour_id`.execute(db);
  for (const row of rows) {
    const hex = row.hex ?? '#9a9a98';
    const recipe = {
      kind: DRAWN_KINDS.find((kind) => row.code.endsWith(kind)) ?? 'shirts',
      hex,
      view: 'front',
      seed: row.product_id,
    };
    const hash = createHash('sha256')
      .update(`seed-photograph/1 ${JSON.stringify(recipe)}`)
      .digest('hex')
      .slice(0, 32);
    await sql`insert into pictures (hash, width, height, placeholder, recipe)
      values (${hash}, 1600, 2133, ${hex.toLowerCase()}, ${JSON.stringify(recipe)}::jsonb)
      on conflict (hash) do nothing`.execute(db);
    await sql`update product_images set picture_hash = ${hash} where id = ${row.id}`.execute(db);
  }
}

const DRAWN_KINDS = [
  'shirts',
  'knitwear',
  'trousers',
  'jackets',
  'dresses',
  'skirts',
  'accessories',
] as const;

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('product_images_picture_hash_idx').execute();
  await db.schema
    .alterTable('product_images')
    .addColumn('path', 'text', (col) => col.unique())
    .execute();
  await sql`update product_images set path = '/media/pictures/' || picture_hash || '/' || id`.execute(
    db,
  );
  await db.schema
    .alterTable('product_images')
    .alterColumn('path', (col) => col.setNotNull())
    .execute();
  await db.schema
    .alterTable('product_images')
    .dropColumn('view')
    .dropColumn('picture_hash')
    .execute();
  await db.schema.dropTable('pictures').execute();
}
