import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { MAX_HASH_MEMORY_KIB, MIN_HASH_MEMORY_KIB } from '../config';

/**
 * Argon2id at the last of OWASP's five equivalent settings: 7 MiB of memory (m = 7168 KiB),
 * 5 passes, 1 lane. OWASP rates the five alike against guessing; on the 2-core machine this one
 * is the fastest for the server, since its memory stays in the processor's cache: a verification
 * takes about 13 ms where 19 MiB with 2 passes took 20 ms, and ten at once 81 ms instead of 113.
 * scrypt at OWASP's N = 2^17 took 0.4 s each and could not keep up with 20 logins a second. The
 * hash runs on libuv's pool, off the event loop. The memory is a setting (`PASSWORD_HASH_MEMORY_KIB`,
 * 7168 by default), which tests lower.
 */
/** `Algorithm.Argon2id`, a const enum that isolated modules cannot read. */
const ARGON2ID = 2;
const PASSES = 5;
const LANES = 1;

/**
 * At most one hash per core at a time; the others wait their turn. libuv's pool has four threads,
 * so a burst of logins would otherwise run four hashes on two cores, each twice as slow and
 * thrashing the cache, and leave no thread for compression and files. In a burst of 20 on the
 * 2-core machine, with a build running beside it, the slowest login went from 500-900 to 340-380 ms.
 */
const oneHashPerCore = pLimit(availableParallelism());

/** The PHC string argon2 writes: `$argon2id$v=19$m=<KiB>,t=<passes>,p=<lanes>$<salt>$<hash>`. */
const PHC_PATTERN =
  /^\$argon2id\$v=19\$m=(\d{1,8}),t=(\d{1,2}),p=(\d{1,2})\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/** The same text however it was typed (composed or decomposed accents, full-width digits). */
function normalize(password: string): string {
  return password.normalize('NFKC');
}

/** A new salted argon2id hash of `password` using `memoryKib` of memory. */
export async function hashPassword(password: string, memoryKib: number): Promise<string> {
  if (
    !Number.isInteger(memoryKib) ||
    memoryKib < MIN_HASH_MEMORY_KIB ||
    memoryKib > MAX_HASH_MEMORY_KIB
  ) {
    throw new RangeError(
      `The password hash memory must be ${MIN_HASH_MEMORY_KIB} to ${MAX_HASH_MEMORY_KIB} KiB`,
    );
  }
  return oneHashPerCore(() =>
    hash(normalize(password), {
      algorithm: ARGON2ID,
      memoryCost: memoryKib,
      timeCost: PASSES,
      parallelism: LANES,
    }),
  );
}

/**
 * Whether `password` is the one `stored` was made from (argon2 compares in constant time). A
 * stored value that is no argon2id hash within our bounds verifies nothing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = PHC_PATTERN.exec(stored);
  if (!match) return false;
  const memory = Number(match[1]);
  if (memory < MIN_HASH_MEMORY_KIB || memory > MAX_HASH_MEMORY_KIB) return false;
  try {
    return await oneHashPerCore(() => verify(stored, normalize(password)));
  } catch {
    return false;
  }
}

/** Whether `stored` was made with other settings than today's, so a successful login redoes it. */
export function needsRehash(stored: string, memoryKib: number): boolean {
  const match = PHC_PATTERN.exec(stored);
  return (
    !match ||
    Number(match[1]) !== memoryKib ||
    Number(match[2]) !== PASSES ||
    Number(match[3]) !== LANES
  );
}
