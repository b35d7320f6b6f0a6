import { sql, type Kysely } from 'kysely';

/**
 * A withdrawal's return worth no more than its return shipping (spec §9) is a refund of nothing:
 * the shop keeps it all back. A refund still moves money one way or the other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refunds drop constraint refunds_amount_cents_check`.execute(db);
  await sql`alter table refunds add constraint refunds_amount_cents_check
    check (amount_cents > 0 or (amount_cents = 0 and return_cost_cents > 0))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table refunds drop constraint refunds_amount_cents_check`.execute(db);
  await sql`alter table refunds add constraint refunds_amount_cents_check
    check (amount_cents > 0)`.execute(db);
}
