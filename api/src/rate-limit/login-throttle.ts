import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Progressive delays for the logins of one address from unknown devices, in place of a lock: the
 * first attempts come freely, then each must wait 1, 2, 4 … seconds after the one before, never
 * more than `MAX_DELAY_SECONDS`. So a stranger guessing someone's password gets a few dozen
 * guesses an hour, and keeps the owner waiting a minute at most; the owner's known device and a
 * password reset skip the wait altogether. The address is stored hashed, and an address without
 * an account is counted just the same (no enumeration).
 */
export const FREE_ATTEMPTS = 5;
export const MAX_DELAY_SECONDS = 60;
/** After an hour without attempts the address starts afresh. */
export const FAILURE_MEMORY_SECONDS = 60 * 60;

export type LoginAttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait after the `attempts`-th attempt in a row, in seconds. */
export function delayAfter(attempts: number): number {
  if (attempts < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** Math.min(attempts - FREE_ATTEMPTS, 30));
}

export function loginThrottleBucket(email: string): string {
  return createHash('sha256').update(`login:${email.trim().toLowerCase()}`).digest('hex');
}

/**
 * Takes the address's next attempt, or says how long until it may come. The attempt is counted
 * as a failure up front, in one atomic upsert, so simultaneous guesses cannot all slip in as the
 * next allowed one; a successful login then forgets the count (`clearLoginThrottle`).
 */
export async function claimLoginAttempt(
  db: Kysely<Database>,
  email: string,
): Promise<LoginAttemptVerdict> {
  const bucket = loginThrottleBucket(email);
  const attempts = sql`case
    when throttle.last_attempt_at < now() - ${FAILURE_MEMORY_SECONDS} * interval '1 second' then 1
    else throttle.failures + 1 end`;
  const { rows } = await sql<{ failures: number }>`
    insert into login_throttles as throttle (bucket, failures, next_attempt_at, last_attempt_at)
    values (${bucket}, 1, now() + ${delayAfter(1)} * interval '1 second', now())
    on conflict (bucket) do update set
      failures = ${attempts},
      next_attempt_at = now() + least(${MAX_DELAY_SECONDS}, case
        when ${attempts} < ${FREE_ATTEMPTS} then 0
        else power(2, least(${attempts} - ${FREE_ATTEMPTS}, 30)) end) * interval '1 second',
      last_attempt_at = now()
    where throttle.next_attempt_at <= now()
      or throttle.last_attempt_at < now() - ${FAILURE_MEMORY_SECONDS} * interval '1 second'
    returning failures`.execute(db);
  if (rows.length > 0) return { allowed: true };
  const wait = await sql<{ seconds: number }>`
    select ceil(extract(epoch from (next_attempt_at - now())))::integer as seconds
    from login_throttles where bucket = ${bucket}`.execute(db);
  return { allowed: false, retryAfterSeconds: Math.max(1, wait.rows[0]?.seconds ?? 1) };
}

/** Forgets the address's attempts: after a successful login or a password reset. */
export async function clearLoginThrottle(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_throttles').where('bucket', '=', loginThrottleBucket(email)).execute();
}

/** Deletes the rows of addresses that have been quiet long enough to start afresh. */
export async function pruneLoginThrottles(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('login_throttles')
    .where(
      'last_attempt_at',
      '<',
      sql<Date>`now() - ${FAILURE_MEMORY_SECONDS} * interval '1 second'`,
    )
    .execute();
}
