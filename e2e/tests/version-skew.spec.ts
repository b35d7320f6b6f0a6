import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { REPO_ROOT, startShop, type RunningShop } from '../support/shop-server';
import { REMOTE_BUILD_TEST_TIMEOUT_MS } from '../support/redeploy';

const CONTENT_DIR = path.join(REPO_ROOT, 'mf-content');
const sharedVersion = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Builds mf-content as its team would, into `outputPath`, never into the repository. */
function buildContent(outputPath: string, ...extra: string[]): void {
  execFileSync(
    'npx',
    ['webpack', '--mode', 'production', '--env', `outputPath=${outputPath}`, ...extra],
    { cwd: CONTENT_DIR, stdio: 'pipe' },
  );
}

function bumpMinor(version: string): string {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

interface Manifest {
  metaData: Record<string, unknown>;
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

const readManifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;

function exposedFiles(manifest: Manifest, name: string): string[] {
  const exposed = manifest.exposes.find((entry) => entry.name === name);
  if (!exposed) throw new Error(`${name} is not exposed`);
  return exposed.assets.js.sync;
}

test.describe('a remote built against a newer contract', () => {
  test.describe.configure({ mode: 'serial', timeout: REMOTE_BUILD_TEST_TIMEOUT_MS });

  let shop: RunningShop;
  let buildDir: string;
  const newer = bumpMinor(sharedVersion);

  test.beforeAll(async () => {
    test.setTimeout(REMOTE_BUILD_TEST_TIMEOUT_MS);
    buildDir = mkdtempSync(path.join(tmpdir(), 'mf-content-newer-'));
    buildContent(buildDir, '--env', `contractVersion=${newer}`);
    shop = await startShop({ REMOTE_CONTENT_DIST: buildDir });
  });

  test.afterAll(async () => {
    await shop?.stop();
    rmSync(buildDir, { recursive: true, force: true });
  });

  test('declares its contract version in its manifest', () => {
    expect(readManifest(buildDir).metaData.shopContractVersion).toBe(newer);
  });

  test('shows its fallback instead of running on the older contract; the rest of the shop works', async ({
    page,
  }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes(`built against contract ${newer}`)) refusals.push(message.text());
    });

    await page.goto(`${shop.itOrigin}/pages/faq`);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(
      'Questa sezione non è disponibile al momento',
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Aiuto' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Servizio clienti');
    // Refused from its manifest before its entry ran (the server may still have preloaded it).
    expect(refusals.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'mf_content' in globalThis)).toBe(false);

    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Uomo', exact: true })
      .click();
    await expect(main.locator('[data-boundary="mf_catalogue"] h1')).toHaveText('Uomo');
  });
});

test.describe('an open tab across a redeploy of a remote', () => {
  test.describe.configure({ mode: 'serial', timeout: REMOTE_BUILD_TEST_TIMEOUT_MS });

  let shop: RunningShop;
  let deployDir: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The content team's CDN folder, starting as the current production build.
    deployDir = mkdtempSync(path.join(tmpdir(), 'mf-content-cdn-'));
    cpSync(path.join(CONTENT_DIR, 'dist'), deployDir, { recursive: true });
    shop = await startShop({ REMOTE_CONTENT_DIST: deployDir });
  });

  test.afterAll(async () => {
    await shop?.stop();
    rmSync(deployDir, { recursive: true, force: true });
  });

  /**
   * On the newsletter page the footer's newsletter block is hidden, so the tab has the remote's
   * entry but not the block's chunk; going to another page asks that old entry for it.
   */
  async function openNewsletterPage(page: Page) {
    await page.goto(`${shop.itOrigin}/pages/newsletter`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true;
    });
  }

  const footerBlock = (page: Page) =>
    page.getByRole('contentinfo').locator('[data-boundary="mf_content"]').getByRole('textbox');

  test("keeps the previous deploy's chunks, so the next navigation works without a reload", async ({
    page,
  }) => {
    await openNewsletterPage(page);
    const before = readManifest(deployDir);

    buildContent(deployDir, '--output-hash-salt', `redeploy-${Date.now()}`);

    const after = readManifest(deployDir);
    const oldBlock = exposedFiles(before, 'newsletter-block');
    expect(exposedFiles(after, 'newsletter-block')).not.toEqual(oldBlock);
    for (const file of oldBlock) expect(existsSync(path.join(deployDir, file)), file).toBe(true);

    await page.getByRole('banner').getByRole('link', { name: 'Aiuto' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Domande frequenti',
    );
    // The footer's block loads as the shopper nears the footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(footerBlock(page)).toBeVisible();
    expect(await page.evaluate(() => 'openedBeforeDeploy' in window)).toBe(true);
  });

  test('reloads once when a CDN dropped the old chunks, then shows the new deploy', async ({
    page,
  }) => {
    await openNewsletterPage(page);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });

    const staging = mkdtempSync(path.join(tmpdir(), 'mf-content-staging-'));
    try {
      buildContent(staging, '--output-hash-salt', `wiped-${Date.now()}`);
      rmSync(deployDir, { recursive: true, force: true });
      cpSync(staging, deployDir, { recursive: true });
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }

    await page.getByRole('banner').getByRole('link', { name: 'Aiuto' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Domande frequenti',
    );
    // The footer's block loads as the shopper nears the footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(footerBlock(page)).toBeVisible();
    expect(await page.evaluate(() => 'openedBeforeDeploy' in window)).toBe(false);
    expect(documents).toBe(1);
  });
});
