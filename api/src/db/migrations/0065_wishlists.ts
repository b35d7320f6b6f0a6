import { sql, type Kysely } from 'kysely';

/**
 * A customer's wishlist: products kept in one colour each, by the SKU and the colour's code as the
 * shopper names them, not by the catalogue's rows, so that an entry outlives its product or colour
 * (the wishlist page then says it is no longer sold). A visitor's list is kept in a cookie.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wishlist_entries')
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (col) => col.notNull())
    .addColumn('colour', 'text', (col) => col.notNull())
    .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('wishlist_entries_pkey', ['customer_id', 'product_id', 'colour'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wishlist_entries').execute();
}
