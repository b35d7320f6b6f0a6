import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServers, type RunningServers } from '../../src/server';
import { createShellFixture } from '../helpers/shell-fixture';
import { spawnShop } from '../helpers/shop-process';
import { testConfig } from '../helpers/test-config';

// The embedded database's own rule, so this runs on PGlite in the PostgreSQL suite as well.
const shell = createShellFixture();
let root: string;
let dataDir: string;
let servers: RunningServers;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-one-server-'));
  dataDir = path.join(root, 'pglite');
  servers = await startServers(
    testConfig({
      port: 0,
      cdnPort: 0,
      host: '127.0.0.1',
      shellDist: shell.dir,
      database: { engine: 'pglite', dataDir },
      operator: { token: 'test-operator-token', tokenFile: path.join(root, 'token') },
    }),
  );
});

afterAll(async () => {
  await servers.close();
  rmSync(root, { recursive: true, force: true });
  shell.remove();
});

test('a second server on the same data folder exits with a message, and the first keeps serving', async () => {
  const second = spawnShop({ DATA_DIR: dataDir });
  const code = await second.exited;
  const output = second.output();

  expect(code).toBe(1);
  expect(output).toContain(`The database folder ${dataDir} is in use by the shop server`);
  expect(output).toContain(`process id ${process.pid}`);
  expect(output).toContain('DATA_DIR=');
  expect(output).not.toContain('Fashion shop is running');
  const health = await fetch(`${servers.urls.app}/api/health`);
  expect(health.status).toBe(200);
}, 30_000);
