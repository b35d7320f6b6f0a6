import { sql, type Kysely } from 'kysely';

/**
 * The return shipping a refund keeps back (spec §9: paid by the shopper, deducted from the
 * refund), once per withdrawal. What a refund claimed of the order is its amount and this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('refunds')
    .addColumn('return_cost_cents', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`return_cost_cents >= 0`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refunds').dropColumn('return_cost_cents').execute();
}
