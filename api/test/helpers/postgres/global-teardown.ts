import type { PostgresServer } from './postgres-server';

export default async function globalTeardown(): Promise<void> {
  (globalThis as { shopPostgresServer?: PostgresServer }).shopPostgresServer?.stop();
}
