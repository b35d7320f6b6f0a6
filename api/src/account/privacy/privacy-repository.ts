import type { AccountDataExport, ConsentKind, Locale, StoreId } from '@shop/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { listAddresses } from '../addresses/address-repository';
import { enqueueEmail } from '../../email/outbox-repository';
import { accountDeletedEmail, type AccountHolder } from '../account-notice-emails';
import { PASSWORD_RESET_KIND } from '../auth-emails';
import { deleteCustomerRow, type AccountErasure } from './account-erasure';
import { readCustomerActivity } from './account-data-activity';
import { readCustomerOrders } from './account-data-orders';
import { readCustomerWishlist } from './account-data-wishlist';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Everything the shop keeps about the customer (`AccountDataExport`, and their wishlist); null when
 * they are gone.
 */
export async function readAccountData(
  db: Kysely<Database>,
  customerId: number,
): Promise<AccountDataExport | null> {
  const customer = await db
    .selectFrom('customers')
    .select([
      'email',
      'name',
      'last_name',
      sql<string | null>`birthday::text`.as('birthday'),
      'gender',
      'interest',
      'language',
      sql<boolean>`password_hash is not null`.as('has_password'),
      'created_at',
    ])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) return null;
  const language = customer.language as Locale;
  const [consents, addresses, socialLogins, orders, activity, wishlist] = await Promise.all([
    db
      .selectFrom('customer_consents')
      .select(['kind', 'granted', 'text_version', 'recorded_at'])
      .where('customer_id', '=', customerId)
      .orderBy('recorded_at')
      .orderBy('id')
      .execute(),
    listAddresses(db, customerId),
    db
      .selectFrom('social_logins')
      .select(['provider', 'created_at', 'last_login_at'])
      .where('customer_id', '=', customerId)
      .orderBy('provider')
      .execute(),
    readCustomerOrders(db, customerId),
    readCustomerActivity(db, customerId, customer.email, language),
    readCustomerWishlist(db, customerId, language),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      email: customer.email,
      name: customer.name,
      lastName: customer.last_name,
      birthday: customer.birthday,
      gender: customer.gender,
      interest: customer.interest,
      language,
      hasPassword: customer.has_password,
      createdAt: iso(customer.created_at),
    },
    consents: consents.map((consent) => ({
      kind: consent.kind satisfies ConsentKind,
      granted: consent.granted,
      textVersion: consent.text_version,
      recordedAt: iso(consent.recorded_at),
    })),
    addresses,
    socialLogins: socialLogins.map((link) => ({
      provider: link.provider,
      linkedAt: iso(link.created_at),
      lastLoginAt: iso(link.last_login_at),
    })),
    orders,
    ...activity,
    wishlist,
  };
}

/** Locks the customer's row for the deletion and answers their address; undefined when gone. */
export async function lockCustomerForDeletion(
  trx: Transaction<Database>,
  customerId: number,
): Promise<AccountHolder | undefined> {
  return trx
    .selectFrom('customers')
    .select(['email', 'name', 'language'])
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Erases the customer inside `trx`: the other modules' hooks first (orders are anonymised and
 * keep their place), then the password-reset e-mails still naming them, then their row, which
 * takes sessions, addresses, consents, social logins and reset links with it; last, the e-mail
 * that confirms the deletion to the address.
 */
export async function eraseCustomer(
  trx: Transaction<Database>,
  customerId: number,
  erasure: AccountErasure,
  storeOrigins: Record<StoreId, string>,
): Promise<boolean> {
  const customer = await lockCustomerForDeletion(trx, customerId);
  if (!customer) return false;
  await erasure.run(trx, customerId);
  await trx
    .deleteFrom('email_outbox')
    .where(sql<string>`lower(recipient)`, '=', customer.email.toLowerCase())
    .where('kind', '=', PASSWORD_RESET_KIND)
    .execute();
  if (!(await deleteCustomerRow(trx, customerId))) return false;
  await enqueueEmail(trx, accountDeletedEmail(customer, storeOrigins));
  return true;
}
