import { sql, type Kysely } from 'kysely';

/**
 * Back-in-stock requests (spec §3: e-mail and size): who waits for which sold-out size of which
 * colour. A request is done once its e-mail is written (`notified_at`); while it waits, an address
 * has one request per variant. The variant is (colour, size), the key of `product_stock`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('back_in_stock_requests')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('it', 'en')`))
    .addColumn('colour_id', 'integer', (col) => col.notNull())
    .addColumn('size', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('notified_at', 'timestamptz')
    .addForeignKeyConstraint(
      'back_in_stock_requests_variant_fkey',
      ['colour_id', 'size'],
      'product_stock',
      ['colour_id', 'size'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  // Restocking a size reads its waiting requests through this index too.
  await sql`create unique index back_in_stock_requests_waiting_key
    on back_in_stock_requests (colour_id, size, lower(email)) where notified_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('back_in_stock_requests').execute();
}
