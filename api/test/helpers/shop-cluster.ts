import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { startSmtpTestServer, type SmtpTestServer } from '../email/smtp-test-server';
import { startPostgresServer, type PostgresServer } from './postgres/postgres-server';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { shopOrigin, spawnShop, type ShopProcess } from './shop-process';

export const CLUSTER_OPERATOR_TOKEN = 'operator-token-shared-by-the-servers';

export interface ShopCluster {
  /** The load balancer's origin: every request through it goes to the next server in turn. */
  origin: string;
  proxy: RoundRobinProxy;
  /** Each server's own origin, in the proxy's order. */
  servers: string[];
  postgres: PostgresServer;
  smtp: SmtpTestServer;
  /** The shared database, for the test's own reads and set-ups. */
  db: Kysely<Database>;
  stop(): Promise<void>;
}

/**
 * `count` shop servers (`npm start`'s, each a process of its own) on one real PostgreSQL, behind
 * a round-robin proxy, sending mail to one test SMTP server. Each server has its own folders (data,
 * state, uploads, operator token file) and the same secrets, as a deployment of N servers would.
 * `env` is added to every server's environment.
 */
export async function startShopCluster(
  count: number,
  env: Record<string, string> = {},
): Promise<ShopCluster> {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-cluster-'));
  const shops: ShopProcess[] = [];
  let postgres: PostgresServer | null = null;
  let smtp: SmtpTestServer | null = null;
  let proxy: RoundRobinProxy | null = null;
  let database: ShopDatabase | null = null;
  const stop = async () => {
    for (const shop of shops) {
      if (shop.child.exitCode === null && shop.child.signalCode === null) {
        shop.child.kill('SIGTERM');
      }
    }
    await Promise.all(shops.map((shop) => shop.exited));
    await database?.destroy();
    await proxy?.close();
    await smtp?.close();
    postgres?.stop();
    rmSync(root, { recursive: true, force: true });
  };

  try {
    postgres = await startPostgresServer();
    smtp = await startSmtpTestServer();
    proxy = await startRoundRobinProxy();
    const { origin } = proxy;
    for (let index = 0; index < count; index += 1) {
      const folder = path.join(root, `server-${index}`);
      mkdirSync(folder);
      shops.push(
        spawnShop({
          DATABASE_URL: postgres.url,
          DATA_DIR: path.join(folder, 'data'),
          STATE_DIR: path.join(folder, 'state'),
          UPLOADS_DIR: path.join(folder, 'uploads'),
          OPERATOR_TOKEN_FILE: path.join(folder, 'operator-token'),
          OPERATOR_TOKEN: CLUSTER_OPERATOR_TOKEN,
          PAYMENT_GATEWAY_SECRET: 'gateway-secret-shared-by-the-servers',
          SMTP_URL: smtp.url,
          // The proxy is on this machine: its X-Forwarded-For names the shopper.
          TRUST_PROXY: '127.0.0.1',
          STORE_IT_URL: origin,
          STORE_INTL_URL: origin.replace('127.0.0.1', 'localhost'),
          PASSWORD_HASH_MEMORY_KIB: '1024',
          // Nothing here tests draining: the servers stop at once.
          SHUTDOWN_DRAIN_MS: '0',
          ...env,
        }),
      );
    }
    // Started together on an empty database: migrations and the seed must take turns.
    const servers = await Promise.all(shops.map((shop) => shopOrigin(shop, 90_000)));
    proxy.setBackends(servers);
    database = await createDatabase({ engine: 'postgres', url: postgres.url, poolSize: 2 });
    return { origin, proxy, servers, postgres, smtp, db: database.db, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
