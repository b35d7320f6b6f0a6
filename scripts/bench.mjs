// `npm run bench`: build time, bundle weights, page weight, seeding 10,000 products and API latency.
// Figures go to reports/bench.json and reports/bench.md; nothing here passes or fails.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildPackages, run } from './lib/build.mjs';
import { REPO_ROOT } from './lib/packages.mjs';

const REPORTS = path.join(REPO_ROOT, 'reports');
const figures = {};
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

async function timed(label, work) {
  const started = performance.now();
  await work();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`${label}: ${seconds} s`);
  return seconds;
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function gzipSizes(dir) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.js'));
  const size = (name) => gzipSync(readFileSync(path.join(dir, name))).length;
  return {
    entryKb: kb(
      files
        .filter((name) => name === 'remoteEntry.js' || /^main\./.test(name))
        .reduce((sum, name) => sum + size(name), 0),
    ),
    allJsKb: kb(files.reduce((sum, name) => sum + size(name), 0)),
    files: files.length,
  };
}

async function startServer(env) {
  const port = await freePort();
  const cdnPort = await freePort();
  const child = spawn(process.execPath, ['api/dist/main.mjs'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      CDN_PORT: String(cdnPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, stop: () => child.kill('SIGTERM') };
}

async function latency(url, requests = 300) {
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.floor(q * (times.length - 1))] * 100) / 100;
  return { requests, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

// 1. A full production build of every package.
figures.fullBuildSeconds = await timed('full production build', () =>
  buildPackages({ force: true }),
);

// 2. What each package ships, gzipped.
figures.bundles = Object.fromEntries(
  ['shell', 'mf-catalogue', 'mf-checkout', 'mf-account', 'mf-content'].map((pkg) => [
    pkg,
    gzipSizes(path.join(REPO_ROOT, pkg, 'dist')),
  ]),
);

// 3. Seeding 10,000 products, then API latency on that catalogue.
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
try {
  figures.seed10kSeconds = await timed('seed 10,000 products', () =>
    run('npm', ['run', 'seed:bench', '--silent', '--workspace', '@shop/api'], {
      env: { ...process.env, DATA_DIR: dataDir },
    }),
  );
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    figures.latency = {
      categories: await latency(`${base}/api/categories?lang=it`),
      settings: await latency(`${base}/api/settings?lang=en`),
      homeHtml: await latency(`${base}/`),
    };

    // 4. What a first visit to the home page downloads, and how long until the home heading shows.
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const page = await browser.newPage();
    let jsBytes = 0;
    let requests = 0;
    // Bytes on the wire (compressed), as the shopper's connection carries them.
    page.on('requestfinished', async (request) => {
      requests += 1;
      if (request.url().endsWith('.js')) jsBytes += (await request.sizes()).responseBodySize;
    });
    const started = performance.now();
    await page.goto(`http://it.localhost:${server.port}/`);
    await page.getByRole('main').locator('h1').waitFor();
    figures.homeFirstVisit = {
      headingVisibleMs: Math.round(performance.now() - started),
      requests,
      javascriptKb: kb(jsBytes),
    };
    await browser.close();
  } finally {
    server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

mkdirSync(REPORTS, { recursive: true });
figures.measuredAt = new Date().toISOString();
writeFileSync(path.join(REPORTS, 'bench.json'), `${JSON.stringify(figures, null, 2)}\n`);
const rows = [
  ['full production build', `${figures.fullBuildSeconds} s`],
  ...Object.entries(figures.bundles).map(([pkg, b]) => [
    `${pkg} entry / all JS (gzip)`,
    `${b.entryKb} KB / ${b.allJsKb} KB`,
  ]),
  ['seed 10,000 products', `${figures.seed10kSeconds} s`],
  ...Object.entries(figures.latency).map(([name, l]) => [
    `${name} latency p50 / p95`,
    `${l.p50Ms} ms / ${l.p95Ms} ms`,
  ]),
  ['home: heading visible', `${figures.homeFirstVisit.headingVisibleMs} ms`],
  [
    'home: requests / JS transferred (compressed)',
    `${figures.homeFirstVisit.requests} / ${figures.homeFirstVisit.javascriptKb} KB`,
  ],
];
const markdown = `# Benchmarks\n\nMeasured ${figures.measuredAt} on this machine (Node ${process.version}).\n\n| figure | value |\n|---|---|\n${rows.map(([name, value]) => `| ${name} | ${value} |`).join('\n')}\n`;
writeFileSync(path.join(REPORTS, 'bench.md'), markdown);
console.log(`\n${markdown}`);
