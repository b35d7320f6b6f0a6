import { sql, type Kysely } from 'kysely';

/**
 * Unsubscribing in one click: a confirmed subscription gets the token of its unsubscribe link,
 * which every newsletter e-mail carries (in its text and in `List-Unsubscribe`, RFC 8058). The
 * token is kept as it is, not hashed: each later newsletter e-mail must put the same link in, and
 * the token can do nothing but take its own address off the list. An unsubscribed row stays, with
 * its first-order code, so signing up again never gives the address a second code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table newsletter_subscriptions drop constraint newsletter_subscriptions_status_check`.execute(
    db,
  );
  await sql`alter table newsletter_subscriptions add constraint newsletter_subscriptions_status_check
    check (status in ('pending', 'confirmed', 'unsubscribed'))`.execute(db);
  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('unsubscribe_token', 'text')
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('newsletter_subscriptions_unsubscribe_token_key')
    .on('newsletter_subscriptions')
    .column('unsubscribe_token')
    .unique()
    .execute();

  // Headers a message needs beyond the usual ones (List-Unsubscribe and List-Unsubscribe-Post).
  await db.schema
    .alterTable('email_outbox')
    .addColumn('headers', 'jsonb', (col) =>
      col.check(sql`headers is null or jsonb_typeof(headers) = 'object'`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('headers').execute();
  await db.schema
    .alterTable('newsletter_subscriptions')
    .dropColumn('unsubscribe_token')
    .dropColumn('unsubscribed_at')
    .execute();
  await sql`update newsletter_subscriptions set status = 'pending' where status = 'unsubscribed'`.execute(
    db,
  );
  await sql`alter table newsletter_subscriptions drop constraint newsletter_subscriptions_status_check`.execute(
    db,
  );
  await sql`alter table newsletter_subscriptions add constraint newsletter_subscriptions_status_check
    check (status in ('pending', 'confirmed'))`.execute(db);
}
