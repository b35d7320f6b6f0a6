import type { ShipOrderRequest, StoreId } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { enqueueEmail } from '../../../email/outbox-repository';
import { CheckoutRefusal } from '../checkout-refusal';
import { moveOrder } from '../lifecycle/move-order';
import { shopperOrderUrl } from '../order-links';
import { findOrderByNumber, orderLocale, type OrderRow } from '../order-repository';
import { CARRIERS } from './carriers';
import { orderShippedEmail } from './order-shipped-email';
import { piecesLeftToShip } from './shipment-repository';

/** The pieces a parcel carries: by the order's line position, how many. */
type Parcel = Map<number, number>;

/** What the request asks to ship, checked against what is left; a refusal says what is wrong. */
function parcelOf(request: ShipOrderRequest, left: Map<number, number>): Parcel {
  if (!request.lines) {
    const everything = new Map([...left].filter(([, quantity]) => quantity > 0));
    if (everything.size === 0) throw new CheckoutRefusal(409, 'Every piece has been shipped');
    return everything;
  }
  const parcel: Parcel = new Map();
  for (const { line, quantity } of request.lines) {
    const position = line - 1;
    if (parcel.has(position)) throw new CheckoutRefusal(400, `Line ${line} is named twice`);
    const leftOfLine = left.get(position);
    if (leftOfLine === undefined) throw new CheckoutRefusal(400, `The order has no line ${line}`);
    if (quantity > leftOfLine) {
      throw new CheckoutRefusal(409, `Line ${line} has ${leftOfLine} pieces left to ship`);
    }
    parcel.set(position, quantity);
  }
  return parcel;
}

/**
 * A parcel of a paid order left (issue 29, "Ship"): records it and its pieces, moves the order
 * (shipped once nothing is left to ship, partly shipped before) and e-mails the shopper the
 * tracking link, all in one transaction with the order locked. The same carrier and tracking
 * number again is the same parcel: nothing more is written, so a repeated command is harmless.
 */
export async function shipOrder(
  db: Kysely<Database>,
  orderNumber: string,
  request: ShipOrderRequest,
  storeOrigins: Record<StoreId, string>,
): Promise<OrderRow> {
  const carrier = CARRIERS[request.carrier];
  return db.transaction().execute(async (trx) => {
    const order = await findOrderByNumber(trx, orderNumber, { lock: true });
    if (!order) throw new CheckoutRefusal(404, 'Unknown order');
    const known = await trx
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', order.id)
      .where('carrier', '=', request.carrier)
      .where('tracking_number', '=', request.trackingNumber)
      .executeTakeFirst();
    if (known) return order;

    const left = await piecesLeftToShip(trx, order.id);
    const parcel = parcelOf(request, left);
    const more = [...left].some(([position, quantity]) => quantity > (parcel.get(position) ?? 0));
    const moved = await moveOrder(trx, order.id, more ? 'partly-shipped' : 'shipped', {
      actor: 'operator',
      reason: `${carrier.name} ${request.trackingNumber}`,
    });
    if (!moved) {
      throw new CheckoutRefusal(
        409,
        order.payment_status === 'paid'
          ? `The order is ${order.shipping_status}: nothing to ship`
          : `The order is not paid (${order.status}, payment ${order.payment_status}): it cannot ship`,
      );
    }
    const shipment = await trx
      .insertInto('shipments')
      .values({
        order_id: order.id,
        carrier: request.carrier,
        tracking_number: request.trackingNumber,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('shipment_items')
      .values(
        [...parcel].map(([position, quantity]) => ({
          shipment_id: shipment.id,
          position,
          quantity,
        })),
      )
      .execute();
    const language = orderLocale(order);
    await enqueueEmail(
      trx,
      orderShippedEmail({
        email: order.email,
        language,
        orderNumber: order.number,
        carrierName: carrier.name,
        trackingNumber: request.trackingNumber,
        trackingUrl: carrier.trackingUrl(request.trackingNumber, language),
        more,
        orderLink: shopperOrderUrl(storeOrigins, order),
      }),
    );
    return moved.order;
  });
}
