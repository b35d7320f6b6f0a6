import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServers, type RunningServers } from '../src/server';
import { createShellFixture } from './helpers/shell-fixture';
import { testConfig } from './helpers/test-config';
import type { DatabaseConfig } from '../src/config';
import { createEmptyPostgresDatabase, testEngine } from './helpers/test-database';
import { startSmtpTestServer, type SmtpTestServer } from './email/smtp-test-server';

describe('startServers', () => {
  let servers: RunningServers;
  let dataRoot: string;
  let dropPostgresDatabase = async () => {};
  let smtp: SmtpTestServer;
  let tokenFile: string;
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
    smtp = await startSmtpTestServer();
    tokenFile = path.join(dataRoot, 'pglite.operator-token');
    servers = await startServers(
      testConfig({
        port: 0,
        cdnPort: 0,
        host: '127.0.0.1',
        shellDist: shell.dir,
        database,
        email: { smtpUrl: smtp.url, from: 'Aurelia <no-reply@example.com>', pollIntervalMs: 50 },
        operator: { token: null, tokenFile },
      }),
    );
  });

  afterAll(async () => {
    await servers.close();
    await smtp.close();
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

  test('generates an operator token in a private file, which opens the outbox', async () => {
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    const token = readFileSync(tokenFile, 'utf8').trim();

    const allowed = await fetch(`${servers.urls.app}/api/operator/outbox`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const refused = await fetch(`${servers.urls.app}/api/operator/outbox`);

    expect(allowed.status).toBe(200);
    expect(refused.status).toBe(401);
  });

  test('sends the confirmation e-mail of a signup through SMTP_URL', async () => {
    const email = 'server-test@example.com';

    const response = await fetch(`${servers.urls.app}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, language: 'it', privacy: true }),
    });

    expect(response.status).toBe(200);
    const deadline = Date.now() + 10_000;
    while (!smtp.received.some((mail) => mail.to.includes(email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [mail] = smtp.received.filter((received) => received.to.includes(email));
    expect(mail?.raw).toMatch(/^Subject: Conferma la tua iscrizione/m);
  });

  test('close() stops both servers and removes the generated token', async () => {
    const { app, cdn } = servers.urls;
    await servers.close();

    await expect(fetch(`${app}/api/health`)).rejects.toThrow();
    await expect(fetch(`${cdn}/`)).rejects.toThrow();
    expect(existsSync(tokenFile)).toBe(false);
  });
});
