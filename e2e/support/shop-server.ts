import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface RunningShop {
  port: number;
  cdnPort: number;
  itOrigin: string;
  intlOrigin: string;
  cdnOrigin: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** How long a shop server may take to boot: a fresh embedded database is migrated and seeded. */
const BOOT_DEADLINE_MS = 300_000;

/**
 * The timeout for a hook that starts a shop: its boot, plus the hook's own few steps. Migrating and
 * seeding took over a minute with several suites on 2 cores.
 */
export const SHOP_START_HOOK_TIMEOUT_MS = BOOT_DEADLINE_MS + 60_000;

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + BOOT_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop server exited early:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop server did not become healthy in 5 minutes:\n${output()}`);
}

/**
 * Starts the production server (`api/dist/main.mjs`, as `npm start` does) on free ports with a
 * fresh embedded database; `env` overrides its configuration (remote URLs, dist folders…).
 */
export async function startShop(env: Record<string, string> = {}): Promise<RunningShop> {
  const port = await freePort();
  const cdnPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      CDN_PORT: String(cdnPort),
      DATA_DIR: dataDir,
      // Its own state folder (lock, operator token, uploads), never the repository's.
      STATE_DIR: `${dataDir}.state`,
      // The builds under test, never a developer's releases (`npm run release`).
      RELEASES_DIR: path.join(dataDir, 'releases'),
      UPLOADS_DIR: `${dataDir}.uploads`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every browser test is one client address (127.0.0.1): the caps meant for one visitor
      // would sum up the whole suite's unpaid orders and e-mails.
      UNPAID_ORDERS_LIMIT: '10000',
      UNPAID_PIECES_LIMIT: '100000',
      ORDER_EMAIL_LIMIT_PER_ADDRESS: '10000/3600',
      // The same for the per-client caps on guest sessions, logins, registrations and lost
      // passwords: at 20 in ten minutes, the suite's guest checkouts alone ran past it. The limits
      // themselves are proven by the API's tests (api/test/account).
      LOGIN_LIMIT_PER_CLIENT: '100000/600',
      LOST_PASSWORD_LIMIT_PER_CLIENT: '100000/600',
      NEWSLETTER_LIMIT_PER_CLIENT: '100000/600',
      // Pages are written with their remotes' preloads however busy the machine: a manifest that
      // the CDN serves too slowly leaves them out (api/test/shell/remote-manifests.test.ts), and at
      // 800 ms that happened with two suites on two cores.
      MANIFEST_TIMEOUT_MS: '30000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // A server killed a moment ago may still be writing a picture variant into its state folder.
    const removal = { recursive: true, force: true, maxRetries: 10, retryDelay: 200 };
    rmSync(dataDir, removal);
    rmSync(`${dataDir}.uploads`, removal);
    rmSync(`${dataDir}.state`, removal);
  };

  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    cdnPort,
    itOrigin: `http://it.localhost:${port}`,
    intlOrigin: `http://intl.localhost:${port}`,
    cdnOrigin: `http://localhost:${cdnPort}`,
    stop,
  };
}
