import path from 'node:path';
import { measured, type Figures } from '../figures';
import { seedBenchCatalogue } from '../shop/seed';
import { startShopServer } from '../shop/shop-server';
// The same throwaway cluster the API's PostgreSQL tests use: initdb and pg_ctl on a free port.
import { startPostgresServer } from '@shop/api/test-support/postgres-server';
import { releaseLoopingContent } from '../page-server/looping-release';
import { loadPageServer, loadPageServerBesideLoop } from '../page-server/run-page-server';
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
    // Its own releases folder, never a developer's (`npm run release`).
    const releasesDir = path.join(workDir, 'releases');
    const shopEnv = { ...env, SSR: parts.pageServer ? 'on' : 'off', RELEASES_DIR: releasesDir };
    const figures: Figures = { 'seed.postgres-seconds': measured(seconds, 's') };
    const shop = await startShopServer(shopEnv, path.join(workDir, 'shop-postgres.log'));
    try {
      if (parts.api) Object.assign(figures, await loadApi('postgres', shop));
      if (parts.pageServer) Object.assign(figures, await loadPageServer('postgres', shop));
    } finally {
      await shop.stop();
    }
    if (!parts.pageServer) return figures;

    // The same shop after a release of the content remote that loops on one page.
    releaseLoopingContent(releasesDir);
    const looping = await startShopServer(shopEnv, path.join(workDir, 'shop-postgres-loop.log'));
    try {
      return {
        ...figures,
        ...(await loadPageServerBesideLoop('postgres', looping)),
      };
    } finally {
      await looping.stop();
    }
  } finally {
    postgres.stop();
  }
}
