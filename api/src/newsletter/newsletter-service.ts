import type { Locale, StoreId } from '@shop/shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { enqueueEmail } from '../email/outbox-repository';
import { confirmationEmail, welcomeEmail } from './newsletter-emails';
import { confirmSubscription, recordSignupRequest } from './newsletter-repository';
import { hashToken, newConfirmationToken, newDiscountCode } from './newsletter-tokens';

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

function storeHomeUrl(storeOrigins: Record<StoreId, string>, language: Locale): string {
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
 * Confirms the signup of a link's token and writes the welcome e-mail with the discount code to
 * the outbox, in the subscription's language, in the same transaction.
 */
export async function confirmSignup(
  trx: Transaction<Database>,
  token: string,
  storeOrigins: Record<StoreId, string>,
): Promise<'confirmed' | 'invalid'> {
  const result = await confirmSubscription(trx, hashToken(token), newDiscountCode());
  if (result.outcome === 'invalid') return 'invalid';
  if (result.outcome === 'confirmed') {
    const { email, language, discountCode } = result.subscription;
    await enqueueEmail(
      trx,
      welcomeEmail(email, language, discountCode, storeHomeUrl(storeOrigins, language)),
    );
  }
  return 'confirmed';
}
