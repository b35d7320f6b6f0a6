// `npm run db:export -- --to <postgres url>`: copies the embedded database (DATA_DIR) into an
// empty PostgreSQL, so a shop started with `npm start` moves to PostgreSQL with its data. Stop the
// shop first; then start it with DATABASE_URL set to the same URL.
import { loadConfig, type AppConfig } from '../../config';
import { createDatabase } from '../database';
import { optionValue } from './command-args';
import { copyDatabase } from './copy-database';
import { readSequences } from './sequences';
import { tableChecksums } from './table-checksums';
import { runCommand } from '../../cli/run-command';

export async function main(
  argv: string[],
  config: AppConfig = loadConfig({ ...process.env, DATABASE_URL: '' }),
): Promise<number> {
  const url = optionValue(argv, '--to');
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error('Usage: npm run db:export -- --to postgres://user:password@host:5432/shop');
    return 1;
  }
  const { database } = config;
  if (database.engine !== 'pglite' || !database.dataDir) {
    console.error(
      'db:export copies the embedded database (DATA_DIR); unset DATABASE_URL to run it.',
    );
    return 1;
  }

  const source = await createDatabase(database);
  try {
    const target = await createDatabase({ engine: 'postgres', url });
    try {
      const copied = await copyDatabase(source.db, target.db);
      const [before, after] = [await tableChecksums(source.db), await tableChecksums(target.db)];
      const differing = Object.keys(before)
        .filter(
          (table) => table !== 'kysely_migration_lock' && before[table]?.md5 !== after[table]?.md5,
        )
        .map(
          (table) => `${table} (${before[table]?.rows} rows, ${after[table]?.rows ?? 0} copied)`,
        );
      if (differing.length > 0) {
        console.error(`The copy differs from the original in: ${differing.join(', ')}`);
        return 1;
      }
      const [sourceSequences, targetSequences] = [
        await readSequences(source.db),
        await readSequences(target.db),
      ];
      const behind = Object.entries(sourceSequences)
        .filter(([name, state]) => JSON.stringify(targetSequences[name]) !== JSON.stringify(state))
        .map(([name]) => name);
      if (behind.length > 0) {
        console.error(`The copy's sequences differ from the original's: ${behind.join(', ')}`);
        return 1;
      }
      const rows = Object.values(copied).reduce((sum, count) => sum + count, 0);
      console.log(
        [
          `Copied ${Object.keys(copied).length} tables (${rows} rows) from ${database.dataDir} into PostgreSQL; every table's checksum matches, and its ${Object.keys(sourceSequences).length} sequences continue where they stood.`,
          'Next: start the shop on it with DATABASE_URL set to that URL (npm start).',
        ].join('\n'),
      );
      return 0;
    } finally {
      await target.destroy();
    }
  } finally {
    await source.destroy();
  }
}

runCommand(module, main);
