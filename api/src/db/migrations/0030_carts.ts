import { sql, type Kysely } from 'kysely';

/**
 * Carts, each known by the hash of the token in the shopper's `cart` cookie, and their lines:
 * one per variant (a size of a colour), referencing the stock row it draws on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('carts_updated_at_idx').on('carts').column('updated_at').execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('cart_id', 'text', (col) => col.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('colour_id', 'integer', (col) => col.notNull())
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('cart_items_pkey', ['cart_id', 'colour_id', 'size'])
    .addForeignKeyConstraint(
      'cart_items_stock_fkey',
      ['colour_id', 'size'],
      'product_stock',
      ['colour_id', 'size'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cart_items').execute();
  await db.schema.dropTable('carts').execute();
}
