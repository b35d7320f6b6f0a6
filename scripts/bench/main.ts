// `npm run bench`: the shop's speed against scripts/bench/budgets.json, counted as
// docs/performance.md says. Writes reports/bench.json and reports/bench.md, prints what is over
// budget or missing, and exits 1 if anything is (2 if the bench itself failed).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadApi } from './api-load/load';
import { runPostgresLoad } from './api-load/postgres';
import { evaluate, failing, loadBudgets } from './budgets';
import { ensureBuilt, runBuild } from './build/run-build';
import { measured, type Figures } from './figures';
import { runInteractions } from './interactions/run-interactions';
import { runLighthouse } from './lighthouse/run-lighthouse';
import { parseOptions } from './options';
import { runImportBench } from './pictures/import-bench';
import { measurePicturesBeforeIdle } from './pictures/pictures-before-idle';
import { measureVariantLatency } from './pictures/variant-latency';
import { measureRemoteEntries } from './pages/remote-entries';
import { benchRoutes } from './pages/routes';
import { runPages } from './pages/run-pages';
import { REPORTS_DIR } from './repo-root';
import { writeReports } from './report';
import { findProductPath } from './shop/product-path';
import { seedBenchCatalogue } from './shop/seed';
import { startShopServer } from './shop/shop-server';

const LIGHTHOUSE_PAGES = ['home', 'category', 'product'];

async function main(): Promise<number> {
  const { areas } = parseOptions(process.argv.slice(2));
  loadBudgets(); // a broken budgets file fails before the long part, not after
  const figures: Figures = {};
  const started = performance.now();
  const step = async (label: string, work: () => Promise<Figures>) => {
    const stepStarted = performance.now();
    console.log(`\n== ${label}`);
    Object.assign(figures, await work());
    console.log(`== ${label}: ${Math.round((performance.now() - stepStarted) / 1000)} s`);
  };
  // A measurement that fails is reported and the others still run: ten minutes of figures are
  // not thrown away for one broken part, whose budget lines then show as missing.
  const failedMeasurements: string[] = [];
  const measure = async (label: string, work: () => Promise<Figures>) => {
    try {
      await step(label, work);
    } catch (error) {
      console.error(error);
      console.error(`== ${label}: FAILED`);
      failedMeasurements.push(label);
    }
  };

  if (areas.includes('build')) await step('full production build', runBuild);
  else await ensureBuilt();

  // The page server's load runs on PostgreSQL only.
  const needsShop = areas.some(
    (area) => area !== 'build' && area !== 'page-server' && area !== 'import',
  );
  const onPostgres = { api: areas.includes('api'), pageServer: areas.includes('page-server') };
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  try {
    if (needsShop) await measurePglite();
    if (onPostgres.api || onPostgres.pageServer)
      await measure('API and page server load on PostgreSQL', () =>
        runPostgresLoad(workDir, onPostgres),
      );
    if (areas.includes('import')) await measure('catalogue import', () => runImportBench(workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  async function measurePglite(): Promise<void> {
    const dataDir = path.join(workDir, 'pglite');
    let productPath = '';
    await step('seed 10,000 products on PGlite', async () => {
      const seconds = await seedBenchCatalogue({ DATA_DIR: dataDir });
      productPath = await findProductPath(dataDir);
      return { 'seed.pglite-seconds': measured(seconds, 's') };
    });
    const routes = benchRoutes(productPath);
    const shop = await startShopServer(
      { DATA_DIR: dataDir },
      path.join(workDir, 'shop-pglite.log'),
    );
    try {
      if (areas.includes('pages')) await measure('pages', () => runPages(shop, routes));
      if (areas.includes('pictures')) {
        await measure('picture variants', () => measureVariantLatency(shop.apiOrigin, productPath));
        await measure('pictures before idle', () =>
          measurePicturesBeforeIdle(
            shop.itOrigin,
            routes.filter((route) => LIGHTHOUSE_PAGES.includes(route.name)),
          ),
        );
      }
      if (areas.includes('remotes'))
        await measure('remote entries', async () =>
          measureRemoteEntries(await (await fetch(`${shop.apiOrigin}/`)).text()),
        );
      if (areas.includes('lighthouse'))
        await measure('lighthouse', () =>
          runLighthouse(
            shop.itOrigin,
            routes.filter((route) => LIGHTHOUSE_PAGES.includes(route.name)),
          ),
        );
      if (areas.includes('interactions'))
        await measure('interactions', () => runInteractions(shop.itOrigin, productPath));
      if (areas.includes('api')) await measure('API load on PGlite', () => loadApi('pglite', shop));
    } finally {
      await shop.stop();
    }
  }

  const verdict = report(figures, areas, started);
  if (failedMeasurements.length === 0) return verdict;
  console.error(`the bench itself failed in: ${failedMeasurements.join(', ')}`);
  return 2;
}

function report(figures: Figures, areas: readonly string[], started: number): number {
  const rows = evaluate(figures, loadBudgets(), areas);
  const markdown = writeReports(REPORTS_DIR, figures, rows, {
    areas,
    benchSeconds: Math.round((performance.now() - started) / 1000),
  });
  console.log(`\n${markdown}`);
  const over = failing(rows);
  for (const row of over) console.error(`over budget: ${row.id} is ${row.verdict}`);
  return over.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
