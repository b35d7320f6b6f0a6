import { isLocale, type Locale } from '@shop/shared/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface SignupRequest {
  /** Already normalized (trimmed, lower-cased). */
  email: string;
  language: Locale;
  privacyConsent: boolean;
  /** Hash of the token of the new confirmation link. */
  tokenHash: string;
  tokenValidSeconds: number;
}

/**
 * Records a signup and answers whether it needs a confirmation e-mail. A new address is stored
 * pending; a pending one gets the new link (the previous one stops working) and the language of
 * this signup; a confirmed one is left as it is. One upsert on the unique lower(email) index, so
 * simultaneous signups of one address cannot both insert.
 */
export async function recordSignupRequest(
  trx: Transaction<Database>,
  signup: SignupRequest,
): Promise<boolean> {
  const expiresAt = sql<Date>`now() + ${signup.tokenValidSeconds} * interval '1 second'`;
  const row = await trx
    .insertInto('newsletter_subscriptions')
    .values({
      email: signup.email,
      language: signup.language,
      privacy_consent: signup.privacyConsent,
      status: 'pending',
      confirmation_token_hash: signup.tokenHash,
      confirmation_expires_at: expiresAt,
    })
    .onConflict((conflict) =>
      conflict
        .expression(sql`lower(email)`)
        .doUpdateSet({
          language: signup.language,
          privacy_consent: signup.privacyConsent,
          confirmation_token_hash: signup.tokenHash,
          confirmation_expires_at: expiresAt,
        })
        .where('newsletter_subscriptions.status', '=', 'pending'),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface ConfirmedSubscription {
  email: string;
  language: Locale;
  discountCode: string;
}

export type ConfirmationResult =
  | { outcome: 'confirmed'; subscription: ConfirmedSubscription }
  /** The link had been followed already (a second click, a reload): nothing changes. */
  | { outcome: 'already-confirmed' }
  | { outcome: 'invalid' };

/**
 * Confirms the pending subscription whose unexpired link has this token hash, giving it
 * `discountCode`. The conditional update decides, so two clicks at once confirm (and e-mail the
 * code) only once. A confirmed subscription keeps its link hash until the link expires, so
 * following the link again still says "confirmed".
 */
export async function confirmSubscription(
  trx: Transaction<Database>,
  tokenHash: string,
  discountCode: string,
): Promise<ConfirmationResult> {
  const confirmed = await trx
    .updateTable('newsletter_subscriptions')
    .set({ status: 'confirmed', confirmed_at: sql<Date>`now()`, discount_code: discountCode })
    .where('confirmation_token_hash', '=', tokenHash)
    .where('confirmation_expires_at', '>', sql<Date>`now()`)
    .where('status', '=', 'pending')
    .returning(['email', 'language', 'discount_code'])
    .executeTakeFirst();
  if (confirmed) {
    return {
      outcome: 'confirmed',
      subscription: {
        email: confirmed.email,
        language: isLocale(confirmed.language) ? confirmed.language : 'it',
        discountCode,
      },
    };
  }
  const used = await trx
    .selectFrom('newsletter_subscriptions')
    .select('id')
    .where('confirmation_token_hash', '=', tokenHash)
    .where('confirmation_expires_at', '>', sql<Date>`now()`)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return used ? { outcome: 'already-confirmed' } : { outcome: 'invalid' };
}
