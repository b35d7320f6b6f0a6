import { sql, type Kysely } from 'kysely';

/**
 * Social login (OpenID Connect). A customer who signs in through a provider may have no password,
 * and the provider tells us neither gender nor interest, nor has the customer accepted our privacy
 * text on our form: those columns may now be null. `social_logins` links a provider's account (its
 * `sub`, stable for the provider) to a customer: one customer per provider account, and at most one
 * account of each provider per customer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of [
    'password_hash',
    'gender',
    'interest',
    'privacy_consent_at',
    'privacy_text_version',
  ]) {
    await db.schema
      .alterTable('customers')
      .alterColumn(column, (col) => col.dropNotNull())
      .execute();
  }

  await db.schema
    .createTable('social_logins')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('social_logins_pkey', ['provider', 'subject'])
    .addUniqueConstraint('social_logins_customer_provider_key', ['customer_id', 'provider'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_logins').execute();
  // Fails while a customer without a password (or the other fields) exists: delete them first.
  for (const column of [
    'password_hash',
    'gender',
    'interest',
    'privacy_consent_at',
    'privacy_text_version',
  ]) {
    await db.schema
      .alterTable('customers')
      .alterColumn(column, (col) => col.setNotNull())
      .execute();
  }
}
