// `npm test`: every suite, one after another, then one line the CI runner reads:
// "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildPackages, run } from './lib/build.mjs';
import { REPO_ROOT } from './lib/packages.mjs';

const REPORTS = path.join(REPO_ROOT, 'reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const jestCounts = (file) => {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
};

const playwrightCounts = (file) => {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
};

const jest = (name, args, env = {}) => ({
  name,
  report: path.join(REPORTS, `${name}.json`),
  async run() {
    await run('npx', ['jest', '--ci', ...args, '--json', '--outputFile', this.report], {
      env: { ...process.env, ...env },
    });
  },
  counts() {
    return jestCounts(this.report);
  },
});

const stages = [
  jest('unit', []),
  jest('api-pglite', ['--config', 'api/jest.config.js']),
  jest('api-postgres', ['--config', 'api/jest.config.js'], { SHOP_TEST_DB: 'postgres' }),
  {
    name: 'build',
    async run() {
      await buildPackages();
    },
    counts: () => ({ passed: 0, failed: 0, skipped: 0 }),
  },
  // The builds just made go live together: refuse a remote its shell could not run.
  {
    name: 'contracts',
    async run() {
      await run('npx', ['tsx', 'scripts/contracts/check-contracts.ts']);
    },
    counts: () => ({ passed: 1, failed: 0, skipped: 0 }),
  },
  {
    name: 'e2e',
    report: path.join(REPORTS, 'e2e.json'),
    async run() {
      await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
    },
    counts() {
      return playwrightCounts(this.report);
    },
  },
];

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const stage of stages.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n=== ${stage.name} ===`);
  let crashed = null;
  try {
    await stage.run();
  } catch (error) {
    crashed = error;
  }
  let counts;
  if (stage.report && existsSync(stage.report)) counts = stage.counts();
  else counts = crashed ? { passed: 0, failed: 1, skipped: 0 } : stage.counts();
  // A runner that failed without reporting a failing test still fails the run.
  if (crashed && counts.failed === 0) counts.failed = 1;
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  lines.push(
    `${stage.name}: ${counts.passed} passed, ${counts.failed} failed${crashed ? ` (${crashed.message})` : ''}`,
  );
}

console.log('\n=== summary ===');
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
