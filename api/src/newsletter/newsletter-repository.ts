import type { Locale } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface NewSubscription {
  /** Already normalized (trimmed, lower-cased). */
  email: string;
  language: Locale;
  privacyConsent: boolean;
}

/** PostgreSQL's unique_violation: the same on PostgreSQL (`pg`) and PGlite. */
const UNIQUE_VIOLATION = '23505';

/**
 * Stores a signup. Answers false when the address is already subscribed: the unique index on
 * lower(email) decides, so two simultaneous signups of one address cannot both succeed.
 */
export async function addSubscription(
  db: Kysely<Database>,
  subscription: NewSubscription,
): Promise<boolean> {
  try {
    await db
      .insertInto('newsletter_subscriptions')
      .values({
        email: subscription.email,
        language: subscription.language,
        privacy_consent: subscription.privacyConsent,
      })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}
