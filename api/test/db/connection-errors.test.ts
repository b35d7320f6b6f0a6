import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { createPostgresPool } from '../../src/db/database';
import { isDatabaseUnavailable } from '../../src/db/database-unavailable';
import { startPostgresServer, type PostgresServer } from '../helpers/postgres/postgres-server';

// A PostgreSQL of this file's own (in both suites): its connections are cut here as
// `pg_ctl stop -m fast` cuts them, with 57P01 "terminating connection due to administrator command".
let postgres: PostgresServer;
let pool: Pool;
let warned: jest.SpyInstance;

beforeAll(async () => {
  postgres = await startPostgresServer();
});
afterAll(() => postgres?.stop());

beforeEach(() => {
  warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  pool = createPostgresPool(postgres.url, 4);
});
afterEach(async () => {
  await pool.end();
  warned.mockRestore();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(50);
  }
}

async function backendPid(client: PoolClient): Promise<number> {
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const pid = rows[0]?.pid;
  if (pid === undefined) throw new Error('no backend pid');
  return pid;
}

/** The backend running a statement that contains `marker`, once it runs. */
async function backendRunning(marker: string): Promise<number> {
  let pid: number | undefined;
  await until(async () => {
    const { rows } = await pool.query<{ pid: number }>(
      `select pid from pg_stat_activity where query like $1 and pid <> pg_backend_pid()`,
      [`%${marker}%`],
    );
    pid = rows[0]?.pid;
    return pid !== undefined;
  }, `a backend running ${marker}`);
  if (pid === undefined) throw new Error(`no backend running ${marker}`);
  return pid;
}

/** Ends a backend from another connection, as a fast shutdown of the server would. */
async function terminate(pid: number): Promise<void> {
  await pool.query('select pg_terminate_backend($1)', [pid]);
}

test('a checked-out connection the server drops is reported, discarded on release, and the pool carries on', async () => {
  const client = await pool.connect();
  const pid = await backendPid(client);
  // No listener of the test's own on the client: the one the pool gave it must take the error.
  let ended = false;
  client.on('end', () => (ended = true));

  await terminate(pid);
  await until(() => ended, 'the connection to end');

  expect(warned).toHaveBeenCalledWith(
    expect.stringMatching(/^A database connection in use was lost: terminating connection/),
  );
  const failed = await client.query('select 1').catch((error: unknown) => error);
  expect(isDatabaseUnavailable(failed)).toBe(true);

  client.release();
  // The broken connection is gone from the pool: the next one is a new backend.
  const next = await pool.connect();
  try {
    expect(await backendPid(next)).not.toBe(pid);
  } finally {
    next.release();
  }
  expect(pool.totalCount).toBeLessThanOrEqual(2);
});

test('a transaction whose connection is dropped mid-way rolls back and fails as "unavailable"', async () => {
  const db = new Kysely<{ blips: { id: number } }>({ dialect: new PostgresDialect({ pool }) });
  await sql`create table if not exists blips (id integer primary key)`.execute(db);

  const attempt = db
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('blips').values({ id: 1 }).execute();
      await sql`select pg_sleep(30) as marker_blip_transaction`.execute(trx);
    })
    .then(
      () => null,
      (error: unknown) => error,
    );
  await terminate(await backendRunning('marker_blip_transaction'));

  const error = await attempt;
  expect(error).not.toBeNull();
  expect(isDatabaseUnavailable(error)).toBe(true);
  const { rows } = await sql<{ count: string }>`select count(*) as count from blips`.execute(db);
  expect(rows[0]?.count).toBe('0');
});
