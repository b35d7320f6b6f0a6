import type { Locale, StoreId } from '@shop/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueEmail } from '../email/outbox-repository';
import { confirmationEmail, welcomeEmail } from './newsletter-emails';
import { confirmSubscription, recordSignupRequest } from './newsletter-repository';
import {
  hashToken,
  newConfirmationToken,
  newDiscountCode,
  newUnsubscribeToken,
} from './newsletter-tokens';

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_HOURS = 48;

export interface Signup {
  /** Already normalized (trimmed, lower-cased). */
  email: string;
  language: Locale;
  privacyConsent: boolean;
}

/**
 * Where a language's shopper lands: Italian on the Italian store, English under /en on the
 * international store.
 */
export function newsletterPageUrl(storeOrigins: Record<StoreId, string>, language: Locale): URL {
  return language === 'it'
    ? new URL('/pages/newsletter', storeOrigins.it)
    : new URL('/en/pages/newsletter', storeOrigins.intl);
}

export function storeHomeUrl(storeOrigins: Record<StoreId, string>, language: Locale): string {
  return language === 'it'
    ? new URL('/', storeOrigins.it).href
    : new URL('/en', storeOrigins.intl).href;
}

/**
 * Records a signup and, when the address is not confirmed yet, writes the confirmation e-mail
 * to the outbox in the same transaction. Already-confirmed addresses get nothing.
 */
export async function requestSignup(
  trx: Transaction<Database>,
  signup: Signup,
  storeOrigins: Record<StoreId, string>,
): Promise<void> {
  const token = newConfirmationToken();
  const needsConfirmation = await recordSignupRequest(trx, {
    ...signup,
    tokenHash: hashToken(token),
    tokenValidSeconds: CONFIRMATION_VALID_HOURS * 3600,
  });
  if (!needsConfirmation) return;
  const link = newsletterPageUrl(storeOrigins, signup.language);
  link.searchParams.set('confirm', token);
  await enqueueEmail(
    trx,
    confirmationEmail(signup.email, signup.language, link.href, CONFIRMATION_VALID_HOURS),
  );
}

/**
 * The one-click unsubscribe link of a subscription (`GET` shows a confirmation, `POST`
 * unsubscribes), on the store of its language, like every link the subscriber gets.
 */
export function unsubscribeUrl(
  storeOrigins: Record<StoreId, string>,
  language: Locale,
  token: string,
): string {
  const url = new URL(
    '/api/newsletter/unsubscribe',
    storeOrigins[language === 'it' ? 'it' : 'intl'],
  );
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * Confirms the signup of a link's token and writes the welcome e-mail to the outbox, in the
 * subscription's language, in the same transaction: with the discount code when this
 * confirmation gave it, without it for an address that had it already (one code per address).
 * `'reconfirmed'` says the address had been subscribed before.
 */
export async function confirmSignup(
  trx: Transaction<Database>,
  token: string,
  storeOrigins: Record<StoreId, string>,
): Promise<'confirmed' | 'reconfirmed' | 'invalid'> {
  const result = await confirmSubscription(
    trx,
    hashToken(token),
    newDiscountCode(),
    newUnsubscribeToken(),
  );
  if (result.outcome === 'invalid') return 'invalid';
  if (result.outcome === 'already-confirmed') return 'confirmed';
  const { email, language, discountCode, newCode, unsubscribeToken } = result.subscription;
  await enqueueEmail(
    trx,
    welcomeEmail(
      email,
      language,
      newCode ? discountCode : null,
      storeHomeUrl(storeOrigins, language),
      unsubscribeUrl(storeOrigins, language, unsubscribeToken),
    ),
  );
  return newCode ? 'confirmed' : 'reconfirmed';
}
