import { sql, type Kysely } from 'kysely';

/** Categories, products with their colours, sizes and stock, price history and images. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('parent_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('slug_it', 'text', (col) => col.notNull())
    .addColumn('slug_en', 'text', (col) => col.notNull())
    .addColumn('name_it', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('categories_parent_slug_it_key', ['parent_id', 'slug_it'], (c) =>
      c.nullsNotDistinct(),
    )
    .addUniqueConstraint('categories_parent_slug_en_key', ['parent_id', 'slug_en'], (c) =>
      c.nullsNotDistinct(),
    )
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('sku', 'text', (col) => col.notNull().unique())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
    .addColumn('slug_it', 'text', (col) => col.notNull().unique())
    .addColumn('slug_en', 'text', (col) => col.notNull().unique())
    .addColumn('name_it', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('description_it', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('products_category_id_idx')
    .on('products')
    .column('category_id')
    .execute();

  await db.schema
    .createTable('product_colours')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name_it', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('hex', 'text', (col) => col.notNull().check(sql`hex ~ '^#[0-9a-f]{6}$'`))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('product_colours_product_code_key', ['product_id', 'code'])
    .execute();

  await db.schema
    .createTable('product_stock')
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('colour_id', 'integer', (col) =>
      col.notNull().references('product_colours.id').onDelete('cascade'),
    )
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity >= 0`))
    .addPrimaryKeyConstraint('product_stock_pkey', ['colour_id', 'size'])
    .execute();
  await db.schema
    .createIndex('product_stock_product_id_idx')
    .on('product_stock')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('price_history')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('price_cents', 'integer', (col) => col.notNull().check(sql`price_cents >= 0`))
    .addColumn('valid_from', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('price_history_product_valid_from_key', ['product_id', 'valid_from'])
    .execute();

  await db.schema
    .createTable('product_images')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('colour_id', 'integer', (col) =>
      col.references('product_colours.id').onDelete('cascade'),
    )
    .addColumn('path', 'text', (col) => col.notNull().unique())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_images_product_id_idx')
    .on('product_images')
    .column('product_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'product_images',
    'price_history',
    'product_stock',
    'product_colours',
    'products',
    'categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
