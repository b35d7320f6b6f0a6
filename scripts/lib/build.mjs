import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { BUILDABLE_PACKAGES, REPO_ROOT, SHARED_INPUTS } from './packages.mjs';

const STAMP = '.build-stamp';
const IGNORED = new Set(['node_modules', 'dist', 'test', '.data', 'coverage']);

function* filesUnder(target) {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (
      IGNORED.has(entry.name) ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.test.tsx')
    )
      continue;
    yield* filesUnder(path.join(target, entry.name));
  }
}

/** A hash of everything a package's build reads, so a fresh clone and an edited file both rebuild. */
export function sourceHash(pkg) {
  const hash = createHash('sha256');
  const inputs = [pkg, ...SHARED_INPUTS].map((input) => path.join(REPO_ROOT, input));
  for (const input of inputs) {
    for (const file of filesUnder(input)) {
      hash.update(path.relative(REPO_ROOT, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function stampPath(pkg) {
  return path.join(REPO_ROOT, pkg, 'dist', STAMP);
}

export function isStale(pkg) {
  const stamp = stampPath(pkg);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceHash(pkg);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: REPO_ROOT, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Builds every package whose sources changed since its last build (or all with `force`). */
export async function buildPackages({ force = false, packages = BUILDABLE_PACKAGES } = {}) {
  const stale = packages.filter((pkg) => force || isStale(pkg));
  if (stale.length === 0) {
    console.log('All packages are built and up to date.');
    return [];
  }
  for (const pkg of stale) {
    const started = Date.now();
    console.log(`Building ${pkg}…`);
    await run('npm', ['run', 'build', '--silent', '--workspace', `@shop/${pkg}`]);
    writeFileSync(stampPath(pkg), sourceHash(pkg));
    console.log(`Built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return stale;
}
