import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';
import { PGLITE_TEMPLATE_ENV } from './pglite/template-env';
import { POSTGRES_URL_ENV } from './postgres/postgres-url-env';

export const testEngine = process.env.SHOP_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabaseOptions {
  /** Run the migrations (default true). */
  migrate?: boolean;
  /** Seed the catalogue and settings (default true; needs migrate). */
  seed?: boolean;
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or a new database in the
 * run's PostgreSQL cluster, dropped again by destroy().
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<ShopDatabase> {
  const { migrate = true, seed = true } = options;
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (testEngine === 'pglite' && migrate && seed && template) {
    // The run's migrated and seeded database (see pglite/global-setup.ts), copied for this file.
    return createDatabase(
      { engine: 'pglite', dataDir: null },
      { loadDataDir: new Blob([readFileSync(template)]) },
    );
  }
  const database =
    testEngine === 'postgres'
      ? await createPostgresTestDatabase()
      : await createDatabase({ engine: 'pglite', dataDir: null });
  try {
    if (migrate) await migrateToLatest(database.db);
    if (migrate && seed) await seedIfEmpty(database.db);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  return database;
}

async function createPostgresTestDatabase(): Promise<ShopDatabase> {
  const { url, drop } = await createEmptyPostgresDatabase();
  // Twenty connections, not production's few: the concurrency tests (20 checkouts for the last 3
  // pieces, 100 adds to one cart) must meet in the database at once, not queue in the pool.
  const database = await createDatabase({ engine: 'postgres', url, poolSize: 20 });
  return {
    ...database,
    async destroy() {
      await database.destroy();
      await drop();
    },
  };
}

/**
 * A new, empty database in the run's PostgreSQL cluster (or the cluster at `adminUrl`), for code
 * that connects by URL.
 */
export async function createEmptyPostgresDatabase(
  adminUrl: string | undefined = process.env[POSTGRES_URL_ENV],
): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  if (!adminUrl) {
    throw new Error(
      `${POSTGRES_URL_ENV} is not set: run PostgreSQL tests with "npm run test:postgres"`,
    );
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
