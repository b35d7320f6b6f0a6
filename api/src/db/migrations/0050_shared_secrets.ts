import type { Kysely } from 'kysely';

/**
 * Secrets every server on the database shares when the environment gives none (development):
 * see api/src/state/shared-secrets.ts. Production takes them from the environment instead.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shared_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shared_secrets').execute();
}
