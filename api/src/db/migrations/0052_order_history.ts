import { sql, type Kysely } from 'kysely';

/**
 * Every move of an order through its lifecycle (`checkout/orders/lifecycle`): which move, who made
 * it (the shopper, an operator, a payment provider or the shop's own jobs), why when there is more
 * to say, and the order's three states after it. Written in the move's own transaction, so the
 * history and the order never disagree. No personal data: the order holds it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_history')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('move', 'text', (col) => col.notNull())
    .addColumn('actor', 'text', (col) =>
      col.notNull().check(sql`actor in ('shopper', 'operator', 'provider', 'system')`),
    )
    .addColumn('reason', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('payment_status', 'text', (col) => col.notNull())
    .addColumn('shipping_status', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('order_history_by_order')
    .on('order_history')
    .columns(['order_id', 'id'])
    .execute();
  // Orders placed before the history began start it with their placing.
  await sql`
    insert into order_history (order_id, at, move, actor, status, payment_status, shipping_status)
    select id, created_at, 'placed', 'shopper', status, payment_status, shipping_status from orders
    order by id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_history').execute();
}
