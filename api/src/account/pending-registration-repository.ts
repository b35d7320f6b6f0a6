import type { Locale } from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { NewCustomer } from './customer-repository';

/** A registration's link works for 48 hours. */
export const ACTIVATION_LINK_VALID_SECONDS = 48 * 60 * 60;

export interface PendingRegistration extends NewCustomer {
  /** Where the shopper goes once the link has logged them in: a path on this site. */
  redirect: string;
}

/**
 * Keeps a registration until its e-mailed link is opened. The row is the registration itself, so
 * a link activates exactly what was typed in the form that sent it.
 */
export async function insertPendingRegistration(
  db: Kysely<Database>,
  tokenHash: string,
  registration: PendingRegistration,
): Promise<void> {
  await db
    .insertInto('pending_registrations')
    .values({
      id: tokenHash,
      email: registration.email,
      password_hash: registration.passwordHash,
      profile: JSON.stringify(registration.profile),
      language: registration.language,
      newsletter: registration.newsletter,
      privacy_text_version: registration.consentTextVersions.privacy,
      newsletter_text_version: registration.consentTextVersions.newsletter,
      redirect: registration.redirect,
      expires_at: sql<Date>`now() + ${ACTIVATION_LINK_VALID_SECONDS} * interval '1 second'`,
    })
    .execute();
}

/**
 * Takes the unexpired registration of this token hash out of the table and answers it, or null:
 * the delete decides, so a link opened twice at once works once.
 */
export async function takePendingRegistration(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<PendingRegistration | null> {
  const row = await db
    .deleteFrom('pending_registrations')
    .where('id', '=', tokenHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: row.email,
    passwordHash: row.password_hash,
    profile: row.profile,
    language: row.language as Locale,
    newsletter: row.newsletter,
    consentTextVersions: {
      privacy: row.privacy_text_version,
      newsletter: row.newsletter_text_version,
    },
    redirect: row.redirect,
  };
}

/** Deletes the registrations whose link expired unopened. */
export async function prunePendingRegistrations(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('pending_registrations')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}
