import { sql, type Kysely } from 'kysely';

/**
 * Double opt-in: a signup stays pending until its owner follows the link of the confirmation
 * e-mail. Only a hash of the link's token is kept. Confirming gives the subscription its 10%
 * first-order code, which checkout marks as redeemed. Earlier signups were never confirmed by
 * their owners, so they start pending.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('newsletter_subscriptions')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'confirmed')`),
    )
    .addColumn('confirmation_token_hash', 'text')
    .addColumn('confirmation_expires_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('discount_code', 'text')
    .addColumn('discount_redeemed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('newsletter_subscriptions_token_key')
    .on('newsletter_subscriptions')
    .column('confirmation_token_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('newsletter_subscriptions_discount_code_key')
    .on('newsletter_subscriptions')
    .column('discount_code')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('newsletter_subscriptions')
    .dropColumn('status')
    .dropColumn('confirmation_token_hash')
    .dropColumn('confirmation_expires_at')
    .dropColumn('confirmed_at')
    .dropColumn('discount_code')
    .dropColumn('discount_redeemed_at')
    .execute();
}
