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
  const { rows } = await sql<CounterRow>`
    with first as (${upsertCounter(bucketOf(name, subject), rule, null)})
    select 1 as step, hits, retry_after from first`.execute(db);
  return verdictOf(rows, [rule]);
}

/** One count under a rule, for `hitRateLimitsInTurn`. */
export interface RateLimitHit {
  name: string;
  subject: string;
  rule: RateLimitRule;
}

/**
 * Counts a request against two limits in turn, in one statement (one round trip, one commit,
 * where two `hitRateLimit` calls took two): `second` is counted only when `first` allows the
 * request, so a client over its own limit does not use up the accounts it names. The verdict is
 * the first refusal's, else allowed.
 */
export async function hitRateLimitsInTurn(
  db: Kysely<Database>,
  first: RateLimitHit,
  second: RateLimitHit,
): Promise<RateLimitVerdict & { refusedBy?: 'first' | 'second' }> {
  const { rows } = await sql<CounterRow>`
    with first as (${upsertCounter(bucketOf(first.name, first.subject), first.rule, null)}),
    second as (${upsertCounter(bucketOf(second.name, second.subject), second.rule, first.rule)})
    select 1 as step, hits, retry_after from first
    union all
    select 2 as step, hits, retry_after from second`.execute(db);
  const verdict = verdictOf(rows, [first.rule, second.rule]);
  if (verdict.allowed) return verdict;
  const firstRow = rows.find((row) => row.step === 1);
  return {
    ...verdict,
    refusedBy: firstRow && firstRow.hits > first.rule.limit ? 'first' : 'second',
  };
}

interface CounterRow {
  step: number;
  hits: number;
  retry_after: number;
}

/**
 * The atomic upsert of one counter: a new window when the last one ended, else one more hit.
 * With `onlyIfFirstWithin`, it counts only when the statement's `first` counter is within that
 * rule (a data-modifying CTE reads another's result only through its RETURNING).
 */
function upsertCounter(
  bucket: string,
  rule: RateLimitRule,
  onlyIfFirstWithin: RateLimitRule | null,
) {
  const source = onlyIfFirstWithin
    ? sql`select ${bucket}, 1, now() + ${rule.windowSeconds} * interval '1 second'
        from first where first.hits <= ${onlyIfFirstWithin.limit}`
    : sql`values (${bucket}, 1, now() + ${rule.windowSeconds} * interval '1 second')`;
  return sql`
    insert into rate_limit_counters as counter (bucket, hits, window_ends_at)
    ${source}
    on conflict (bucket) do update set
      hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
      window_ends_at = case
        when counter.window_ends_at <= now() then excluded.window_ends_at
        else counter.window_ends_at
      end
    returning hits,
      ceil(extract(epoch from (window_ends_at - now())))::integer as retry_after`;
}

/** Allowed when every counter is within its rule; else the wait of the first that is not. */
function verdictOf(rows: CounterRow[], rules: RateLimitRule[]): RateLimitVerdict {
  for (const [index, rule] of rules.entries()) {
    const counter = rows.find((row) => row.step === index + 1);
    if (counter && counter.hits > rule.limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, counter.retry_after) };
    }
  }
  return { allowed: true };
}

/**
 * Forgets the count of `subject` under `name`: a login that succeeds starts its account's count of
 * failures again. `rateLimitBucket` names the row for a caller that deletes it in a statement of
 * its own.
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

export function rateLimitBucket(name: string, subject: string): string {
  return bucketOf(name, subject);
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
