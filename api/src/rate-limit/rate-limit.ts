import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { RateLimitRule } from '../config';
import type { Database } from '../db/schema';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against `rule` for `subject` (a client address, an e-mail address) under
 * `name`, and says whether it is within the limit. The count lives in the database, so every API
 * server sees the same one; the upsert is atomic, so simultaneous requests cannot both slip in
 * as the last allowed one. Subjects are stored hashed: the table holds no addresses.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  name: string,
  subject: string,
  rule: RateLimitRule,
): Promise<RateLimitVerdict> {
  const bucket = bucketOf(name, subject);
  const { rows } = await sql<{ hits: number; retry_after: number }>`
    insert into rate_limit_counters as counter (bucket, hits, window_ends_at)
    values (${bucket}, 1, now() + ${rule.windowSeconds} * interval '1 second')
    on conflict (bucket) do update set
      hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
      window_ends_at = case
        when counter.window_ends_at <= now() then excluded.window_ends_at
        else counter.window_ends_at
      end
    returning hits,
      ceil(extract(epoch from (window_ends_at - now())))::integer as retry_after`.execute(db);
  const [counter] = rows;
  if (!counter || counter.hits <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, counter.retry_after) };
}

/**
 * Forgets the count of `subject` under `name`: a login that succeeds starts its account's count of
 * failures again.
 */
export async function clearRateLimit(
  db: Kysely<Database>,
  name: string,
  subject: string,
): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('bucket', '=', bucketOf(name, subject))
    .execute();
}

function bucketOf(name: string, subject: string): string {
  return `${name}:${createHash('sha256').update(subject).digest('hex')}`;
}

/** Deletes the counters whose window has ended; they would start from one anyway. */
export async function pruneRateLimits(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('rate_limit_counters')
    .where('window_ends_at', '<', sql<Date>`now()`)
    .execute();
}
