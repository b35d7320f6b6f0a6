import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main as backupCommand } from '../../src/db/backup/backup-command';
import { copyDatabase } from '../../src/db/backup/copy-database';
import { restorePGliteBackup } from '../../src/db/backup/pglite-backup';
import { dumpPostgres, restorePostgres } from '../../src/db/backup/postgres-backup';
import { main as restoreCommand } from '../../src/db/backup/restore-command';
import { tableChecksums } from '../../src/db/backup/table-checksums';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';
import { buildTestApp } from '../helpers/build-test-app';
import { startPostgresServer, type PostgresServer } from '../helpers/postgres/postgres-server';
import { testConfig } from '../helpers/test-config';
import { createEmptyPostgresDatabase } from '../helpers/test-database';

// Backups are about the engines themselves, so this file runs the same on both suites: an embedded
// folder of its own and a PostgreSQL cluster of its own.
let root: string;
let postgres: PostgresServer;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
  postgres = await startPostgresServer();
});
let printed: jest.SpyInstance;
beforeEach(() => {
  printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => printed.mockRestore());
afterAll(() => {
  postgres?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** A seeded shop with a few writes of its own, like one that has been trading. */
async function tradingShop(database: ShopDatabase): Promise<ShopDatabase> {
  await migrateToLatest(database.db);
  await seedIfEmpty(database.db);
  await database.db
    .insertInto('newsletter_subscriptions')
    .values(
      ['anna@example.com', 'bruno@example.com', 'chiara@example.com'].map((email) => ({
        email,
        language: 'it',
        privacy_consent: true,
      })),
    )
    .execute();
  return database;
}

async function checksumsOf(database: ShopDatabase) {
  try {
    return await tableChecksums(database.db);
  } finally {
    await database.destroy();
  }
}

test('an embedded backup taken while the shop runs restores into a fresh folder with the same rows', async () => {
  const dataDir = path.join(root, 'running');
  const running = await tradingShop(await createDatabase({ engine: 'pglite', dataDir }));
  const before = await tableChecksums(running.db);
  const file = path.join(root, 'running.tar.gz');
  const dump = running.dumpDataDir;
  if (!dump) throw new Error('An embedded database can dump its folder');
  writeFileSync(file, Buffer.from(await (await dump()).arrayBuffer()));
  await running.destroy();

  const restoredDir = path.join(root, 'restored');
  await restorePGliteBackup(file, restoredDir);

  const after = await checksumsOf(await createDatabase({ engine: 'pglite', dataDir: restoredDir }));
  expect(after).toEqual(before);
  expect(after.newsletter_subscriptions?.rows).toBe(3);
  expect(after.products?.rows).toBeGreaterThan(0);
});

test('a restore refuses a folder that holds a database, and with --force keeps it aside', async () => {
  const dataDir = path.join(root, 'occupied');
  await (await tradingShop(await createDatabase({ engine: 'pglite', dataDir }))).destroy();
  const file = path.join(root, 'occupied.tar.gz');
  expect(
    await backupCommand(
      ['--out', file],
      testConfig({ port: 1, database: { engine: 'pglite', dataDir } }),
    ),
  ).toBe(0);

  await expect(restorePGliteBackup(file, dataDir)).rejects.toThrow('already holds a database');
  const { setAsideAs } = await restorePGliteBackup(file, dataDir, { force: true });

  expect(setAsideAs && existsSync(setAsideAs)).toBe(true);
  const restored = await checksumsOf(await createDatabase({ engine: 'pglite', dataDir }));
  expect(restored.newsletter_subscriptions?.rows).toBe(3);
});

test('npm run db:backup and db:restore, the shop stopped: a dated file, then the same rows back', async () => {
  const dataDir = path.join(root, 'commands', 'pglite');
  const before = await checksumsOf(
    await tradingShop(await createDatabase({ engine: 'pglite', dataDir })),
  );
  const config = testConfig({ port: 1, database: { engine: 'pglite', dataDir } });

  expect(await backupCommand([], config)).toBe(0);
  const backups = readdirSync(path.join(root, 'commands', 'backups'));
  expect(backups).toEqual([
    expect.stringMatching(/^shop-pglite-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/),
  ]);

  const restoredDir = path.join(root, 'commands', 'restored');
  const file = path.join(root, 'commands', 'backups', backups[0] ?? '');
  expect(printed).toHaveBeenCalledWith(
    expect.stringContaining(`Backed up the embedded database to ${file}`),
  );
  expect(
    await restoreCommand(
      [file],
      testConfig({ database: { engine: 'pglite', dataDir: restoredDir } }),
    ),
  ).toBe(0);
  expect(
    await checksumsOf(await createDatabase({ engine: 'pglite', dataDir: restoredDir })),
  ).toEqual(before);
  expect(printed).toHaveBeenCalledWith(
    expect.stringMatching(/^Restored .*: \d+ tables, \d+ rows\.$/),
  );
});

test('the running server hands its backup to the operator only', async () => {
  const shop = await buildTestApp();
  try {
    const refused = await shop.app.inject({ url: '/api/operator/backup' });
    const backup = await shop.app.inject({
      url: '/api/operator/backup',
      headers: { authorization: `Bearer ${shop.operatorToken}` },
    });

    expect(refused.statusCode).toBe(401);
    if (shop.database.engine === 'postgres') {
      expect(backup.statusCode).toBe(409);
      return;
    }
    expect(backup.statusCode).toBe(200);
    expect(backup.headers['content-type']).toBe('application/gzip');
    expect(backup.headers['content-disposition']).toMatch(
      /attachment; filename="shop-pglite-.*\.tar\.gz"/,
    );
    const file = path.join(root, 'from-server.tar.gz');
    writeFileSync(file, backup.rawPayload);
    const restoredDir = path.join(root, 'from-server');
    await restorePGliteBackup(file, restoredDir);
    const restored = await checksumsOf(
      await createDatabase({ engine: 'pglite', dataDir: restoredDir }),
    );
    expect(restored).toEqual(await tableChecksums(shop.database.db));
  } finally {
    await shop.close();
  }
});

test('a PostgreSQL backup restores into an empty database with the same rows, and not over a full one', async () => {
  const original = await createEmptyPostgresDatabase(postgres.url);
  const target = await createEmptyPostgresDatabase(postgres.url);
  try {
    const before = await checksumsOf(
      await tradingShop(await createDatabase({ engine: 'postgres', url: original.url })),
    );
    const file = path.join(root, 'shop.dump');
    await dumpPostgres(original.url, file);

    await restorePostgres(target.url, file);
    await expect(restorePostgres(target.url, file)).rejects.toThrow('already holds');

    expect(
      await checksumsOf(await createDatabase({ engine: 'postgres', url: target.url })),
    ).toEqual(before);
  } finally {
    await original.drop();
    await target.drop();
  }
});

test('db:export copies an embedded shop into an empty PostgreSQL, every table the same', async () => {
  const source = await tradingShop(
    await createDatabase({ engine: 'pglite', dataDir: path.join(root, 'outgrown') }),
  );
  const target = await createEmptyPostgresDatabase(postgres.url);
  try {
    const moved = await createDatabase({ engine: 'postgres', url: target.url });
    try {
      const copied = await copyDatabase(source.db, moved.db);

      expect(copied.newsletter_subscriptions).toBe(3);
      expect(await tableChecksums(moved.db)).toEqual(await tableChecksums(source.db));
      // The moved shop keeps trading: its sequences continue after the copied rows.
      await moved.db
        .insertInto('newsletter_subscriptions')
        .values({ email: 'dario@example.com', language: 'en', privacy_consent: true })
        .execute();
      await expect(copyDatabase(source.db, moved.db)).rejects.toThrow('not empty');
    } finally {
      await moved.destroy();
    }
  } finally {
    await source.destroy();
    await target.drop();
  }
});
