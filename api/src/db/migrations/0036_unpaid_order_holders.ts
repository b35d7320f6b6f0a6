import { sql, type Kysely } from 'kysely';

/**
 * Who holds an unpaid order, for the caps on what one holder may keep reserved (docs/checkout.md,
 * "Limits on unpaid orders"): the client address it was placed from, hashed (the column holds no
 * address), and partial indexes that find a holder's unpaid orders by address, e-mail and session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('client_address_hash', 'text').execute();
  await sql`create index orders_unpaid_client_idx on orders (client_address_hash) where status = 'pending' and stock_reserved`.execute(
    db,
  );
  await sql`create index orders_unpaid_email_idx on orders (lower(email)) where status = 'pending' and stock_reserved`.execute(
    db,
  );
  await sql`create index orders_unpaid_session_idx on orders (guest_session_id) where status = 'pending' and stock_reserved`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_unpaid_session_idx`.execute(db);
  await sql`drop index orders_unpaid_email_idx`.execute(db);
  await sql`drop index orders_unpaid_client_idx`.execute(db);
  await db.schema.alterTable('orders').dropColumn('client_address_hash').execute();
}
