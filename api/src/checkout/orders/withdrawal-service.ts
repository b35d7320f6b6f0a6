import type {
  Locale,
  OrderShipmentLine,
  StoreId,
  WithdrawalResponse,
} from '@shop/shared/contracts';
import { formatDate, formatTime } from '@shop/shared/format';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../email/outbox-repository';
import { accountOrderUrl, orderPageUrl, returnLabelUrl } from './order-links';
import { holdersOrder, type OrderHolder } from './order-holder';
import { orderAddressesOf, orderStore, type OrderRow } from './order-repository';
import { renderReturnLabel } from './returns/return-label';
import { chosenPieces, describePieces, orderLinesOf } from './returns/returned-pieces';
import { CheckoutRefusal } from './checkout-refusal';
import { withdrawalAcknowledgementEmail } from './withdrawal-email';
import { withdrawalMessages, type Moment } from './withdrawal-messages';
import { isWithdrawable, withdrawalDeadline, withdrawalOf } from './withdrawal-period';
import { findWithdrawal, insertWithdrawal, type RecordedWithdrawal } from './withdrawal-repository';

export interface WithdrawalOptions {
  storeOrigins: Record<StoreId, string>;
  now?: () => Date;
}

/**
 * The holder's order (404, in `language`, for any other) and its withdrawal if it has one; with
 * `lock`, the order is held until the transaction ends.
 */
async function withdrawersOrder(
  db: Kysely<Database> | Transaction<Database>,
  orderNumber: string,
  withdrawer: OrderHolder,
  language: Locale,
  options: { lock?: boolean } = {},
): Promise<{ order: OrderRow; earlier: RecordedWithdrawal | undefined }> {
  const order = await holdersOrder(db, orderNumber, withdrawer, language, options);
  return { order, earlier: await findWithdrawal(db, order.id) };
}

const momentOf = (instant: Date, locale: Locale): Moment => ({
  date: formatDate(instant, locale),
  time: formatTime(instant, locale),
});

/** What the shopper asks: in which language, and which pieces she sends back (all when left out). */
export interface WithdrawalAsked {
  language: Locale;
  lines?: readonly OrderShipmentLine[];
}

/**
 * Records a withdrawal from an order's contract, with the pieces the shopper sends back, and
 * queues its acknowledgement e-mail, in one transaction that locks the order first: two
 * simultaneous requests make one withdrawal. Refusals (`CheckoutRefusal`): 404 for an order that
 * is not the withdrawer's, 409 once withdrawn, after the period, or for an order that was never
 * paid, 400 for pieces the order does not have.
 */
export async function withdrawFromOrder(
  db: Kysely<Database>,
  orderNumber: string,
  withdrawer: OrderHolder,
  { language, lines: asked }: WithdrawalAsked,
  { storeOrigins, now = () => new Date() }: WithdrawalOptions,
): Promise<WithdrawalResponse> {
  const messages = withdrawalMessages[language];
  return db.transaction().execute(async (trx) => {
    const { order, earlier } = await withdrawersOrder(trx, orderNumber, withdrawer, language, {
      lock: true,
    });
    if (earlier) {
      throw new CheckoutRefusal(
        409,
        messages.alreadyWithdrawn(momentOf(earlier.requestedAt, language)),
      );
    }
    if (!isWithdrawable(order)) throw new CheckoutRefusal(409, messages.notWithdrawable);
    const at = now();
    const deadline = withdrawalDeadline(order);
    if (at > deadline) {
      throw new CheckoutRefusal(409, messages.periodEnded(formatDate(deadline, language)));
    }

    const items = await orderLinesOf(trx, order.id);
    const withdrawal = { requestedAt: at, lines: chosenPieces(items, asked, language) };
    await insertWithdrawal(trx, order.id, { ...withdrawal, channel: withdrawer.channel, language });
    const received = momentOf(at, language);
    await enqueueEmail(
      trx,
      withdrawalAcknowledgementEmail({
        email: order.email,
        language,
        orderNumber: order.number,
        store: orderStore(order),
        receivedAt: received,
        pieces: describePieces(items, withdrawal.lines),
        returnLabel: returnLabelUrl(
          storeOrigins,
          language,
          order.number,
          withdrawer.channel === 'account'
            ? { customer: true }
            : { customer: false, accessToken: order.access_token },
        ),
        link:
          withdrawer.channel === 'account'
            ? accountOrderUrl(storeOrigins, language, order.number)
            : orderPageUrl(storeOrigins, language, 'success', order.number, order.access_token),
      }),
    );
    return {
      message: messages.received(order.number, received, order.email),
      withdrawal: withdrawalOf(order, withdrawal, at),
    };
  });
}

/**
 * The return label of an order its shopper withdrew from (`returns/return-label.ts`), in
 * `language`: 404 for an order that is not the withdrawer's, 409 before the withdrawal.
 */
export async function returnLabelOf(
  db: Kysely<Database>,
  orderNumber: string,
  withdrawer: OrderHolder,
  language: Locale,
): Promise<Buffer> {
  const { order, earlier: withdrawal } = await withdrawersOrder(
    db,
    orderNumber,
    withdrawer,
    language,
  );
  if (!withdrawal) throw new CheckoutRefusal(409, withdrawalMessages[language].noReturnYet);
  return renderReturnLabel({
    orderNumber: order.number,
    language,
    store: orderStore(order),
    from: orderAddressesOf(order).shippingAddress,
    withdrawnAt: withdrawal.requestedAt,
    pieces: describePieces(await orderLinesOf(db, order.id), withdrawal.lines),
  });
}
