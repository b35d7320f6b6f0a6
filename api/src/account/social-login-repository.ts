import type { Locale } from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The customer a provider's account is linked to, or null; a found link records the login. */
export async function findLinkedCustomer(
  db: Kysely<Database>,
  provider: string,
  subject: string,
): Promise<number | null> {
  const row = await db
    .updateTable('social_logins')
    .set({ last_login_at: sql<Date>`now()` })
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .returning('customer_id')
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/**
 * Links a provider's account to a customer. False when the customer already has another account
 * of this provider (or, after a simultaneous first login, this account is linked already).
 */
export async function linkSocialLogin(
  db: Kysely<Database>,
  provider: string,
  subject: string,
  customerId: number,
): Promise<boolean> {
  const row = await db
    .insertInto('social_logins')
    .values({ provider, subject, customer_id: customerId })
    .onConflict((conflict) => conflict.doNothing())
    .returning('customer_id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewSocialCustomer {
  email: string;
  name: string;
  lastName: string;
  language: Locale;
}

/**
 * A customer the provider vouches for: no password, and no gender, interest or privacy consent
 * (our registration form was not shown). Null when the address has an account already.
 */
export async function insertSocialCustomer(
  db: Kysely<Database>,
  customer: NewSocialCustomer,
): Promise<number | null> {
  const row = await db
    .insertInto('customers')
    .values({
      email: customer.email,
      password_hash: null,
      name: customer.name,
      last_name: customer.lastName,
      birthday: null,
      gender: null,
      interest: null,
      language: customer.language,
      newsletter_consent: false,
      newsletter_consent_at: null,
      privacy_consent_at: null,
      privacy_text_version: null,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}
