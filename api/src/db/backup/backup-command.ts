// `npm run db:backup [-- --out <folder or file>]`: a dated backup of the database the shop is
// configured for, whether the shop is running or not. Embedded (PGlite): asked of the server that
// owns the state folder (STATE_DIR, from its record there) when that server serves this very data
// folder (only it may read the folder), else read from the folder directly, which its lock refuses
// while any other server holds it. Never asked of whatever listens on a port. PostgreSQL: pg_dump.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../config';
import { operatorToken } from '../../cli/operator-client';
import { databaseName, readServerRecord } from '../../state/server-record';
import { DataDirLockedError, describeHolder } from '../data-dir-lock';
import { backupFileName, defaultBackupDir } from './backup-files';
import { optionValue } from './command-args';
import { dumpPGliteFolder } from './pglite-backup';
import { dumpPostgres } from './postgres-backup';
import { runCommand } from '../../cli/run-command';

export async function main(argv: string[], config: AppConfig = loadConfig()): Promise<number> {
  const { database } = config;
  const engine = database.engine;
  const out = optionValue(argv, '--out');
  const dataDir = database.engine === 'pglite' ? database.dataDir : null;
  const folder =
    out && !/\.(tar\.gz|dump)$/.test(out)
      ? out
      : defaultBackupDir(dataDir ?? path.join(config.stateDir, 'pglite'));
  const file =
    out && /\.(tar\.gz|dump)$/.test(out)
      ? path.resolve(out)
      : path.join(path.resolve(folder), backupFileName(engine));
  mkdirSync(path.dirname(file), { recursive: true });

  const started = Date.now();
  if (database.engine === 'postgres') {
    await dumpPostgres(database.url, file);
  } else {
    if (!database.dataDir) throw new Error('An in-memory database has nothing to back up.');
    const fromServer = await askOwningServer(config);
    if (fromServer === 'refused') return 1;
    const backup = fromServer ?? (await readFolder(database.dataDir, config.stateDir));
    if (!backup) return 1;
    writeFileSync(file, backup);
  }
  const size = statSync(file).size;
  console.log(
    `Backed up the ${engine === 'pglite' ? 'embedded' : 'PostgreSQL'} database to ${file} (${(size / 1024).toFixed(0)} KB, ${Date.now() - started} ms).`,
  );
  console.log(`Restore it with: npm run db:restore -- ${file}`);
  return 0;
}

/**
 * The backup of the server that owns the state folder and serves this data folder; null when no
 * such server runs (the folder is then read here).
 */
async function askOwningServer(config: AppConfig): Promise<Buffer | null | 'refused'> {
  const record = readServerRecord(config.stateDir);
  if (!record || record.database !== databaseName(config.database)) return null;
  const url = `${record.app}/api/operator/backup`;
  const token = operatorToken(config);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `Bearer ${token ?? ''}` } });
  } catch {
    console.error(
      `The shop server that owns ${config.stateDir} (process id ${record.pid}) does not answer at ${record.app}: try again once it is up, or stop it.`,
    );
    return 'refused';
  }
  if (!response.ok) {
    console.error(
      `The running shop refused the backup (${response.status}): ${await response.text()}`,
    );
    return 'refused';
  }
  return Buffer.from(await response.arrayBuffer());
}

/** The folder read by this process, or null (said why) when a server not recorded here holds it. */
async function readFolder(dataDir: string, stateDir: string): Promise<Buffer | null> {
  try {
    return await dumpPGliteFolder(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(
      `The database folder ${dataDir} is in use by ${describeHolder(error.owner)}, which does not own the state folder ${stateDir}. Name that server's state folder with STATE_DIR=… so the backup is asked of it.`,
    );
    return null;
  }
}

runCommand(module, main);
