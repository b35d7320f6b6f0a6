import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { freePort } from '@shop/api/test-support/free-port';

export interface ShopServer {
  port: number;
  /** The Italian store's own origin, as a shopper reaches it. */
  itOrigin: string;
  /** Loopback origin for requests from Node, which cannot resolve *.localhost. */
  apiOrigin: string;
  cdnOrigin: string;
  /** The operator token this shop was started with (the checkout load restocks through it). */
  operatorToken: string;
  stop(): Promise<void>;
}

/**
 * The production server as `npm start` runs it (`api/dist/main.mjs`) on free ports, logging
 * requests at `info` as in production, into `logFile` rather than the bench's console.
 */
export async function startShopServer(
  env: Record<string, string>,
  logFile: string,
): Promise<ShopServer> {
  const port = await freePort();
  const cdnPort = await freePort();
  const operatorToken = randomBytes(24).toString('base64url');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/main.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      CDN_PORT: String(cdnPort),
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // The login load comes from one address: the per-client limit would answer it 429.
      LOGIN_LIMIT_PER_CLIENT: '1000000/600',
      // Its customers too, each activated through its e-mailed link (the same per-client limit).
      LOST_PASSWORD_LIMIT_PER_CLIENT: '1000000/600',
      // The order load says each shopper's own address (X-Forwarded-For): the unpaid-order caps
      // stay at their defaults, as a shop runs them.
      TRUST_PROXY: '127.0.0.1',
      OPERATOR_TOKEN: operatorToken,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const apiOrigin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop server exited early; see ${logFile}`);
    try {
      if ((await fetch(`${apiOrigin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The shop server did not become healthy in 90 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    itOrigin: `http://it.localhost:${port}`,
    apiOrigin,
    cdnOrigin: `http://localhost:${cdnPort}`,
    operatorToken,
    stop,
  };
}
