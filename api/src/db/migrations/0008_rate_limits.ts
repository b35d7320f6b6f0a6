import type { Kysely } from 'kysely';

/**
 * Fixed-window request counters shared by every API server: one row per bucket (a hashed client
 * address or e-mail address under a rule's name), counted with an atomic upsert.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_ends_at_idx')
    .on('rate_limit_counters')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
