import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';

export type DatabaseEngine = DatabaseConfig['engine'];

export interface ShopDatabase {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  destroy(): Promise<void>;
}

/**
 * PostgreSQL through `pg` when a URL is configured, otherwise the embedded PGlite, whose data
 * folder this process then holds alone until `destroy()` (see `lockDataDir`).
 */
export async function createDatabase(config: DatabaseConfig): Promise<ShopDatabase> {
  if (config.engine === 'postgres') {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: config.url, max: 10 }) }),
    });
    return { db, engine: config.engine, destroy: () => db.destroy() };
  }

  const { dataDir } = config;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lock = dataDir ? await lockDataDir(dataDir) : null;
  try {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: await openPGlite(dataDir) }),
    });
    return {
      db,
      engine: config.engine,
      async destroy() {
        await db.destroy();
        await lock?.release();
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

async function openPGlite(dataDir: string | null): Promise<PGlitePool> {
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  return new PGlitePool(pglite);
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
