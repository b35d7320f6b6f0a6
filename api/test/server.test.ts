import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServers, type RunningServers } from '../src/server';
import { createShellFixture } from './helpers/shell-fixture';
import { testConfig } from './helpers/test-config';
import type { DatabaseConfig } from '../src/config';
import { createEmptyPostgresDatabase, testEngine } from './helpers/test-database';

describe('startServers', () => {
  let servers: RunningServers;
  let dataRoot: string;
  let dropPostgresDatabase = async () => {};
  const shell = createShellFixture();

  beforeAll(async () => {
    dataRoot = mkdtempSync(path.join(tmpdir(), 'shop-data-'));
    // startServers opens the database itself, from the config; on PGlite into a data folder
    // that does not exist yet.
    let database: DatabaseConfig = {
      engine: 'pglite',
      dataDir: path.join(dataRoot, 'nested', 'pglite'),
    };
    if (testEngine === 'postgres') {
      const postgres = await createEmptyPostgresDatabase();
      database = { engine: 'postgres', url: postgres.url };
      dropPostgresDatabase = postgres.drop;
    }
    servers = await startServers(
      testConfig({ port: 0, cdnPort: 0, host: '127.0.0.1', shellDist: shell.dir, database }),
    );
  });

  afterAll(async () => {
    await servers.close();
    await dropPostgresDatabase();
    rmSync(dataRoot, { recursive: true, force: true });
    shell.remove();
  });

  test('starts the shop and the CDN on their ports, migrated and seeded', async () => {
    const health = await fetch(`${servers.urls.app}/api/health`);
    const categories = await fetch(`${servers.urls.app}/api/categories?lang=en`);
    const page = await fetch(`${servers.urls.app}/`);
    const cdn = await fetch(`${servers.urls.cdn}/mf-catalogue/nothing-here.js`);

    expect(await health.json()).toEqual({ status: 'ok', database: testEngine });
    expect((await categories.json()).categories).toHaveLength(2);
    expect(page.status).toBe(200);
    expect(cdn.status).toBe(404);
    expect(cdn.headers.get('access-control-allow-origin')).toBe('*');
    expect(servers.urls).toMatchObject({
      storeIt: 'http://it.localhost:8080',
      storeIntl: 'http://intl.localhost:8080',
    });
  });

  test('close() stops both servers', async () => {
    const { app, cdn } = servers.urls;
    await servers.close();

    await expect(fetch(`${app}/api/health`)).rejects.toThrow();
    await expect(fetch(`${cdn}/`)).rejects.toThrow();
  });
});
