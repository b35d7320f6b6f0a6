import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, measured, round, type Figures } from '../figures';
import { REPO_ROOT } from '../repo-root';

const FRONT_ENDS = ['shell', 'mf-catalogue', 'mf-checkout', 'mf-account', 'mf-content'];

interface BuildLib {
  buildPackages(options?: { force?: boolean }): Promise<string[]>;
}

const buildLib = (): Promise<BuildLib> => import('../../lib/build.mjs') as Promise<BuildLib>;

/** Builds what changed, so the bench never measures a stale build. */
export async function ensureBuilt(): Promise<void> {
  await (await buildLib()).buildPackages();
}

/** A remote's entry under its content's name: the same bytes as `remoteEntry.js`, counted once. */
const CONTENT_NAMED_ENTRY = /^remoteEntry\.[0-9a-f]{12}\.js$/;

/**
 * The files the last build wrote: the folder also keeps the two builds before it for open tabs
 * (shared/build/deploy-history.cjs), which a shopper never loads together.
 */
function lastBuildFiles(dir: string): string[] {
  try {
    const history = JSON.parse(readFileSync(path.join(dir, 'deploy-history.json'), 'utf8')) as {
      files: string[];
    }[];
    if (history[0]) return history[0].files;
  } catch {
    // A build without a history (development): everything in the folder is its own.
  }
  return readdirSync(dir);
}

/** What one package ships: its entry (main or remoteEntry) and all its JS, gzipped. */
function bundleFigures(pkg: string): Figures {
  const dir = path.join(REPO_ROOT, pkg, 'dist');
  const files = lastBuildFiles(dir).filter(
    (name) => name.endsWith('.js') && !name.includes('/') && !CONTENT_NAMED_ENTRY.test(name),
  );
  const size = (name: string) => gzipSync(readFileSync(path.join(dir, name))).length;
  const entry = files.filter((name) => name === 'remoteEntry.js' || /^main\./.test(name));
  return {
    [`build.${pkg}.entry-gzip-kb`]: measured(kb(entry.reduce((s, n) => s + size(n), 0)), 'KB'),
    [`build.${pkg}.all-js-gzip-kb`]: measured(
      kb(files.reduce((s, n) => s + size(n), 0)),
      'KB',
      `${files.length} files`,
    ),
  };
}

/** A full production build of every package, timed, then what each front end ships. */
export async function runBuild(): Promise<Figures> {
  const started = performance.now();
  await (await buildLib()).buildPackages({ force: true });
  const seconds = round((performance.now() - started) / 1000, 1);
  return {
    'build.full-seconds': measured(seconds, 's'),
    ...Object.assign({}, ...FRONT_ENDS.map(bundleFigures)),
  };
}
