/**
 * Seeds benchmark products (10,000 unless `--count=N`) into the configured database:
 * `npm run seed:bench -w @shop/api`. Re-running replaces the previous benchmark products.
 */
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { generateProducts } from './generate-products';
import { insertProducts } from './insert-catalogue';
import { seedIfEmpty } from './seed';

const BENCH_SKU_PREFIX = 'BN';
const BENCH_SEED = 4242;

async function seedBench(count: number): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    // Benchmark products go into the shop's categories, so those must exist first.
    await seedIfEmpty(database.db);
    const startedAt = performance.now();

    await database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('products').where('sku', 'like', `${BENCH_SKU_PREFIX}%`).execute();
      const categories = await trx.selectFrom('categories').select(['id', 'code']).execute();
      const categoryIds = new Map(categories.map((row) => [row.code, row.id]));
      const products = generateProducts({
        count,
        skuPrefix: BENCH_SKU_PREFIX,
        seed: BENCH_SEED,
        now: new Date(),
      });
      await insertProducts(trx, products, categoryIds);
    });

    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const where = config.database.engine === 'postgres' ? 'PostgreSQL' : config.database.dataDir;
    console.log(`Seeded ${count} benchmark products in ${seconds}s into ${where}`);
  } finally {
    await database.destroy();
  }
}

function readCount(args: string[]): number {
  const raw = args.find((arg) => arg.startsWith('--count='))?.slice('--count='.length);
  const count = raw === undefined ? 10_000 : Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive integer`);
  return count;
}

seedBench(readCount(process.argv.slice(2))).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
