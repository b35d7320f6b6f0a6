import type { AuthUserData } from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { pruneLoginThrottles } from '../rate-limit/login-throttle';
import { prunePendingRegistrations } from './pending-registration-repository';

/** A session lasts 30 days after it was last used (sliding expiry). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Using a session moves its expiry at most this often: not one write per page view. */
const TOUCH_INTERVAL_SECONDS = 5 * 60;

export type SessionOwner = { customerId: number } | { guestEmail: string };

/** What a session row says about its owner. */
function ownerColumns(owner: SessionOwner) {
  return 'customerId' in owner
    ? { customer_id: owner.customerId, guest: false, guest_email: null }
    : { customer_id: null, guest: true, guest_email: owner.guestEmail };
}

/** Starts a session known by `sessionId` (the hash of the cookie's token). */
export async function insertSession(
  db: Kysely<Database>,
  sessionId: string,
  owner: SessionOwner,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: sessionId,
      ...ownerColumns(owner),
      expires_at: sql<Date>`now() + ${SESSION_MAX_AGE_SECONDS} * interval '1 second'`,
    })
    .execute();
}

/**
 * Starts a session known by `sessionId` in place of the browser's previous one (`previousId`, if
 * any) and, for a login, forgets the address's failed attempts (`clearLoginThrottle`, its bucket),
 * all in one statement: one round trip and one commit, atomic like a transaction.
 */
export async function replaceSession(
  db: Kysely<Database>,
  change: {
    previousId: string | null;
    sessionId: string;
    owner: SessionOwner;
    clearLoginThrottle?: string;
  },
): Promise<void> {
  const { previousId, sessionId, owner, clearLoginThrottle } = change;
  await db
    .with('previous', (qb) =>
      qb
        .deleteFrom('sessions')
        .where('id', '=', previousId ?? '')
        .where(sql.lit(previousId !== null)),
    )
    .with('throttle', (qb) =>
      qb
        .deleteFrom('login_throttles')
        .where('bucket', '=', clearLoginThrottle ?? '')
        .where(sql.lit(clearLoginThrottle !== undefined)),
    )
    .insertInto('sessions')
    .values({
      id: sessionId,
      ...ownerColumns(owner),
      expires_at: sql<Date>`now() + ${SESSION_MAX_AGE_SECONDS} * interval '1 second'`,
    })
    .execute();
}

export interface ActiveSession {
  /** The customer's id; null for a guest. */
  customerId: number | null;
  guest: boolean;
  userData: AuthUserData;
  /** Whether the session has not been touched for a while (its expiry should move). */
  stale: boolean;
}

/** The unexpired session known by `sessionId`, with who it belongs to; null when there is none. */
export async function findActiveSession(
  db: Kysely<Database>,
  sessionId: string,
): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('customers as c', 'c.id', 's.customer_id')
    .select([
      's.customer_id',
      's.guest',
      's.guest_email',
      'c.email',
      'c.name',
      'c.last_name',
      sql<boolean>`s.last_seen < now() - ${TOUCH_INTERVAL_SECONDS} * interval '1 second'`.as(
        'stale',
      ),
    ])
    .where('s.id', '=', sessionId)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return null;
  const userData: AuthUserData = row.guest
    ? { name: '', lastName: '', email: row.guest_email ?? '' }
    : { name: row.name ?? '', lastName: row.last_name ?? '', email: row.email ?? '' };
  return { customerId: row.customer_id, guest: row.guest, userData, stale: row.stale };
}

/** Notes that the session was used and moves its expiry 30 days ahead. */
export async function touchSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      last_seen: sql<Date>`now()`,
      expires_at: sql<Date>`now() + ${SESSION_MAX_AGE_SECONDS} * interval '1 second'`,
    })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a customer (a password reset). */
export async function deleteCustomerSessions(
  db: Kysely<Database>,
  customerId: number,
): Promise<void> {
  await db.deleteFrom('sessions').where('customer_id', '=', customerId).execute();
}

/** Ends every session of a customer but `keep` (a password changed on the profile page). */
export async function deleteOtherSessions(
  db: Kysely<Database>,
  customerId: number,
  keep: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('customer_id', '=', customerId)
    .where('id', '<>', keep)
    .execute();
}

/**
 * Deletes sessions and known devices past their expiry, reset links a day past theirs,
 * registrations whose link expired unopened, and the failed logins of addresses quiet long enough.
 */
export async function pruneExpiredAuthRecords(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('password_reset_tokens')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .deleteFrom('known_devices')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await prunePendingRegistrations(db);
  await pruneLoginThrottles(db);
}
