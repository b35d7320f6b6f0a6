import { spawn } from 'node:child_process';
import path from 'node:path';
import { createDatabase } from '../database';
import type { RestoreOptions } from './pglite-backup';
import { listTables } from './table-checksums';

/** pg_dump and pg_restore from PG_BIN when set, else from the PATH. */
function binary(name: 'pg_dump' | 'pg_restore'): string {
  return process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(
          `${path.basename(command)} could not run (${error.message}): install the postgresql client or set PG_BIN`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** A consistent dump (PostgreSQL's custom format) of a running database: pg_dump takes a snapshot. */
export function dumpPostgres(url: string, file: string): Promise<void> {
  return run(binary('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    url,
  ]);
}

/** Restores a dump into `url`, which must hold no tables unless `force` (then they are replaced). */
export async function restorePostgres(
  url: string,
  file: string,
  { force = false }: RestoreOptions = {},
): Promise<void> {
  const database = await createDatabase({ engine: 'postgres', url });
  const tables = await listTables(database.db).finally(() => database.destroy());
  if (tables.length > 0 && !force) {
    throw new Error(
      `The database already holds ${tables.length} tables. Restore into an empty database, or add --force to replace them.`,
    );
  }
  await run(binary('pg_restore'), [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    ...(tables.length > 0 ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    file,
  ]);
}
