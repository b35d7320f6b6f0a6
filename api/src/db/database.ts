import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';

export type DatabaseEngine = DatabaseConfig['engine'];

export interface ShopDatabase {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  destroy(): Promise<void>;
}

/** PostgreSQL through `pg` when a URL is configured, otherwise the embedded PGlite. */
export async function createDatabase(config: DatabaseConfig): Promise<ShopDatabase> {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool:
        config.engine === 'postgres'
          ? new Pool({ connectionString: config.url, max: 10 })
          : await openPGlite(config.dataDir),
    }),
  });
  return { db, engine: config.engine, destroy: () => db.destroy() };
}

async function openPGlite(dataDir: string | null): Promise<PGlitePool> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  return new PGlitePool(pglite);
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
