import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../repo-root';

/**
 * `npm run seed:bench` (the shop's catalogue plus 10,000 generated products) into the database
 * `env` names (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL); resolves to the seconds it took.
 */
export function seedBenchCatalogue(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'seed:bench', '--silent', '--workspace', '@shop/api'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(Math.round((performance.now() - started) / 100) / 10)
        : reject(new Error(`seed:bench exited with ${code}`)),
    );
  });
}
