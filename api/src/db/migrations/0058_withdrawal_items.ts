import { sql, type Kysely } from 'kysely';

/**
 * The pieces a withdrawing shopper said she sends back (`/pages/returns`: she chooses the lines
 * and how many of each). The operator's "awaiting return" and the acknowledgement e-mail name
 * them; what reaches the shop is still recorded, per line, in `returned_items`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('withdrawal_items')
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('order_withdrawals.order_id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('withdrawal_items_pkey', ['order_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawal_items').execute();
}
