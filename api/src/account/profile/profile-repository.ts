import type { ConsentKind, NewsletterStanding, ProfileResponse } from '@shop/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import { newsletterStatusOf } from '../../newsletter';
import { pendingEmailOf } from './email-change-repository';

type Db = Kysely<Database> | Transaction<Database>;

const STANDING = {
  confirmed: 'subscribed',
  pending: 'awaiting-confirmation',
  unsubscribed: 'not-subscribed',
} as const satisfies Record<string, NewsletterStanding>;

/** The customer's profile as their page shows it; null when the customer is gone. */
export async function readProfile(db: Db, customerId: number): Promise<ProfileResponse | null> {
  const customer = await db
    .selectFrom('customers')
    .select([
      'email',
      'name',
      'last_name',
      sql<boolean>`password_hash is not null`.as('has_password'),
    ])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) return null;
  const [consents, status, pendingEmail] = await Promise.all([
    db
      .selectFrom('customer_consents')
      .select(['kind', 'granted', 'text_version', 'recorded_at'])
      .where('customer_id', '=', customerId)
      .orderBy('recorded_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    newsletterStatusOf(db, customer.email),
    pendingEmailOf(db, customerId),
  ]);
  return {
    name: customer.name,
    lastName: customer.last_name,
    email: customer.email,
    hasPassword: customer.has_password,
    newsletter: status ? STANDING[status] : 'not-subscribed',
    pendingEmail,
    consents: consents.map((consent) => ({
      kind: consent.kind satisfies ConsentKind,
      granted: consent.granted,
      textVersion: consent.text_version,
      recordedAt: new Date(consent.recorded_at).toISOString(),
    })),
  };
}

/** Records a consent given or withdrawn, with the version of the words the customer saw. */
export async function recordConsent(
  trx: Transaction<Database>,
  customerId: number,
  consent: { kind: ConsentKind; granted: boolean; textVersion: string },
): Promise<void> {
  await trx
    .insertInto('customer_consents')
    .values({
      customer_id: customerId,
      kind: consent.kind,
      granted: consent.granted,
      text_version: consent.textVersion,
    })
    .execute();
  if (consent.kind === 'newsletter') {
    await trx
      .updateTable('customers')
      .set({
        newsletter_consent: consent.granted,
        newsletter_consent_at: consent.granted ? sql<Date>`now()` : null,
      })
      .where('id', '=', customerId)
      .execute();
  }
}
