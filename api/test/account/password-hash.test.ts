import { hashPassword, needsRehash, verifyPassword } from '../../src/account/password-hash';
import { PRODUCTION_HASH_MEMORY_KIB } from '../../src/config';
import { isCommonPassword } from '../../src/account/password-policy';
import { COMMON_PASSWORDS } from '../../src/account/common-passwords';

const TEST_MEMORY = 1024;

test('a hash verifies its password only, and carries its parameters and a salt of its own', async () => {
  const first = await hashPassword('Lino-e-seta-2026', TEST_MEMORY);
  const second = await hashPassword('Lino-e-seta-2026', TEST_MEMORY);

  expect(first).toMatch(/^\$argon2id\$v=19\$m=1024,t=5,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
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
  expect(await verifyPassword(decomposed, await hashPassword(composed, TEST_MEMORY))).toBe(true);
});

test('a hash made with other settings still verifies, and asks to be redone with today’s', async () => {
  const older = await hashPassword('Lino-e-seta-2026', 2048);
  expect(await verifyPassword('Lino-e-seta-2026', older)).toBe(true);
  expect(needsRehash(older, TEST_MEMORY)).toBe(true);
  expect(needsRehash(older, 2048)).toBe(false);
});

test('a stored value that is no hash of ours verifies nothing', async () => {
  const ours = await hashPassword('plain-text', TEST_MEMORY);
  for (const stored of [
    '',
    'plain-text',
    ours.replace('argon2id', 'argon2i'),
    ours.replace('m=1024', 'm=99999999'),
    ours.replace(/\$[^$]+$/, '$'),
    `${ours}x`.replace(/.$/, '!'),
  ]) {
    expect(await verifyPassword('plain-text', stored)).toBe(false);
  }
  await expect(hashPassword('x', 512)).rejects.toThrow(RangeError);
  await expect(hashPassword('x', 2_000_000)).rejects.toThrow(RangeError);
});

test('the production setting (7 MiB, 5 passes) is really applied', async () => {
  const stored = await hashPassword('Lino-e-seta-2026', PRODUCTION_HASH_MEMORY_KIB);
  expect(stored.startsWith('$argon2id$v=19$m=7168,t=5,p=1$')).toBe(true);
  expect(await verifyPassword('Lino-e-seta-2026', stored)).toBe(true);
  expect(needsRehash(stored, PRODUCTION_HASH_MEMORY_KIB)).toBe(false);
});

test('new passwords: not a common one, whatever its case', () => {
  expect(isCommonPassword('PassWord1')).toBe(true);
  expect(isCommonPassword('Lino-e-seta-2026')).toBe(false);
  expect(COMMON_PASSWORDS.size).toBeGreaterThan(300);
  for (const password of COMMON_PASSWORDS) {
    expect(password).toBe(password.toLowerCase());
    expect(password.length).toBeGreaterThanOrEqual(8);
  }
});
