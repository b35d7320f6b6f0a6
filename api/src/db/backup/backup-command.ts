// `npm run db:backup [-- --out <folder or file>]`: a dated backup of the database the shop is
// configured for, whether the shop is running or not. Embedded (PGlite): asked of the running
// server (only it may read the folder), else read from the folder directly. PostgreSQL: pg_dump.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../config';
import { operatorToken, serverOrigin } from '../../operator/operator-client';
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
      : defaultBackupDir(dataDir ?? path.resolve('.data', 'pglite'));
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
    const fromServer = await askRunningServer(config);
    if (fromServer === 'refused') return 1;
    writeFileSync(file, fromServer ?? (await dumpPGliteFolder(database.dataDir)));
  }
  const size = statSync(file).size;
  console.log(
    `Backed up the ${engine === 'pglite' ? 'embedded' : 'PostgreSQL'} database to ${file} (${(size / 1024).toFixed(0)} KB, ${Date.now() - started} ms).`,
  );
  console.log(`Restore it with: npm run db:restore -- ${file}`);
  return 0;
}

/** The running server's backup; null when no server answers (the folder is then read here). */
async function askRunningServer(config: AppConfig): Promise<Buffer | null | 'refused'> {
  const url = `${serverOrigin(config)}/api/operator/backup`;
  const token = operatorToken(config);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Authorization: `Bearer ${token ?? ''}` } });
  } catch {
    return null;
  }
  if (!response.ok) {
    console.error(
      `The running shop refused the backup (${response.status}): ${await response.text()}`,
    );
    return 'refused';
  }
  return Buffer.from(await response.arrayBuffer());
}

runCommand(module, main);
