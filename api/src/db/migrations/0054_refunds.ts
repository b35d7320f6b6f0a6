import { sql, type Kysely } from 'kysely';

/**
 * Money given back on an order: how much, on which payment, through which provider, and how far it
 * has gone — `pending` from the moment it is decided (written with the move that decides it, so it
 * is never lost), then `succeeded`, or `refused` with the provider's reason until an operator tries
 * again (`attempt` counts the tries: the provider's idempotency key is the id and the try, so no
 * try is ever paid twice). Which pieces it pays back, and whether the shipping, so no piece or
 * shipping is paid back twice. A bank transfer's refund names the IBAN it goes to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('payment_id', 'text', (col) => col.notNull().references('payments.id'))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('includes_shipping', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'succeeded', 'refused')`),
    )
    .addColumn('attempt', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('iban', 'text')
    .addColumn('provider_reference', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refunds_by_order').on('refunds').column('order_id').execute();
  await db.schema
    .createTable('refund_items')
    .addColumn('refund_id', 'text', (col) =>
      col.notNull().references('refunds.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('refund_items_pkey', ['refund_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refund_items').execute();
  await db.schema.dropTable('refunds').execute();
}
