import { sql, type Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import type { Database } from '../../db/schema';
import { settleInTransaction, type SettleContext } from './settle-payment';

/**
 * How long a server may take over a provider's answer before another request (the shopper's
 * retry with the same idempotency key) may start the attempt again. Starting again is safe: the
 * attempt's id is the provider's idempotency key, so the provider answers what it answered before.
 * Generous, so that a slow provider call is never doubled while it is still under way.
 */
export const PAYMENT_START_STALE_SECONDS = 120;

/**
 * An attempt that nobody claimed this long after its order committed lost its server between the
 * commit and the payment start (a crash, a restart): the reservation job settles it as failed.
 * The normal path claims within milliseconds of the commit.
 */
export const UNSTARTED_PAYMENT_GRACE_SECONDS = 120;

/** Why an attempt was settled failed by the job (`payments.failure_reason`). */
export const NOT_STARTED_REASON = 'payment-not-started';

/**
 * Claims the start of a pending attempt for this request: true when this request is to call the
 * provider. One conditional update, so of two requests (a double submit, two servers) only one
 * calls the provider, and never for an attempt the job has settled meanwhile.
 */
export async function claimPaymentStart(db: Kysely<Database>, paymentId: string): Promise<boolean> {
  const claimed = await db
    .updateTable('payments')
    .set({ start_requested_at: sql<Date>`now()`, updated_at: new Date() })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .where('redirect_url', 'is', null)
    .where((eb) =>
      eb.or([
        eb('start_requested_at', 'is', null),
        eb(
          'start_requested_at',
          '<',
          sql<Date>`now() - ${PAYMENT_START_STALE_SECONDS} * interval '1 second'`,
        ),
      ]),
    )
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** How often a provider's answer the database could not take is offered to it again. */
const RECORD_RETRY_MS = 1_000;

/**
 * Writes what the provider answered at once. If the database went away after the provider
 * answered, the request still fails (503), but this server keeps offering the answer to the
 * database until it takes it or `PAYMENT_START_STALE_SECONDS` pass: the writes are once-only
 * (`settlePayment` moves a pending attempt only), and without them the attempt would stay pending
 * and claimed, so that the shopper's retry could not start it again before the claim went stale.
 */
export async function recordStartAnswer(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    void offerAgain(write, Date.now() + PAYMENT_START_STALE_SECONDS * 1_000);
    throw error;
  }
}

async function offerAgain(write: () => Promise<unknown>, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    // Unref'd: a server closing does not wait for the database to come back.
    await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS).unref());
    try {
      await write();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        console.warn(`A payment's answer could not be recorded: ${String(error)}`);
        return;
      }
    }
  }
  console.warn("A payment's answer was not recorded: the database stayed away");
}

/**
 * The job for orders whose payment never started: each attempt still pending and unclaimed
 * `UNSTARTED_PAYMENT_GRACE_SECONDS` after it was written is settled failed, as a declined payment
 * would be. Its order keeps its stock for `reservationMinutes`, so the shopper can pay it
 * (`POST /api/checkout/orders/:id/pay`); unpaid then, `expireReservations` cancels it and gives the
 * stock back. Each attempt in its own short transaction, its order locked first (as everywhere)
 * and skipped when another server holds it; the claim makes a racing start and the job exclusive.
 * Answers how many were settled.
 */
export async function settleUnstartedPayments(
  db: Kysely<Database>,
  context: SettleContext,
  { graceSeconds = UNSTARTED_PAYMENT_GRACE_SECONDS, limit = 100 } = {},
): Promise<number> {
  let settled = 0;
  for (let round = 0; round < limit; round += 1) {
    const done = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('payments as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select('p.id')
        .where('p.status', '=', 'pending')
        .where('p.start_requested_at', 'is', null)
        .where('p.redirect_url', 'is', null)
        .where('p.created_at', '<', sql<Date>`now() - ${graceSeconds} * interval '1 second'`)
        .where('o.status', '=', 'pending')
        .orderBy('p.created_at')
        .limit(1)
        .forUpdate(['o'])
        .skipLocked()
        .executeTakeFirst();
      if (!due) return true;
      // Claimed by the job: a start racing it waits for this transaction, then finds it settled.
      const claimed = await trx
        .updateTable('payments')
        .set({ start_requested_at: sql<Date>`now()` })
        .where('id', '=', due.id)
        .where('status', '=', 'pending')
        .where('start_requested_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      const outcome = { status: 'failed' as const, reason: NOT_STARTED_REASON };
      if (await settleInTransaction(trx, due.id, outcome, context)) settled += 1;
      return false;
    });
    if (done) break;
  }
  return settled;
}
