import type { Locale } from '@shop/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { checkoutMessages } from '../checkout-messages';
import { CheckoutRefusal } from './checkout-refusal';
import { findOrderByNumber, type OrderRow } from './order-repository';
import { canOpenOrder } from './order-service';

/**
 * Who acts on an order after it was placed (withdraws, downloads its documents): the signed-in
 * customer who placed it, or whoever holds its e-mailed link (a guest has nothing else). The
 * order number alone opens nothing.
 */
export type OrderHolder =
  { channel: 'account'; customerId: number } | { channel: 'order-link'; accessToken: string };

/** Whether the order is the holder's: the customer's own, or the one its link opens. */
function isHolders(order: OrderRow, holder: OrderHolder): boolean {
  return holder.channel === 'account'
    ? order.customer_id === holder.customerId
    : canOpenOrder(order, { customerId: null, sessionId: null }, holder.accessToken);
}

/**
 * The holder's order, or a 404 `CheckoutRefusal` in `language` for any other, like one that does
 * not exist; with `lock`, the order is held until the transaction ends.
 */
export async function holdersOrder(
  db: Kysely<Database> | Transaction<Database>,
  orderNumber: string,
  holder: OrderHolder,
  language: Locale,
  { lock = false }: { lock?: boolean } = {},
): Promise<OrderRow> {
  const order = await findOrderByNumber(db, orderNumber, { lock });
  if (!order || !isHolders(order, holder)) {
    throw new CheckoutRefusal(404, checkoutMessages[language].orderNotFound);
  }
  return order;
}
