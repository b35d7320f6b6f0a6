import { isLocale, type Locale } from '@shop/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewsletterStatus } from '../db/schema';

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
 * pending; a pending or unsubscribed one gets the new link (the previous one stops working), the
 * language of this signup and is pending (again); a confirmed one is left as it is. One upsert on the unique lower(email) index, so
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
          status: 'pending',
          language: signup.language,
          privacy_consent: signup.privacyConsent,
          confirmation_token_hash: signup.tokenHash,
          confirmation_expires_at: expiresAt,
        })
        .where('newsletter_subscriptions.status', 'in', ['pending', 'unsubscribed']),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface ConfirmedSubscription {
  email: string;
  language: Locale;
  /** The address's first-order code: given now, or kept from an earlier confirmation. */
  discountCode: string;
  /** Whether this confirmation gave the code; a returning address had it already. */
  newCode: boolean;
  unsubscribeToken: string;
}

export type ConfirmationResult =
  | { outcome: 'confirmed'; subscription: ConfirmedSubscription }
  /** The link had been followed already (a second click, a reload): nothing changes. */
  | { outcome: 'already-confirmed' }
  | { outcome: 'invalid' };

/**
 * Confirms the pending subscription whose unexpired link has this token hash. An address
 * confirming for the first time gets `discountCode` and `unsubscribeToken`; one that had
 * unsubscribed and signed up again keeps the code and token it had, so no address ever gets a
 * second code. The conditional update decides, so two clicks at once confirm (and e-mail the
 * code) only once. A confirmed subscription keeps its link hash until the link expires, so
 * following the link again still says "confirmed".
 */
export async function confirmSubscription(
  trx: Transaction<Database>,
  tokenHash: string,
  discountCode: string,
  unsubscribeToken: string,
): Promise<ConfirmationResult> {
  const confirmed = await trx
    .updateTable('newsletter_subscriptions')
    .set({
      status: 'confirmed',
      confirmed_at: sql<Date>`now()`,
      unsubscribed_at: null,
      discount_code: sql<string>`coalesce(discount_code, ${discountCode})`,
      unsubscribe_token: sql<string>`coalesce(unsubscribe_token, ${unsubscribeToken})`,
    })
    .where('confirmation_token_hash', '=', tokenHash)
    .where('confirmation_expires_at', '>', sql<Date>`now()`)
    .where('status', '=', 'pending')
    .returning(['email', 'language', 'discount_code', 'unsubscribe_token'])
    .executeTakeFirst();
  if (confirmed?.discount_code && confirmed.unsubscribe_token) {
    return {
      outcome: 'confirmed',
      subscription: {
        email: confirmed.email,
        language: isLocale(confirmed.language) ? confirmed.language : 'it',
        discountCode: confirmed.discount_code,
        newCode: confirmed.discount_code === discountCode,
        unsubscribeToken: confirmed.unsubscribe_token,
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

/** A subscription as its unsubscribe link finds it. */
export interface UnsubscribeTarget {
  email: string;
  language: Locale;
  subscribed: boolean;
}

/** The subscription of an unsubscribe link's token, or null for a token nobody has. Reads only. */
export async function findByUnsubscribeToken(
  db: Kysely<Database>,
  token: string,
): Promise<UnsubscribeTarget | null> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'language', 'status'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: row.email,
    language: isLocale(row.language) ? row.language : 'it',
    subscribed: row.status !== 'unsubscribed',
  };
}

/**
 * Takes the address of `token` off the list (again: a second click changes nothing). Its
 * confirmation link stops working and its first-order code stays its own. Null for an unknown
 * token.
 */
export async function unsubscribe(
  db: Kysely<Database>,
  token: string,
): Promise<UnsubscribeTarget | null> {
  await db
    .updateTable('newsletter_subscriptions')
    .set({
      status: 'unsubscribed',
      unsubscribed_at: sql<Date>`now()`,
      confirmation_token_hash: null,
      confirmation_expires_at: null,
    })
    .where('unsubscribe_token', '=', token)
    .where('status', '<>', 'unsubscribed')
    .execute();
  const target = await findByUnsubscribeToken(db, token);
  return target && { ...target, subscribed: false };
}

/** The newsletter's 10% first-order code as the checkout sees it. */
export interface FirstOrderCode {
  code: string;
  /** The subscriber's address (lower case): the code is theirs. */
  email: string;
  redeemed: boolean;
}

/** Codes are typed by hand: blanks around and letter case do not matter. */
const normalizeCode = (code: string) => code.trim().toUpperCase();

/**
 * The first-order code `code`, for the checkout's coupon step, or null for a code nobody was
 * given. An unsubscribed address keeps its code.
 */
export async function findFirstOrderCode(
  db: Kysely<Database>,
  code: string,
): Promise<FirstOrderCode | null> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select(['discount_code', 'email', 'discount_redeemed_at'])
    .where('discount_code', '=', normalizeCode(code))
    .executeTakeFirst();
  if (!row?.discount_code) return null;
  return { code: row.discount_code, email: row.email, redeemed: row.discount_redeemed_at !== null };
}

/**
 * Uses the code up, in the transaction of the order that applies it: true once, false for a code
 * already used (two orders at once: one conditional update, one winner) or unknown.
 */
export async function redeemFirstOrderCode(
  trx: Transaction<Database>,
  code: string,
): Promise<boolean> {
  const used = await trx
    .updateTable('newsletter_subscriptions')
    .set({ discount_redeemed_at: sql<Date>`now()` })
    .where('discount_code', '=', normalizeCode(code))
    .where('discount_redeemed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Where an address stands with the newsletter: confirmed, waiting for its link, or neither. */
export async function newsletterStatusOf(
  db: Kysely<Database> | Transaction<Database>,
  email: string,
): Promise<NewsletterStatus | null> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select('status')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.status ?? null;
}

/** Ends an address's subscription, confirmed or waiting for its link; true when it had one. */
export async function unsubscribeAddress(
  trx: Transaction<Database>,
  email: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('newsletter_subscriptions')
    .set({
      status: 'unsubscribed',
      unsubscribed_at: sql<Date>`now()`,
      confirmation_token_hash: null,
      confirmation_expires_at: null,
    })
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', '<>', 'unsubscribed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A subscription follows its subscriber to a new address (a customer changed theirs), unless the
 * new address has one of its own.
 */
export async function moveSubscription(
  trx: Transaction<Database>,
  from: string,
  to: string,
): Promise<void> {
  await trx
    .updateTable('newsletter_subscriptions')
    .set({ email: to.toLowerCase() })
    .where(sql<string>`lower(email)`, '=', from.toLowerCase())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('newsletter_subscriptions as other')
            .select('other.id')
            .where(sql<string>`lower(other.email)`, '=', to.toLowerCase()),
        ),
      ),
    )
    .execute();
}
