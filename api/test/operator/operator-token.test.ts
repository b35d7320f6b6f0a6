import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { provisionOperatorToken } from '../../src/operator/operator-token';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-operator-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a configured token is used as it is, and no file is written', () => {
  const tokenFile = path.join(dir, 'operator-token');

  const provisioned = provisionOperatorToken({ token: 'configured', tokenFile });

  expect(provisioned.token).toBe('configured');
  expect(existsSync(tokenFile)).toBe(false);
});

test('without one, a random token is written for this user only and removed at the end', () => {
  const tokenFile = path.join(dir, 'nested', 'pglite.operator-token');

  const first = provisionOperatorToken({ token: null, tokenFile });

  expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(readFileSync(tokenFile, 'utf8').trim()).toBe(first.token);
  expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
  first.dispose();
  expect(existsSync(tokenFile)).toBe(false);
});

test('a leftover file readable by others is replaced by a private one with a new token', () => {
  const tokenFile = path.join(dir, 'operator-token');
  writeFileSync(tokenFile, 'old-token\n', { mode: 0o644 });

  const provisioned = provisionOperatorToken({ token: null, tokenFile });

  expect(provisioned.token).not.toBe('old-token');
  expect(readFileSync(tokenFile, 'utf8').trim()).toBe(provisioned.token);
  expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
});
