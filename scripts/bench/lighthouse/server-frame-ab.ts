// `npx tsx scripts/bench/lighthouse/server-frame-ab.ts [--runs=5]`: Lighthouse with pages rendered
// on the server (B, SSR=on) against the browser rendering everything (A, SSR=off), on the same
// build and machine. Two servers run side by side on copies of one
// seeded database, and the runs alternate A, B, A, B… so that whatever else the shared CPU is doing
// falls on both. Prints the medians and writes reports/server-frame-ab.json.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, round } from '../figures';
import { REPORTS_DIR } from '../repo-root';
import { ensureBuilt } from '../build/run-build';
import { seedBenchCatalogue } from '../shop/seed';
import { untilServerRendered } from '../shop/server-rendered';
import { startShopServer, type ShopServer } from '../shop/shop-server';
import { startLighthouse, type LighthousePreset, type RunFigures } from './run-lighthouse';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/categories/Uomo' },
  { name: 'product', path: '/products/giacca-doppiopetto-in-lino-sh00004' },
] as const;
const PRESETS: LighthousePreset[] = ['mobile', 'desktop'];
const VARIANTS = [
  { name: 'A (client render)', env: { SSR: 'off' } },
  { name: 'B (server rendering)', env: { SSR: 'on' } },
] as const;

function runsOption(argv: string[]): number {
  const raw = argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length);
  const runs = raw === undefined ? 5 : Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);
  return runs;
}

/** The value most runs agree on (the LCP element can differ from run to run). */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return (top?.[0] ?? '').replace(/\|/g, '\\|').slice(0, 80);
}

type Row = { preset: LighthousePreset; page: string; variant: string; runs: RunFigures[] };

function summary(rows: Row[]): string {
  const lines = [
    '| preset | page | variant | score | FCP s | LCP s | SI s | TBT ms | longest task ms | CLS | LCP element |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const { preset, page, variant, runs } of rows) {
    const mid = (pick: (run: RunFigures) => number, digits: number) =>
      round(median(runs.map(pick)), digits);
    lines.push(
      `| ${preset} | ${page} | ${variant} | ${mid((r) => r.score, 0)} | ${mid((r) => r.fcpSeconds, 2)} | ${mid((r) => r.lcpSeconds, 2)} | ${mid((r) => r.speedIndexSeconds, 2)} | ${mid((r) => r.tbtMs, 0)} | ${mid((r) => r.longestTaskMs, 0)} | ${mid((r) => r.cls, 3)} | ${mostCommon(runs.map((r) => r.lcpElement))} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const runs = runsOption(process.argv.slice(2));
  await ensureBuilt();
  const workDir = mkdtempSync(path.join(tmpdir(), 'shop-ssr-ab-'));
  const servers: ShopServer[] = [];
  try {
    const seeded = path.join(workDir, 'pglite-seeded');
    console.log('seeding 10,000 products…');
    await seedBenchCatalogue({ DATA_DIR: seeded });
    for (const [index, variant] of VARIANTS.entries()) {
      const dataDir = path.join(workDir, `pglite-${index}`);
      cpSync(seeded, dataDir, { recursive: true });
      servers.push(
        await startShopServer(
          { DATA_DIR: dataDir, ...variant.env },
          path.join(workDir, `shop-${index}.log`),
        ),
      );
    }
    for (const [index, server] of servers.entries())
      if (VARIANTS[index]?.env.SSR === 'on') await untilServerRendered(server.apiOrigin);
    const lighthouse = await startLighthouse();
    const rows: Row[] = [];
    try {
      for (const preset of PRESETS) {
        for (const page of PAGES) {
          const byVariant = VARIANTS.map((variant) => ({
            variant: variant.name,
            runs: [] as RunFigures[],
          }));
          // One unrecorded load each: the first request compiles and caches on the server.
          for (const server of servers) await lighthouse.run(server.itOrigin + page.path, preset);
          for (let i = 0; i < runs; i += 1) {
            for (const [index, server] of servers.entries()) {
              const result = await lighthouse.run(server.itOrigin + page.path, preset);
              byVariant[index]?.runs.push(result);
              console.log(
                `  ${preset} ${page.name} ${VARIANTS[index]?.name} #${i + 1}: score ${result.score}, FCP ${round(result.fcpSeconds, 2)} s, LCP ${round(result.lcpSeconds, 2)} s, SI ${round(result.speedIndexSeconds, 2)} s, TBT ${Math.round(result.tbtMs)} ms, CLS ${round(result.cls, 3)}, LCP element ${result.lcpElement.slice(0, 60)}`,
              );
            }
          }
          for (const { variant, runs: variantRuns } of byVariant)
            rows.push({ preset, page: page.name, variant, runs: variantRuns });
        }
      }
    } finally {
      await lighthouse.stop();
    }
    mkdirSync(REPORTS_DIR, { recursive: true });
    writeFileSync(
      path.join(REPORTS_DIR, 'server-frame-ab.json'),
      `${JSON.stringify(rows, null, 2)}\n`,
    );
    console.log(`\n${summary(rows)}`);
  } finally {
    for (const server of servers) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
