import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * OWASP's scrypt parameters: N = 2^17 (128 MiB of memory per hash), r = 8, p = 1. Measured on the
 * 2-core development machine with node's crypto.scrypt (one thread of libuv's pool): 0.40 to
 * 0.43 s per hash at a load average of 4, 0.66 to 2.7 s at a load average of 13 (browser tests and
 * benchmarks running beside it). A login or a registration costs one hash, so 20 logins a second
 * need about 8 CPU-seconds a second: more than this machine has. Tests lower the cost
 * (`passwordHashCost`, 2^10: about 3 ms).
 */
export const PRODUCTION_HASH_COST = 17;
/** Below 2^10 a hash is too cheap to mean anything; above 2^20 it needs a gibibyte. */
export const MIN_HASH_COST = 10;
export const MAX_HASH_COST = 20;

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

interface ScryptParameters {
  cost: number;
  blockSize: number;
  parallelism: number;
}

/**
 * The stored form: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, salt and hash in base64url. The
 * parameters travel with the hash, so raising the cost later still verifies older hashes.
 */
const STORED_PATTERN =
  /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** The same text however it was typed (composed or decomposed accents, full-width digits). */
function normalize(password: string): string {
  return password.normalize('NFKC');
}

function derive(password: string, salt: Buffer, keyLength: number, params: ScryptParameters) {
  const N = 2 ** params.cost;
  const options: ScryptOptions = {
    N,
    r: params.blockSize,
    p: params.parallelism,
    // Node refuses more than 32 MiB by default; scrypt needs 128 · N · r bytes (128 MiB at 2^17).
    maxmem: 2 * 128 * N * params.blockSize,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(normalize(password), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new salted hash of `password` at 2^`cost` (cost 17 in production). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  if (!Number.isInteger(cost) || cost < MIN_HASH_COST || cost > MAX_HASH_COST) {
    throw new RangeError(`The password hash cost must be ${MIN_HASH_COST} to ${MAX_HASH_COST}`);
  }
  const salt = randomBytes(SALT_BYTES);
  const params = { cost, blockSize: BLOCK_SIZE, parallelism: PARALLELISM };
  const key = await derive(password, salt, KEY_BYTES, params);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `password` is the one `stored` was made from; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED_PATTERN.exec(stored);
  if (!match) return false;
  const [, cost, blockSize, parallelism, salt, hash] = match;
  const params = {
    cost: Number(cost),
    blockSize: Number(blockSize),
    parallelism: Number(parallelism),
  };
  if (params.cost < MIN_HASH_COST || params.cost > MAX_HASH_COST) return false;
  const expected = Buffer.from(hash ?? '', 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(
    password,
    Buffer.from(salt ?? '', 'base64url'),
    expected.length,
    params,
  );
  return timingSafeEqual(actual, expected);
}

/** Whether `stored` was made at another cost than today's, so a successful login should redo it. */
export function needsRehash(stored: string, cost: number): boolean {
  const match = STORED_PATTERN.exec(stored);
  return !match || Number(match[1]) !== cost || Number(match[2]) !== BLOCK_SIZE;
}
