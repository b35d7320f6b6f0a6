import { sql, type Kysely } from 'kysely';

/** Newsletter sign-ups (spec §3): one row per e-mail address, compared case-insensitively. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('it', 'en')`))
    .addColumn('privacy_consent', 'boolean', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('newsletter_subscriptions_email_key')
    .on('newsletter_subscriptions')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
}
