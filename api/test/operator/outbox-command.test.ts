import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { enqueueEmail } from '../../src/email/outbox-repository';
import { main } from '../../src/operator/outbox-command';
import { writeServerRecord } from '../../src/state/server-record';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let shop: TestApp;
// The command reaches the server that owns the state folder it is given, as it would `npm start`'s.
const stateDir = mkdtempSync(path.join(tmpdir(), 'outbox-command-state-'));
const savedEnv = { ...process.env };
beforeAll(async () => {
  shop = await buildTestApp();
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = shop.app.server.address() as AddressInfo;
  writeServerRecord(stateDir, {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    app: `http://127.0.0.1:${port}`,
    database: 'pglite:memory',
  });
  await shop.database.db.transaction().execute((trx) =>
    enqueueEmail(trx, {
      to: 'comando@example.com',
      subject: 'Conferma la tua iscrizione',
      text: 'Conferma: http://it.localhost/pages/newsletter?confirm=abc',
      html: '<p>Conferma</p>',
      kind: 'newsletter-confirmation',
      language: 'it',
    }),
  );
});
afterAll(async () => {
  await shop.close();
  rmSync(stateDir, { recursive: true, force: true });
});
afterEach(() => {
  process.env = { ...savedEnv };
  jest.restoreAllMocks();
});

/** Runs the command against the test server, answering its exit code and what it printed. */
async function runCommand(token: string | undefined) {
  process.env = {
    ...savedEnv,
    STATE_DIR: stateDir,
    OPERATOR_TOKEN: token ?? '',
    OPERATOR_TOKEN_FILE: '/nonexistent/operator-token',
  };
  const lines: string[] = [];
  jest.spyOn(console, 'log').mockImplementation((text: string) => lines.push(text));
  jest.spyOn(console, 'error').mockImplementation((text: string) => lines.push(text));
  const code = await main(['--limit', '5']);
  return { code, output: lines.join('\n') };
}

test('prints the newest e-mails with recipient, subject and the text with its link', async () => {
  const { code, output } = await runCommand(shop.operatorToken);

  expect(code).toBe(0);
  expect(output).toContain('To:      comando@example.com');
  expect(output).toContain('Subject: Conferma la tua iscrizione');
  expect(output).toContain('newsletter-confirmation (it)');
  expect(output).toContain('http://it.localhost/pages/newsletter?confirm=abc');
});

test('with a wrong token it fails and shows no e-mail', async () => {
  const { code, output } = await runCommand('wrong-token');

  expect(code).toBe(1);
  expect(output).toMatch(/refused \(401\)/);
  expect(output).not.toContain('comando@example.com');
});

test('without any token it says how to get one', async () => {
  const { code, output } = await runCommand(undefined);

  expect(code).toBe(1);
  expect(output).toMatch(/No operator token: set OPERATOR_TOKEN, or start the shop/);
});
