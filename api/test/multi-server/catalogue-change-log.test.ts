import type { Kysely } from 'kysely';
import { ListingIndex } from '../../src/catalogue';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { seedIfEmpty } from '../../src/seed/seed';
import { startPostgresServer, type PostgresServer } from '../helpers/postgres/postgres-server';

// The catalogue's change log numbers each change when it is written, not when its transaction
// commits: on PostgreSQL, with several connections (several servers, or one server's pool), a
// change can become visible after a later-numbered one was read. The listing index must not skip
// it. PGlite has one connection, so this runs on a PostgreSQL of its own in both suites.

let postgres: PostgresServer;
let database: ShopDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  postgres = await startPostgresServer();
  database = await createDatabase({ engine: 'postgres', url: postgres.url, poolSize: 4 });
  db = database.db;
  await migrateToLatest(db);
  await seedIfEmpty(db);
});
afterAll(async () => {
  await database?.destroy();
  postgres?.stop();
});

/** The products the index lists at exactly `priceCents`. */
function listedAt(index: ListingIndex, priceCents: number): number[] {
  return index.page(
    () => true,
    { sizes: [], colours: [], priceMin: priceCents, priceMax: priceCents, sort: 'newest', page: 1 },
    'it',
  ).productIds;
}

let nextPrice = 900_001;
/** Two products of the seed, and a price no product has, for each. */
async function twoProducts() {
  const offset = (nextPrice - 900_001) / 2;
  const [first, second] = await db
    .selectFrom('products')
    .select('id')
    .orderBy('id')
    .offset(offset)
    .limit(2)
    .execute();
  if (!first || !second) throw new Error('The seed has too few products');
  const prices = [nextPrice, nextPrice + 1] as const;
  nextPrice += 2;
  return { first: first.id, second: second.id, prices };
}

/**
 * Changes `productId`'s price in a transaction that stays open until the answer's `commit` is
 * called; resolves once the change is written (and numbered in the log).
 */
async function openChange(productId: number, priceCents: number) {
  let written!: () => void;
  let commit!: () => void;
  const isWritten = new Promise<void>((resolve) => (written = resolve));
  const committed = new Promise<void>((resolve) => (commit = resolve));
  const transaction = db.transaction().execute(async (trx) => {
    await trx
      .updateTable('products')
      .set({ price_cents: priceCents })
      .where('id', '=', productId)
      .execute();
    written();
    await committed;
  });
  await isWritten;
  return {
    commit: async () => {
      commit();
      await transaction;
    },
  };
}

const setPrice = (productId: number, priceCents: number) =>
  db.updateTable('products').set({ price_cents: priceCents }).where('id', '=', productId).execute();

test('a change committed after a later-numbered one was read is still applied', async () => {
  const index = new ListingIndex(db, 0);
  await index.fresh();
  const { first, second, prices } = await twoProducts();

  const slow = await openChange(first, prices[0]);
  await setPrice(second, prices[1]);
  await index.fresh();
  expect(listedAt(index, prices[1])).toEqual([second]);
  expect(listedAt(index, prices[0])).toEqual([]);

  await slow.commit();
  await index.fresh();
  expect(listedAt(index, prices[0])).toEqual([first]);
});

test('a change still open while the index first loads is applied once it commits', async () => {
  const { first, second, prices } = await twoProducts();
  const slow = await openChange(first, prices[0]);
  await setPrice(second, prices[1]);
  const index = new ListingIndex(db, 0);
  await index.fresh();
  expect(listedAt(index, prices[1])).toEqual([second]);
  expect(listedAt(index, prices[0])).toEqual([]);

  await slow.commit();
  await index.fresh();
  expect(listedAt(index, prices[0])).toEqual([first]);
});

test('a rolled-back change leaves no hole: later changes are read, and the gap is given up in time', async () => {
  let now = Date.now();
  const index = new ListingIndex(db, 0, () => now);
  await index.fresh();
  const { first, second, prices } = await twoProducts();
  await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('products')
        .set({ price_cents: prices[0] })
        .where('id', '=', first)
        .execute();
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  await setPrice(second, prices[1]);
  await index.fresh();
  expect(listedAt(index, prices[1])).toEqual([second]);
  expect(index.pendingChanges).toBe(1);

  now += 10 * 60_000;
  await setPrice(second, prices[1] + 2);
  await index.fresh();
  expect(listedAt(index, prices[1] + 2)).toEqual([second]);
  expect(listedAt(index, prices[0])).toEqual([]);
  expect(index.pendingChanges).toBe(0);
});
