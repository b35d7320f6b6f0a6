import path from 'node:path';
import { measured, type Figures } from '../figures';
import { seedBenchCatalogue } from '../shop/seed';
import { startShopServer } from '../shop/shop-server';
// The same throwaway cluster the API's PostgreSQL tests use: initdb and pg_ctl on a free port.
import { startPostgresServer } from '@shop/api/test-support/postgres-server';
import { loadApi } from './load';

/** The API load on a PostgreSQL the bench starts, seeds with 10,000 products and removes. */
export async function runPostgresLoad(workDir: string): Promise<Figures> {
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
    const shop = await startShopServer(env, path.join(workDir, 'shop-postgres.log'));
    try {
      return {
        'seed.postgres-seconds': measured(seconds, 's'),
        ...(await loadApi('postgres', shop)),
      };
    } finally {
      await shop.stop();
    }
  } finally {
    postgres.stop();
  }
}
