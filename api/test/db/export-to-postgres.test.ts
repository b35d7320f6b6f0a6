import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlaceOrderResponse } from '@shop/shared/contracts';
import { buildApp } from '../../src/app';
import { main as exportCommand } from '../../src/db/backup/export-command';
import { readSequences } from '../../src/db/backup/sequences';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';
import { orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, testVariants } from '../helpers/checkout-shopper';
import { startPostgresServer, type PostgresServer } from '../helpers/postgres/postgres-server';
import { createShellFixture } from '../helpers/shell-fixture';
import { testConfig } from '../helpers/test-config';
import { createEmptyPostgresDatabase } from '../helpers/test-database';

// A move from the embedded database to a PostgreSQL of the test's own, so this file runs the same
// in both suites.
const shell = createShellFixture();
let root: string;
let postgres: PostgresServer;
let printed: jest.SpyInstance;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-export-'));
  postgres = await startPostgresServer();
});
beforeEach(() => {
  printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => printed.mockRestore());
afterAll(() => {
  postgres?.stop();
  rmSync(root, { recursive: true, force: true });
  shell.remove();
});

/** Runs the shop over `database` long enough to place `count` bank-transfer orders; their numbers. */
async function placeOrders(database: ShopDatabase, count: number, skip = 0): Promise<string[]> {
  const app = await buildApp({
    config: testConfig({ shellDist: shell.dir }),
    database,
    operatorToken: randomBytes(32).toString('base64url'),
  });
  await app.ready();
  try {
    const numbers: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const browser = shopper(app);
      const [variant] = await testVariants(database.db, 1, { skip: skip + index });
      expect((await browser.add(variant)).statusCode).toBe(200);
      const response = await placeOrder(browser, await orderBody(browser));
      expect(response.statusCode).toBe(200);
      numbers.push(response.json<PlaceOrderResponse>().orderId);
    }
    return numbers;
  } finally {
    await app.close();
  }
}

const sequenceNumber = (orderNumber: string | undefined) =>
  Number(/(\d+)$/.exec(orderNumber ?? '')?.[1]);

test('an embedded shop with orders moves to PostgreSQL, and the next order there takes the next number', async () => {
  const dataDir = path.join(root, 'trading');
  const source = await createDatabase({ engine: 'pglite', dataDir });
  let placed: string[];
  try {
    await migrateToLatest(source.db);
    await seedIfEmpty(source.db);
    placed = await placeOrders(source, 3);
  } finally {
    await source.destroy();
  }
  const target = await createEmptyPostgresDatabase(postgres.url);
  try {
    const config = testConfig({ database: { engine: 'pglite', dataDir } });
    expect(await exportCommand(['--to', target.url], config)).toBe(0);
    expect(printed).toHaveBeenCalledWith(
      expect.stringMatching(/sequences continue where they stood/),
    );

    const moved = await createDatabase({ engine: 'postgres', url: target.url });
    try {
      // Every sequence came along, the order numbers' (owned by no column) among them.
      expect((await readSequences(moved.db)).order_number_seq).toEqual({
        lastValue: String(sequenceNumber(placed.at(-1))),
        isCalled: true,
      });
      const [next] = await placeOrders(moved, 1, 3);
      expect(sequenceNumber(next)).toBe(sequenceNumber(placed.at(-1)) + 1);
    } finally {
      await moved.destroy();
    }

    // A second export into the same database is refused, naming what is there.
    await expect(exportCommand(['--to', target.url], config)).rejects.toThrow(
      /The target database is not empty: it holds \d+ tables \(addresses, .*\) and \d+ sequences \(addresses_id_seq, /,
    );
  } finally {
    await target.drop();
  }
}, 480_000);

test('the export refuses a PostgreSQL that holds anything, even one table of someone else', async () => {
  const dataDir = path.join(root, 'small');
  const source = await createDatabase({ engine: 'pglite', dataDir });
  await migrateToLatest(source.db).finally(() => source.destroy());
  const target = await createEmptyPostgresDatabase(postgres.url);
  try {
    const other = await createDatabase({ engine: 'postgres', url: target.url });
    await other.db.schema
      .createTable('invoices')
      .addColumn('id', 'integer')
      .execute()
      .finally(() => other.destroy());

    await expect(
      exportCommand(['--to', target.url], testConfig({ database: { engine: 'pglite', dataDir } })),
    ).rejects.toThrow('The target database is not empty: it holds 1 tables (invoices)');
  } finally {
    await target.drop();
  }
});
