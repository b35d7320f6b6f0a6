import { sql, type Kysely } from 'kysely';

/**
 * The authorization codes of the built-in test identity provider (development only): each
 * redeemable once, shortly, by the client, redirect URI and PKCE verifier it was issued for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('test_idp_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('client_id', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('code_challenge', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('given_name', 'text', (col) => col.notNull())
    .addColumn('family_name', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_idp_codes').execute();
}
