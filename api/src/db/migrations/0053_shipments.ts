import { sql, type Kysely } from 'kysely';

/**
 * An order's parcels: the carrier, its tracking number and page, when it left and when it was
 * delivered, and which of the order's lines (`order_items.position`) it carries, how many pieces
 * of each. An order ships whole or in several parcels; its `delivered_at` is the last parcel's.
 * A tracking number is one parcel's: the same number twice for one order is the same parcel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shipments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('carrier', 'text', (col) => col.notNull())
    .addColumn('tracking_number', 'text', (col) => col.notNull())
    .addColumn('shipped_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .addUniqueConstraint('shipments_order_tracking_key', ['order_id', 'carrier', 'tracking_number'])
    .execute();
  await db.schema
    .createTable('shipment_items')
    .addColumn('shipment_id', 'integer', (col) =>
      col.notNull().references('shipments.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('shipment_items_pkey', ['shipment_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipment_items').execute();
  await db.schema.dropTable('shipments').execute();
}
