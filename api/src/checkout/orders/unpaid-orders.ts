import type { StoreId } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/schema';
import { CheckoutRefusal } from './checkout-refusal';
import type { CheckoutMessages } from '../checkout-messages';
import { findOrderByNumber, orderLocale, type OrderRow } from './order-repository';
import { cancellationEmailOf } from './order-cancelled-email';
import { enqueueOrderEmail } from './order-email-limit';
import { orderPageUrl } from './order-links';
import { canOpenOrder } from './order-service';
import { cancelUnpaidOrder } from './reservations';

/** Whose orders a request may act on: its customer, or its guest session. */
export interface OrderHolder {
  customerId: number | null;
  sessionId: string | null;
}

/**
 * The holder's newest order still waiting for its payment (a provider's page left with Back, a
 * declined card), its stock held: what the checkout offers a shopper who comes back. A bank
 * transfer's order is not one: it is complete, waiting for the money.
 */
export async function findUnpaidOrderOf(
  db: Kysely<Database>,
  holder: OrderHolder,
): Promise<OrderRow | null> {
  const { customerId, sessionId } = holder;
  if (customerId === null && sessionId === null) return null;
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where((eb) =>
      customerId !== null
        ? eb('customer_id', '=', customerId)
        : eb('guest_session_id', '=', sessionId),
    )
    .where('status', '=', 'pending')
    .where('stock_reserved', '=', true)
    .where('payment_status', 'in', ['pending', 'failed'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The shopper cancels an order that is not paid (issue 29's decision: a cancellation, not a
 * withdrawal): its stock and coupon come back at once, in one transaction with the order locked,
 * so a payment callback racing it either paid the order first (409) or finds it cancelled. An
 * e-mail confirms it, in the order's language.
 */
export async function cancelByShopper(
  db: Kysely<Database>,
  orderNumber: string,
  holder: OrderHolder,
  accessToken: string | undefined,
  { messages, storeOrigins, emailsPerAddress }: CancelContext,
): Promise<OrderRow> {
  return db.transaction().execute(async (trx) => {
    const order = await findOrderByNumber(trx, orderNumber, { lock: true });
    if (!order || !canOpenOrder(order, holder, accessToken)) {
      throw new CheckoutRefusal(404, messages.orderNotFound);
    }
    if (!(await cancelUnpaidOrder(trx, order.id, 'cancelled-by-shopper', 'shopper'))) {
      throw new CheckoutRefusal(409, messages.orderNotCancellable);
    }
    const language = orderLocale(order);
    await enqueueOrderEmail(
      trx,
      cancellationEmailOf(
        order,
        orderPageUrl(storeOrigins, language, 'error', order.number, order.access_token),
        { shopper: true },
      ),
      emailsPerAddress,
    );
    return (await findOrderByNumber(trx, orderNumber)) ?? order;
  });
}

export interface CancelContext {
  /** The requester's language: the refusals are in it. */
  messages: CheckoutMessages;
  storeOrigins: Record<StoreId, string>;
  /** The cap on order e-mails per address (`enqueueOrderEmail`). */
  emailsPerAddress: RateLimitRule;
}
