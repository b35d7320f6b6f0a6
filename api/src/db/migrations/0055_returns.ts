import { sql, type Kysely } from 'kysely';

/**
 * The pieces shoppers sent back that reached the shop: which line of which order, how many, when,
 * and the refund they gave rise to. With the parcels (`shipment_items`) they say how many pieces
 * of a line are still with the shopper.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('returned_items')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('refund_id', 'text', (col) => col.references('refunds.id'))
    .execute();
  await db.schema
    .createIndex('returned_items_by_order')
    .on('returned_items')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('returned_items').execute();
}
