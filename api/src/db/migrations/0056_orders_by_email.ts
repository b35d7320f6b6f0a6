import { sql, type Kysely } from 'kysely';

/**
 * Guest orders by address: a new account with that address proven adopts them
 * (`checkout/orders/guest-orders.ts`), without reading every order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_guest_email_idx on orders (lower(email)) where customer_id is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_guest_email_idx`.execute(db);
}
