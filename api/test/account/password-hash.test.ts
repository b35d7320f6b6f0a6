import {
  hashPassword,
  needsRehash,
  PRODUCTION_HASH_COST,
  verifyPassword,
} from '../../src/account/password-hash';
import { newPasswordProblem } from '../../src/account/password-policy';
import { COMMON_PASSWORDS } from '../../src/account/common-passwords';

test('a hash verifies its password only, and carries its parameters and a salt of its own', async () => {
  const first = await hashPassword('Lino-e-seta-2026', 10);
  const second = await hashPassword('Lino-e-seta-2026', 10);

  expect(first).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  expect(second).not.toBe(first);
  expect(await verifyPassword('Lino-e-seta-2026', first)).toBe(true);
  expect(await verifyPassword('Lino-e-seta-2026', second)).toBe(true);
  expect(await verifyPassword('lino-e-seta-2026', first)).toBe(false);
  expect(await verifyPassword('', first)).toBe(false);
});

test('an accent typed composed or decomposed is the same password', async () => {
  const composed = 'Perché-così-2026';
  const decomposed = composed.normalize('NFD');
  expect(decomposed).not.toBe(composed);
  expect(await verifyPassword(decomposed, await hashPassword(composed, 10))).toBe(true);
});

test('a hash made at another cost still verifies, and asks to be redone at today’s', async () => {
  const older = await hashPassword('Lino-e-seta-2026', 11);
  expect(await verifyPassword('Lino-e-seta-2026', older)).toBe(true);
  expect(needsRehash(older, 10)).toBe(true);
  expect(needsRehash(older, 11)).toBe(false);
});

test('a stored value that is no hash of ours verifies nothing', async () => {
  for (const stored of ['', 'plain-text', 'scrypt$99$8$1$c2FsdA$aGFzaA', 'scrypt$10$8$1$c2FsdA$']) {
    expect(await verifyPassword('plain-text', stored)).toBe(false);
  }
  await expect(hashPassword('x', 9)).rejects.toThrow(RangeError);
  await expect(hashPassword('x', 21)).rejects.toThrow(RangeError);
});

test('the production cost (N = 2^17, 128 MiB) runs within node’s raised memory limit', async () => {
  const started = performance.now();
  const stored = await hashPassword('Lino-e-seta-2026', PRODUCTION_HASH_COST);
  const elapsed = performance.now() - started;

  expect(stored.startsWith('scrypt$17$8$1$')).toBe(true);
  expect(await verifyPassword('Lino-e-seta-2026', stored)).toBe(true);
  // Far more than a test-cost hash: the work factor is really applied.
  expect(elapsed).toBeGreaterThan(50);
});

test('new passwords: 8 to 64 characters, not a common one', () => {
  expect(newPasswordProblem('1234567')).toBe('length');
  expect(newPasswordProblem('x'.repeat(65))).toBe('length');
  expect(newPasswordProblem('🙂'.repeat(64))).toBeNull();
  expect(newPasswordProblem('PassWord1')).toBe('common');
  expect(newPasswordProblem('Lino-e-seta-2026')).toBeNull();
  expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
  for (const password of COMMON_PASSWORDS) {
    expect(password).toBe(password.toLowerCase());
    expect(password.length).toBeGreaterThanOrEqual(8);
  }
});
