import path from 'node:path';
import { measured, type Figures } from '../figures';
import { seedBenchCatalogue } from '../shop/seed';
import { startShopServer } from '../shop/shop-server';
// The same throwaway cluster the API's PostgreSQL tests use: initdb and pg_ctl on a free port.
import { startPostgresServer } from '@shop/api/test-support/postgres-server';
import { loadPageServer } from '../page-server/run-page-server';
import { loadApi } from './load';

/**
 * The API load (`api`) and the page server's (`pageServer`, with server rendering on) on a
 * PostgreSQL the bench starts, seeds with 10,000 products and removes.
 */
export async function runPostgresLoad(
  workDir: string,
  parts: { api: boolean; pageServer: boolean },
): Promise<Figures> {
  const postgres = await startPostgresServer();
  try {
    // The shop reaches a database on its own machine as PostgreSQL's own clients do, through the
    // server's Unix socket: loopback TCP cost each query a slow system call (a fifth of the
    // server's time under the checkout's load).
    const port = new URL(postgres.url).port;
    const env = {
      DATABASE_URL: `postgres://postgres@/postgres?host=${postgres.socketDir}&port=${port}`,
    };
    const seconds = await seedBenchCatalogue(env);
    const shop = await startShopServer(
      parts.pageServer ? { ...env, SSR: 'on' } : env,
      path.join(workDir, 'shop-postgres.log'),
    );
    try {
      return {
        'seed.postgres-seconds': measured(seconds, 's'),
        ...(parts.api ? await loadApi('postgres', shop) : {}),
        ...(parts.pageServer ? await loadPageServer('postgres', shop) : {}),
      };
    } finally {
      await shop.stop();
    }
  } finally {
    postgres.stop();
  }
}
