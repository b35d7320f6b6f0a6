// `npm run db:restore -- <backup file> [--force]`: brings a backup made by `npm run db:backup`
// back into the database the shop is configured for, which must be empty unless --force. Stop the
// shop first (an embedded folder in use is refused).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../config';
import { createDatabase } from '../database';
import { positionals } from './command-args';
import { restorePGliteBackup } from './pglite-backup';
import { restorePostgres } from './postgres-backup';
import { sequenceProblems } from './sequences';
import { tableChecksums } from './table-checksums';
import { runCommand } from '../../cli/run-command';

export async function main(argv: string[], config: AppConfig = loadConfig()): Promise<number> {
  const [file] = positionals(argv);
  const force = argv.includes('--force');
  if (!file || !existsSync(file)) {
    console.error('Usage: npm run db:restore -- <backup file> [--force]');
    return 1;
  }
  const { database } = config;
  const isPGliteBackup = file.endsWith('.tar.gz');
  if ((database.engine === 'pglite') !== isPGliteBackup) {
    console.error(
      `${path.basename(file)} is a backup of ${isPGliteBackup ? 'the embedded database' : 'PostgreSQL'}, but the shop is configured for ${database.engine === 'pglite' ? 'the embedded one (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}. To move an embedded shop to PostgreSQL use npm run db:export.`,
    );
    return 1;
  }

  if (database.engine === 'postgres') {
    await restorePostgres(database.url, file, { force });
  } else {
    if (!database.dataDir) throw new Error('Restore needs a data folder (DATA_DIR).');
    const { setAsideAs } = await restorePGliteBackup(file, database.dataDir, { force });
    if (setAsideAs) console.log(`The database that was there is kept in ${setAsideAs}.`);
  }

  const restored = await createDatabase(database);
  try {
    const problems = await sequenceProblems(restored.db);
    if (problems.length > 0) {
      console.error(
        `The restored database would fail its next inserts: ${problems.join('; ')}. The backup is not consistent; keep the shop stopped and restore another one.`,
      );
      return 1;
    }
    const tables = await tableChecksums(restored.db);
    const rows = Object.values(tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${path.resolve(file)}: ${Object.keys(tables).length} tables, ${rows} rows.`,
    );
  } finally {
    await restored.destroy();
  }
  return 0;
}

runCommand(module, main);
