import type { Locale, RegistrationProfile } from '@shop/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { snakeCased } from '../db/snake-cased';

export interface NewCustomer {
  /** Trimmed; compared regardless of case. */
  email: string;
  passwordHash: string;
  /** Each field in the `customers` column of its name (`lastName` in `last_name`). */
  profile: RegistrationProfile;
  language: Locale;
  newsletter: boolean;
  /** The versions of the consent texts the form showed (`CONSENT_TEXT_VERSIONS`). */
  consentTextVersions: { privacy: string; newsletter: string };
}

/**
 * Inserts a customer with the time of their consents and answers their id, or null when the
 * address already has an account. One insert on the unique lower(email) index decides, so two
 * simultaneous registrations of one address cannot both succeed. The consents also go to the
 * consent log with their texts' versions: call it inside the registration's transaction.
 */
export async function insertCustomer(
  db: Kysely<Database>,
  customer: NewCustomer,
): Promise<number | null> {
  const row = await db
    .insertInto('customers')
    .values({
      ...snakeCased(customer.profile),
      email: customer.email,
      password_hash: customer.passwordHash,
      language: customer.language,
      newsletter_consent: customer.newsletter,
      newsletter_consent_at: customer.newsletter ? sql<Date>`now()` : null,
      privacy_consent_at: sql<Date>`now()`,
      privacy_text_version: customer.consentTextVersions.privacy,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await db
    .insertInto('customer_consents')
    .values([
      {
        customer_id: row.id,
        kind: 'privacy',
        granted: true,
        text_version: customer.consentTextVersions.privacy,
      },
      ...(customer.newsletter
        ? [
            {
              customer_id: row.id,
              kind: 'newsletter' as const,
              granted: true,
              text_version: customer.consentTextVersions.newsletter,
            },
          ]
        : []),
    ])
    .execute();
  return row.id;
}

export interface CustomerCredentials {
  id: number;
  email: string;
  name: string;
  /** Null for a customer who signed up through a social login and never set a password. */
  passwordHash: string | null;
}

/** The account of an address, whatever its letter case. */
export async function findCustomerByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<CustomerCredentials | null> {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'email', 'name', 'password_hash'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row
    ? { id: row.id, email: row.email, name: row.name, passwordHash: row.password_hash }
    : null;
}

export async function setPasswordHash(
  db: Kysely<Database>,
  customerId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ password_hash: passwordHash })
    .where('id', '=', customerId)
    .execute();
}

/**
 * The customer's password hash: null for a customer without a password (social login only),
 * undefined when there is no such customer.
 */
export async function findPasswordHash(
  db: Kysely<Database>,
  customerId: number,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('password_hash')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.password_hash;
}
