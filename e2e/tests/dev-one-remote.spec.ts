import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, freePort } from '../support/shop-server';

const COMPONENT = path.join(REPO_ROOT, 'mf-catalogue/src/categories/CategoryPage.tsx');
const TITLE = '{category.name}</h1>';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Waits for every URL to answer; the first compile of a 2-core CI machine takes minutes. */
async function waitFor(urls: string[], child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 6 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited early:\n${log()}`);
    if ((await Promise.all(urls.map(answers))).every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`npm run dev -- catalogue did not answer in 6 minutes:\n${log()}`);
}

/** Whether any process of the group is still there. */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the dev script's whole process group (the dev server and the shop server too) and waits
 * until every one of them is gone, not only the script: the shop server may still be writing a
 * picture into the data folder, however slow the machine.
 */
async function stopGroup(groupId: number): Promise<void> {
  if (!groupAlive(groupId)) return;
  process.kill(-groupId, 'SIGTERM');
  const patient = Date.now() + 30_000;
  while (groupAlive(groupId) && Date.now() < patient) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (groupAlive(groupId)) process.kill(-groupId, 'SIGKILL');
  while (groupAlive(groupId)) await new Promise((resolve) => setTimeout(resolve, 100));
}

test('npm run dev -- catalogue: an edit shows in the open page by Fast Refresh, its state kept', async ({
  page,
}) => {
  test.setTimeout(10 * 60_000);
  const [port, cdnPort, devPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-dev-'));
  const original = readFileSync(COMPONENT, 'utf8');
  expect(original).toContain(TITLE);
  let log = '';
  // Its own process group, so that stopping it stops the dev server and the shop server too.
  const dev = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/dev.mjs'), 'catalogue'], {
    cwd: REPO_ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      CDN_PORT: String(cdnPort),
      DEV_SERVER_PORT: String(devPort),
      DATA_DIR: path.join(dataDir, 'db'),
      RELEASES_DIR: path.join(dataDir, 'releases'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      OPERATOR_TOKEN_FILE: path.join(dataDir, 'operator-token'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitFor(
      [`http://127.0.0.1:${port}/api/health`, `http://localhost:${devPort}/mf-manifest.json`],
      dev,
      () => log,
    );
    const catalogueScripts = new Set<string>();
    const hotUpdates: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/remoteEntry.js')) catalogueScripts.add(url.origin);
      if (url.pathname.endsWith('.hot-update.json')) hotUpdates.push(url.origin);
    });
    await page.goto(`http://it.localhost:${port}/categories/Uomo`);
    const catalogue = page.locator('[data-boundary="mf_catalogue"]');
    const title = catalogue.locator('h1');
    await expect(title).toHaveText('Uomo', { timeout: 60_000 });
    // The catalogue came from its dev server.
    expect(catalogueScripts).toContain(`http://localhost:${devPort}`);

    // State a full reload would lose: a mark on the window and a price typed, not yet applied (the
    // field's value is React state of the catalogue's price filter).
    await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
    await catalogue.locator('summary', { hasText: 'Prezzo' }).click();
    const priceFrom = catalogue.getByLabel('Da (€)');
    await priceFrom.fill('42');

    writeFileSync(COMPONENT, original.replace(TITLE, '{category.name} · dev</h1>'));
    await expect(title).toHaveText('Uomo · dev', { timeout: 120_000 });
    // Applied as a hot update from the dev server, in the same document, the component's
    // neighbours keeping their state.
    expect(hotUpdates).toContain(`http://localhost:${devPort}`);
    expect(await page.evaluate(() => 'beforeTheEdit' in window)).toBe(true);
    await expect(priceFrom).toHaveValue('42');
  } finally {
    writeFileSync(COMPONENT, original);
    if (dev.pid !== undefined) await stopGroup(dev.pid);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
