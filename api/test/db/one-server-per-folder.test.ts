import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../src/config';
import { main as backupCommand } from '../../src/db/backup/backup-command';
import { getFromOperatorApi } from '../../src/cli/operator-client';
import { startServers, type RunningServers } from '../../src/server';
import { createShellFixture } from '../helpers/shell-fixture';
import { spawnShop } from '../helpers/shop-process';
import { testConfig } from '../helpers/test-config';

// The embedded database's own rule, so this runs on PGlite in the PostgreSQL suite as well.
const shell = createShellFixture();
let root: string;
let dataDir: string;
let config: AppConfig;
let servers: RunningServers;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-one-server-'));
  dataDir = path.join(root, 'pglite');
  config = testConfig({
    port: 0,
    cdnPort: 0,
    host: '127.0.0.1',
    shellDist: shell.dir,
    stateDir: path.join(root, 'state'),
    database: { engine: 'pglite', dataDir },
    operator: { token: 'test-operator-token', tokenFile: path.join(root, 'state', 'token') },
  });
  servers = await startServers(config);
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
});

test('db:backup asks the server that owns the state folder, found by its record there', async () => {
  const file = path.join(root, 'from-owner.tar.gz');
  const printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    // The configured port is nobody's: the record in the state folder says where the server is.
    expect(await backupCommand(['--out', file], { ...config, port: 1 })).toBe(0);
  } finally {
    printed.mockRestore();
  }
  // Only the server could read its folder while it runs: the backup came from it.
  expect(existsSync(file)).toBe(true);
});

test('operator commands refuse a state folder no server owns, and never read another server’s folder', async () => {
  const elsewhere = { ...config, stateDir: path.join(root, 'nobody') };
  expect(await getFromOperatorApi(elsewhere, '/api/operator/outbox')).toEqual({
    problem: expect.stringContaining(
      `No shop server owns the state folder ${path.join(root, 'nobody')}`,
    ),
  });

  const complained = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const file = path.join(root, 'refused.tar.gz');
    expect(await backupCommand(['--out', file], elsewhere)).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect(complained).toHaveBeenCalledWith(
      expect.stringContaining(
        `The database folder ${dataDir} is in use by the shop server with process id ${process.pid}`,
      ),
    );
  } finally {
    complained.mockRestore();
  }
});
