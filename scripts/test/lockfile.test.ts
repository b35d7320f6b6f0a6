import { spawnSync } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');

describe('package-lock.json', () => {
  // `npm ci` refuses a lockfile that misses any platform's optional package (a Mac or Windows
  // binary of swc, say), even on Linux: a fresh clone would not install anywhere.
  it('is in sync with every package.json, for every platform, so npm ci installs from it', () => {
    const result = spawnSync('npm', ['ci', '--dry-run', '--offline', '--ignore-scripts'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const problems = `${result.stdout}\n${result.stderr}`
      .split('\n')
      .filter((line) => /Missing:|Invalid:|EUSAGE/.test(line));
    expect(problems).toEqual([]);
    expect(result.status).toBe(0);
  });
});
