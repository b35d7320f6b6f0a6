import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations';
import type { Database } from './schema';

/** Brings the schema to the latest version; a no-op when it already is. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Domains number migrations in their own ranges (see ./migrations): one that lands after a
    // higher-numbered one (0020 after 0030) still runs, once, instead of failing the start.
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results;
}
