import { sql, type Kysely } from 'kysely';

/**
 * Login protection without lockout, and registration confirmed by e-mail (issue 27).
 * - `pending_registrations`: a registration waits here, known by the SHA-256 of its e-mailed link's
 *   token, until the link is opened; only then does the customer exist.
 * - `known_devices`: browsers a customer logged in from, known by the SHA-256 of a cookie's token;
 *   the owner's correct password from one of them is never delayed.
 * - `login_throttles`: failed logins per address (hashed, whether or not it has an account) and
 *   the time the next attempt from an unknown device may come.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pending_registrations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    // "YYYY-MM-DD" as typed: the customer's date column gets it on activation.
    .addColumn('birthday', 'text')
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('male', 'female')`))
    .addColumn('interest', 'text', (col) => col.notNull().check(sql`interest in ('men', 'women')`))
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('it', 'en')`))
    .addColumn('newsletter', 'boolean', (col) => col.notNull())
    .addColumn('privacy_text_version', 'text', (col) => col.notNull())
    .addColumn('newsletter_text_version', 'text', (col) => col.notNull())
    .addColumn('redirect', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pending_registrations_expires_at_idx')
    .on('pending_registrations')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('known_devices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('known_devices_customer_idx')
    .on('known_devices')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('login_throttles')
    .addColumn('bucket', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_attempt_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_throttles').execute();
  await db.schema.dropTable('known_devices').execute();
  await db.schema.dropTable('pending_registrations').execute();
}
