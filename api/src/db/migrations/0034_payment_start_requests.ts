import type { Kysely } from 'kysely';

/**
 * When a server last asked the provider to start a payment attempt (null: never). A server claims
 * the start by setting it, so two servers (or a double submit) never both call the provider for
 * one attempt; an attempt still unclaimed minutes after its order committed lost its server
 * between the commit and the start, and the reservation job settles it (see `payment-starts.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('start_requested_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('start_requested_at').execute();
}
