import { sql, type Kysely } from 'kysely';

/**
 * Customer accounts (spec §3 User) with their consents, the server-side sessions of customers and
 * guests, and password-reset links. Sessions and reset links are known only by the SHA-256 of the
 * token the shopper holds, so a leaked table opens no session and resets no password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('birthday', 'date')
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('male', 'female')`))
    .addColumn('interest', 'text', (col) => col.notNull().check(sql`interest in ('men', 'women')`))
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('it', 'en')`))
    .addColumn('newsletter_consent', 'boolean', (col) => col.notNull())
    .addColumn('newsletter_consent_at', 'timestamptz')
    .addColumn('privacy_consent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('privacy_text_version', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('customers_email_key')
    .on('customers')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.references('customers.id').onDelete('cascade'),
    )
    .addColumn('guest', 'boolean', (col) => col.notNull())
    // The address a guest gave at checkout; null for a customer's session.
    .addColumn('guest_email', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // A session is a customer's or a guest's, never both and never nobody's.
    .addCheckConstraint(
      'sessions_owner_check',
      sql`(guest and customer_id is null and guest_email is not null)
        or (not guest and customer_id is not null and guest_email is null)`,
    )
    .execute();
  await db.schema
    .createIndex('sessions_customer_idx')
    .on('sessions')
    .column('customer_id')
    .execute();
  await db.schema
    .createIndex('sessions_expires_at_idx')
    .on('sessions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_customer_idx')
    .on('password_reset_tokens')
    .column('customer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('customers').execute();
}
