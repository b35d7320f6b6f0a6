import { sql, type Kysely } from 'kysely';

/**
 * A log of the customers' consents (GDPR art. 7(1): the shop must be able to show that, when and
 * to which words a customer consented): one row each time a consent is given or withdrawn, with
 * the version of the text shown. The rows go with the customer when the account is deleted.
 * Registrations made before this log get their consents copied from the customer's columns; the
 * newsletter text had no version of its own then, so the privacy text's version stands for the
 * form they saw.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_consents')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('privacy', 'newsletter')`))
    .addColumn('granted', 'boolean', (col) => col.notNull())
    .addColumn('text_version', 'text', (col) => col.notNull())
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('customer_consents_customer_idx')
    .on('customer_consents')
    .columns(['customer_id', 'recorded_at'])
    .execute();

  await sql`
    insert into customer_consents (customer_id, kind, granted, text_version, recorded_at)
    select id, 'privacy', true, privacy_text_version, privacy_consent_at
    from customers
    where privacy_consent_at is not null and privacy_text_version is not null`.execute(db);
  await sql`
    insert into customer_consents (customer_id, kind, granted, text_version, recorded_at)
    select id, 'newsletter', true, coalesce(privacy_text_version, 'unrecorded'), newsletter_consent_at
    from customers
    where newsletter_consent and newsletter_consent_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('customer_consents').execute();
}
