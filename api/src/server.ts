import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { buildCdnApp } from './cdn/cdn-app';
import type { AppConfig } from './config';

export { loadConfig, type AppConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed/seed';

export interface ServerUrls {
  /** Where the shop server actually listens (PORT 0 picks a free port). */
  app: string;
  /** Where the remotes' static server actually listens. */
  cdn: string;
  /** The configured public origins of the two stores. */
  storeIt: string;
  storeIntl: string;
}

export interface RunningServers {
  urls: ServerUrls;
  app: FastifyInstance;
  cdn: FastifyInstance;
  /** Stops accepting connections, finishes requests in flight, then closes the database. */
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds an empty shop, and starts the shop and CDN servers. */
export async function startServers(config: AppConfig): Promise<RunningServers> {
  const database = await createDatabase(config.database);
  const started: FastifyInstance[] = [];
  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      await Promise.allSettled(started.map((server) => server.close()));
      await database.destroy();
    })();
    return closing;
  };

  try {
    await migrateToLatest(database.db);
    await seedIfEmpty(database.db);
    const app = await buildApp({ config, database });
    started.push(app);
    const cdn = await buildCdnApp(config);
    started.push(cdn);
    await app.listen({ port: config.port, host: config.host });
    await cdn.listen({ port: config.cdnPort, host: config.host });

    return {
      urls: {
        app: `http://${config.host}:${listeningPort(app)}`,
        cdn: `http://${config.host}:${listeningPort(cdn)}`,
        storeIt: config.storeOrigins.it,
        storeIntl: config.storeOrigins.intl,
      },
      app,
      cdn,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function listeningPort(server: FastifyInstance): number {
  return (server.server.address() as AddressInfo).port;
}
