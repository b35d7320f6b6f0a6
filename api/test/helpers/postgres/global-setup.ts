import { startPostgresServer } from './postgres-server';
import { POSTGRES_URL_ENV } from './postgres-url-env';

/**
 * Jest globalSetup for `npm run test:postgres`: one PostgreSQL cluster for the run; each test
 * file creates its own database in it. The URL reaches the workers through the environment.
 */
export default async function globalSetup(): Promise<void> {
  const server = await startPostgresServer();
  process.env[POSTGRES_URL_ENV] = server.url;
  (globalThis as { shopPostgresServer?: typeof server }).shopPostgresServer = server;
  // Should jest die before globalTeardown, do not leave a cluster running.
  process.once('exit', () => server.stop());
}
