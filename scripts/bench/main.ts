// `npm run bench`: the shop's speed against scripts/bench/budgets.json, counted as
// docs/performance.md says. Writes reports/bench.json and reports/bench.md and exits non-zero
// when a budget is not met or a budgeted figure is missing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { evaluate, failing, loadBudgets } from './budgets';
import { ensureBuilt, runBuild } from './build/run-build';
import { measured, type Figures } from './figures';
import { parseOptions } from './options';
import { runPages } from './pages/run-pages';
import { measureRemoteEntries } from './pages/remote-entries';
import { REPORTS_DIR } from './repo-root';
import { writeReports } from './report';
import { findProductPath } from './shop/product-path';
import { seedBenchCatalogue } from './shop/seed';
import { startShopServer } from './shop/shop-server';

async function main(): Promise<number> {
  const { areas } = parseOptions(process.argv.slice(2));
  const budgets = loadBudgets();
  const figures: Figures = {};
  const started = performance.now();
  const step = async (label: string, work: () => Promise<Figures>) => {
    const stepStarted = performance.now();
    console.log(`\n== ${label}`);
    Object.assign(figures, await work());
    console.log(`== ${label}: ${Math.round((performance.now() - stepStarted) / 1000)} s`);
  };

  if (areas.includes('build')) await step('full production build', runBuild);
  else await ensureBuilt();

  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  try {
    const dataDir = path.join(workDir, 'pglite');
    let productPath = '/products/unknown';
    await step('seed 10,000 products on PGlite', async () => {
      const seconds = await seedBenchCatalogue({ DATA_DIR: dataDir });
      productPath = await findProductPath(dataDir);
      return { 'seed.pglite-seconds': measured(seconds, 's') };
    });
    const shop = await startShopServer({ DATA_DIR: dataDir }, path.join(workDir, 'shop-pglite.log'));
    try {
      if (areas.includes('pages')) await step('pages', () => runPages(shop, productPath));
      if (areas.includes('remotes'))
        await step('remote entries', async () =>
          measureRemoteEntries(await (await fetch(`${shop.apiOrigin}/`)).text()),
        );
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  const rows = evaluate(figures, budgets, areas);
  const markdown = writeReports(REPORTS_DIR, figures, rows, {
    areas,
    benchSeconds: Math.round((performance.now() - started) / 1000),
  });
  console.log(`\n${markdown}`);
  const over = failing(rows);
  for (const row of over) console.error(`OVER BUDGET: ${row.id} is ${row.verdict}`);
  return over.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
