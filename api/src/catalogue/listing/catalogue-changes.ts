import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Forgets catalogue changes older than an hour: every running server reads the log at least
 * every few seconds, and one that has not looked for half an hour reads the whole catalogue.
 */
export async function pruneCatalogueChanges(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('catalogue_changes')
    .where('changed_at', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}
