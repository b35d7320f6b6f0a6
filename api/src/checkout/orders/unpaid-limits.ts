import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { CheckoutConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { CheckoutMessages } from '../checkout-messages';
import { CheckoutRefusal } from './checkout-refusal';

/**
 * Who would hold a new unpaid order. Each of the three is capped on its own: the visitor (the
 * signed-in customer, or the guest's session), the e-mail address and the client address.
 */
export interface UnpaidHolder {
  customerId: number | null;
  /** The guest's session (sessions.id) when the visitor already has one, else null. */
  guestSessionId: string | null;
  email: string;
  /** `request.ip` as Fastify computes it under TRUST_PROXY. */
  clientAddress: string;
}

type HolderKind = 'visitor' | 'email' | 'client';

interface HolderCount {
  holder: HolderKind;
  orders: number;
  pieces: number;
  /** When the first of these orders' reservations runs out. */
  free_from: Date | null;
}

/** Advisory-lock namespace of the holders' counts (any constant other locks do not use). */
const UNPAID_LOCK_SPACE = 32_036;

/** What `orders.client_address_hash` holds for an address. */
export function clientAddressHash(address: string): string {
  return createHash('sha256').update(address).digest('hex');
}

/** The holders' advisory-lock keys, without repeats, smallest first: the order every checkout locks in. */
function lockKeys(holder: UnpaidHolder): number[] {
  const names = [`email:${holder.email.toLowerCase()}`, `client:${holder.clientAddress}`];
  if (holder.customerId !== null) names.push(`customer:${holder.customerId}`);
  else if (holder.guestSessionId !== null) names.push(`session:${holder.guestSessionId}`);
  const keys = names.map((name) => createHash('sha256').update(name).digest().readInt32BE(0));
  return [...new Set(keys)].sort((a, b) => a - b);
}

/**
 * Refuses an order of `pieces` pieces when one of its holders already holds the most unpaid orders
 * (or pieces) allowed. Called in the order's transaction before its stock is taken: it first takes
 * a transaction-level advisory lock per holder, in one order everywhere, so two checkouts of one
 * holder count one after the other and the second sees the first's order (on any server).
 */
export async function enforceUnpaidLimits(
  trx: Transaction<Database>,
  holder: UnpaidHolder,
  pieces: number,
  limits: CheckoutConfig['unpaidLimits'],
  messages: CheckoutMessages,
): Promise<void> {
  if (pieces > limits.pieces) throw new CheckoutRefusal(409, messages.orderTooLarge(limits.pieces));
  // One round trip for the two or three locks: a VALUES list is scanned in the order written.
  const keys = lockKeys(holder).map((key) => sql`(${key}::integer)`);
  await sql`select pg_advisory_xact_lock(${UNPAID_LOCK_SPACE}, k)
    from (values ${sql.join(keys)}) as held(k)`.execute(trx);

  const email = holder.email.toLowerCase();
  const client = clientAddressHash(holder.clientAddress);
  const { customerId, guestSessionId } = holder;
  const { rows } = await sql<HolderCount>`
    with unpaid as (
      select o.customer_id, o.guest_session_id, lower(o.email) as email, o.client_address_hash,
        o.reserved_until,
        (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = o.id) as pieces
      from orders o
      where o.status = 'pending' and o.stock_reserved
        and (o.customer_id = ${customerId} or o.guest_session_id = ${guestSessionId}
          or lower(o.email) = ${email} or o.client_address_hash = ${client})
    ), held as (
      select 'visitor' as holder, pieces, reserved_until from unpaid
        where customer_id = ${customerId} or guest_session_id = ${guestSessionId}
      union all
      select 'email', pieces, reserved_until from unpaid where email = ${email}
      union all
      select 'client', pieces, reserved_until from unpaid where client_address_hash = ${client}
    )
    select holder, count(*)::integer as orders, coalesce(sum(pieces), 0)::integer as pieces,
      min(reserved_until) as free_from
    from held group by holder`.execute(trx);

  for (const count of rows) {
    const full = count.orders >= limits.orders;
    if (!full && count.pieces + pieces <= limits.pieces) continue;
    throw new CheckoutRefusal(
      429,
      full ? messages.unpaidOrdersLimit(limits.orders) : messages.unpaidPiecesLimit(limits.pieces),
      retryAfter(count.free_from),
    );
  }
}

/** Seconds until the first reservation ends (at least one). */
function retryAfter(freeFrom: Date | null): number {
  if (!freeFrom) return 60;
  return Math.max(1, Math.ceil((new Date(freeFrom).getTime() - Date.now()) / 1000));
}
