import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool, type PoolClient } from 'pg';
import type { DatabaseConfig } from '../config';
import { lockDataDir } from './data-dir-lock';
import { DEFAULT_POOL_SIZE } from './pool-size';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';

export type DatabaseEngine = DatabaseConfig['engine'];

export interface ShopDatabase {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** The embedded database's folder as a gzipped tarball (PGlite only; see db/backup). */
  dumpDataDir?: () => Promise<Blob>;
  destroy(): Promise<void>;
}

/**
 * PostgreSQL through `pg` when a URL is configured, otherwise the embedded PGlite, whose data
 * folder this process then holds alone until `destroy()` (see `lockDataDir`).
 */
export async function createDatabase(
  config: DatabaseConfig,
  /** PGlite: start from this backup of a data folder (`dumpDataDir`) instead of an empty one. */
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<ShopDatabase> {
  if (config.engine === 'postgres') {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: createPostgresPool(config.url, config.poolSize ?? DEFAULT_POOL_SIZE),
      }),
    });
    return { db, engine: config.engine, destroy: () => db.destroy() };
  }

  const { dataDir } = config;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lock = dataDir ? await lockDataDir(dataDir) : null;
  try {
    const pool = await openPGlite(dataDir, loadDataDir);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: config.engine,
      dumpDataDir: () => pool.dumpDataDir(),
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

/** How long a request may wait for a connection, and for one query's answer. */
const CONNECT_TIMEOUT_MS = 3_000;
const QUERY_TIMEOUT_MS = 10_000;

/**
 * A pool whose waits are bounded, so no request hangs on a database that is away: it fails in
 * seconds and is answered 503 (see `isDatabaseUnavailable`), and the pool reconnects by itself
 * when the database is back.
 */
export function createPostgresPool(url: string, max: number): Pool {
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server dropped (a restart, a failover) is reported here; without a
  // listener the process would crash. The pool replaces it on the next request.
  pool.on('error', (error) => {
    console.warn(`An idle database connection was lost: ${error.message}`);
  });
  handleErrorsOfConnectionsInUse(pool);
  return pool;
}

/**
 * The pool listens for the errors of idle connections only: it takes its listener off a
 * connection it hands out. A connection in use that the server drops (`pg_ctl stop -m fast`
 * sends 57P01 and closes it) emits `error` too, which with no listener would end the process. So
 * each connection gets a listener of its own for its whole life. The query in flight fails on its
 * own (the request answers 503, a transaction rolls back with its connection), and the pool
 * discards the broken connection when it is released (pg marks it not queryable).
 */
function handleErrorsOfConnectionsInUse(pool: Pool): void {
  const inUse = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // An idle connection's loss is already reported by the pool's own listener above.
      if (inUse.has(client)) {
        console.warn(`A database connection in use was lost: ${error.message}`);
      }
    });
  });
}

/** The extensions the migrations create (search); PGlite loads them when it opens. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

async function openPGlite(dataDir: string | null, loadDataDir?: Blob): Promise<PGlitePool> {
  // The options object (not the `(dataDir, options)` form, which loses `extensions`).
  const pglite = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  await pglite.waitReady;
  return new PGlitePool(pglite);
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
