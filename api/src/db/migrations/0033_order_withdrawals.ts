import { sql, type Kysely } from 'kysely';

/**
 * The right of withdrawal (EU Directive 2023/2673, the "withdraw from contract here" function):
 * when the courier delivered an order (`orders.delivered_at`, written by whoever marks it
 * delivered; the withdrawal period runs from it) and one withdrawal per order, with the moment the
 * shop received it (the acknowledgement e-mail states it), how it came (the customer's account or
 * the e-mailed order link) and how far the return has gone. No personal data: the order holds it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('delivered_at', 'timestamptz').execute();

  await db.schema
    .createTable('order_withdrawals')
    // One withdrawal per order: a second one is refused.
    .addColumn('order_id', 'integer', (col) =>
      col.primaryKey().references('orders.id').onDelete('cascade'),
    )
    .addColumn('requested_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('channel', 'text', (col) =>
      col.notNull().check(sql`channel in ('account', 'order-link')`),
    )
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('it', 'en')`))
    // `requested` once acknowledged; the back office moves it on as the goods come back and the
    // money goes out.
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('requested')
        .check(sql`status in ('requested', 'goods-received', 'refunded')`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_withdrawals').execute();
  await db.schema.alterTable('orders').dropColumn('delivered_at').execute();
}
