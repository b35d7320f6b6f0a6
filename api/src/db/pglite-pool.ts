import type { PGlite } from '@electric-sql/pglite';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Mutex } from './mutex';

const gzipAsync = promisify(gzip);

/**
 * Lets Kysely's PostgresDialect drive a PGlite instance. PGlite is a single connection, so the
 * pool hands out one client at a time: a transaction holds it from BEGIN to COMMIT and every
 * other query waits its turn instead of slipping into someone else's transaction.
 */
export class PGlitePool implements PostgresPool {
  private readonly mutex = new Mutex();
  private readonly client: PGliteClient;

  constructor(private readonly pglite: PGlite) {
    this.client = new PGliteClient(pglite);
  }

  async connect(): Promise<PostgresPoolClient> {
    const release = await this.mutex.acquire();
    this.client.lease(release);
    return this.client;
  }

  /**
   * The data folder as a gzipped tarball. The tarball is taken between two transactions (the lease
   * is held), so it is consistent; queries wait for that part only (about a quarter of a second
   * for a shop of 10,000 products), not for the compression, which runs off the event loop.
   */
  async dumpDataDir(): Promise<Blob> {
    const release = await this.mutex.acquire();
    let tarball: Blob;
    try {
      tarball = await this.pglite.dumpDataDir('none');
    } finally {
      release();
    }
    return new Blob([await gzipAsync(Buffer.from(await tarball.arrayBuffer()))]);
  }

  async end(): Promise<void> {
    const release = await this.mutex.acquire();
    try {
      await this.pglite.close();
    } finally {
      release();
    }
  }
}

class PGliteClient implements PostgresPoolClient {
  private releaseLease: (() => void) | null = null;

  constructor(private readonly pglite: PGlite) {}

  lease(release: () => void): void {
    this.releaseLease = release;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') {
      throw new Error('Streaming queries are not supported on PGlite');
    }
    return this.run<R>(sqlOrCursor, parameters ?? []);
  }

  release(): void {
    const release = this.releaseLease;
    this.releaseLease = null;
    release?.();
  }

  private async run<R>(
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> {
    const result = await this.pglite.query<R>(sql, [...parameters]);
    return {
      rows: result.rows,
      rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
      // Kysely only reads the command to report affected rows of INSERT/UPDATE/DELETE/MERGE.
      command: result.command as PostgresQueryResult<R>['command'],
    };
  }
}
