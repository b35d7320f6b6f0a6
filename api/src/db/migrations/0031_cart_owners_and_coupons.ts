import { sql, type Kysely } from 'kysely';

/**
 * A cart belongs to a customer (at most one each) or, without an owner, to whoever holds its
 * cookie; it may carry one coupon. Coupons: a percentage or an amount off, single-use or not,
 * valid between two instants, with products and categories (and their subcategories) they do not
 * apply to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('carts')
    .addColumn('customer_id', 'integer', (col) =>
      col.references('customers.id').onDelete('cascade').unique(),
    )
    .addColumn('coupon_code', 'text')
    .execute();

  await db.schema
    .createTable('coupons')
    // Stored upper case; codes are matched whatever case the shopper types.
    .addColumn('code', 'text', (col) => col.primaryKey().check(sql`code = upper(code)`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('percent', 'amount')`))
    .addColumn('value', 'integer', (col) => col.notNull().check(sql`value > 0`))
    .addColumn('single_use', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_until', 'timestamptz')
    .addColumn('uses', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`uses >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('coupons_percent_range', sql`kind <> 'percent' or value <= 100`)
    .addCheckConstraint('coupons_single_use_once', sql`not single_use or uses <= 1`)
    .execute();

  await db.schema
    .createTable('coupon_excluded_products')
    .addColumn('coupon_code', 'text', (col) =>
      col.notNull().references('coupons.code').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (col) =>
      col.notNull().references('products.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('coupon_excluded_products_pkey', ['coupon_code', 'product_id'])
    .execute();

  await db.schema
    .createTable('coupon_excluded_categories')
    .addColumn('coupon_code', 'text', (col) =>
      col.notNull().references('coupons.code').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('coupon_excluded_categories_pkey', ['coupon_code', 'category_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('coupon_excluded_categories').execute();
  await db.schema.dropTable('coupon_excluded_products').execute();
  await db.schema.dropTable('coupons').execute();
  await db.schema.alterTable('carts').dropColumn('coupon_code').dropColumn('customer_id').execute();
}
