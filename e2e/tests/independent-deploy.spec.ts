import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  REPO_ROOT,
  freePort,
  startShop,
  type RunningShop,
  SHOP_START_HOOK_TIMEOUT_MS,
} from '../support/shop-server';
import { REMOTE_BUILD_TEST_TIMEOUT_MS, REMOTE_ENTRY } from '../support/redeploy';

const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');
const CONTENT_PACKAGE = path.join(REPO_ROOT, 'mf-content');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Builds mf-content with one Italian text changed into `outputDir`, the way its team would ship a
 * new version. The sources are copied to a temporary folder first (the repository's
 * node_modules linked beside them), so the tracked files are never written, even by a killed run.
 */
function buildChangedContentRemote(outputDir: string, from: string, to: string): void {
  const workDir = mkdtempSync(path.join(tmpdir(), 'mf-content-src-'));
  try {
    const copy = path.join(workDir, 'mf-content');
    cpSync(CONTENT_PACKAGE, copy, {
      recursive: true,
      filter: (source) =>
        !/^(node_modules|dist)(\/|$)/.test(path.relative(CONTENT_PACKAGE, source)),
    });
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
    const texts = path.join(copy, 'src/i18n/it.ts');
    const original = readFileSync(texts, 'utf8');
    expect(original).toContain(from);
    writeFileSync(texts, original.replace(from, to));
    execFileSync('npx', ['webpack', '--mode', 'production', '--env', `outputPath=${outputDir}`], {
      cwd: copy,
      stdio: 'pipe',
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

test('the shell build carries no remote location', () => {
  for (const file of filesUnder(SHELL_DIST).filter((name) => /\.(js|html|json)$/.test(name))) {
    const text = readFileSync(file, 'utf8');
    // No remote's base URL, host or port: those come from the runtime config only.
    expect(text, file).not.toMatch(
      /\/mf-(catalogue|checkout|account|content)\/|(localhost|127\.0\.0\.1):\d/,
    );
  }
});

test.describe('a remote deployed on its own', () => {
  test.describe.configure({ mode: 'serial', timeout: REMOTE_BUILD_TEST_TIMEOUT_MS });

  let shop: RunningShop;
  let deployDir: string;
  let contentOrigin: string;

  test.beforeAll(async () => {
    // A server of its own boots and seeds its database: slower than a test on a busy machine.
    test.setTimeout(SHOP_START_HOOK_TIMEOUT_MS);
    // The content team's CDN folder starts as the current production build.
    deployDir = mkdtempSync(path.join(tmpdir(), 'mf-content-deploy-'));
    cpSync(path.join(REPO_ROOT, 'mf-content/dist'), deployDir, { recursive: true });
    const cdnPort = await freePort();
    // The runtime config moves the content remote to another origin: 127.0.0.1 instead of localhost.
    contentOrigin = `http://127.0.0.1:${cdnPort}`;
    shop = await startShop({
      // The page names the entry its manifest names; the server asks for the manifest on every
      // page here, so "the next page load" is not up to a second behind the deploy.
      MANIFEST_MAX_AGE_MS: '0',
      CDN_PORT: String(cdnPort),
      REMOTE_CONTENT_DIST: deployDir,
      REMOTE_CONTENT_URL: `${contentOrigin}/mf-content/mf-manifest.json`,
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    rmSync(deployDir, { recursive: true, force: true });
  });

  test('a rebuilt remote shows its new text on the next page load, with the shell untouched', async ({
    page,
  }) => {
    const shellFilesBefore = filesUnder(SHELL_DIST).map(
      (file) => `${file}:${statSync(file).mtimeMs}`,
    );
    const entryUrls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/mf-content/') && REMOTE_ENTRY.test(url.pathname))
        entryUrls.push(request.url());
    });

    await page.goto(`${shop.itOrigin}/pages/newsletter`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'La nostra newsletter',
    );
    expect(entryUrls[0]?.startsWith(`${contentOrigin}/mf-content/remoteEntry.`)).toBe(true);

    const trackedTexts = readFileSync(path.join(CONTENT_PACKAGE, 'src/i18n/it.ts'), 'utf8');
    const stagingDir = mkdtempSync(path.join(tmpdir(), 'mf-content-build-'));
    buildChangedContentRemote(
      stagingDir,
      "title: 'La nostra newsletter'",
      "title: 'La nostra newsletter (nuova versione)'",
    );
    expect(readFileSync(path.join(CONTENT_PACKAGE, 'src/i18n/it.ts'), 'utf8')).toBe(trackedTexts);
    // Deploy: hashed chunks first, then the manifest and entry that point at them.
    cpSync(stagingDir, deployDir, { recursive: true, force: true });
    rmSync(stagingDir, { recursive: true, force: true });

    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'La nostra newsletter (nuova versione)',
    );
    expect(filesUnder(SHELL_DIST).map((file) => `${file}:${statSync(file).mtimeMs}`)).toEqual(
      shellFilesBefore,
    );
  });
});
