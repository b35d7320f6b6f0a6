import type { CarrierId, Locale, OrderShipment } from '@shop/shared/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { CARRIERS } from './carriers';

type Db = Kysely<Database> | Transaction<Database>;

/** An order's parcels as the contract has them, oldest first. */
export async function shipmentsOf(
  db: Db,
  orderId: number,
  language: Locale,
): Promise<OrderShipment[]> {
  const shipments = await db
    .selectFrom('shipments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  if (shipments.length === 0) return [];
  const lines = await db
    .selectFrom('shipment_items')
    .selectAll()
    .where(
      'shipment_id',
      'in',
      shipments.map((shipment) => shipment.id),
    )
    .orderBy('position')
    .execute();
  return shipments.map((shipment) => {
    const carrier = CARRIERS[shipment.carrier as CarrierId];
    return {
      carrier: { id: shipment.carrier as CarrierId, name: carrier.name },
      trackingNumber: shipment.tracking_number,
      trackingUrl: carrier.trackingUrl(shipment.tracking_number, language),
      shippedAt: shipment.shipped_at.toISOString(),
      deliveredAt: shipment.delivered_at?.toISOString() ?? null,
      lines: lines
        .filter((line) => line.shipment_id === shipment.id)
        .map((line) => ({ line: line.position + 1, quantity: line.quantity })),
    };
  });
}

/** How many pieces of each of the order's lines (by position) are still to ship. */
export async function piecesLeftToShip(db: Db, orderId: number): Promise<Map<number, number>> {
  const items = await db
    .selectFrom('order_items')
    .select(['position', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  const shipped = await db
    .selectFrom('shipment_items as si')
    .innerJoin('shipments as s', 's.id', 'si.shipment_id')
    .select(['si.position', (eb) => eb.fn.sum<string>('si.quantity').as('quantity')])
    .where('s.order_id', '=', orderId)
    .groupBy('si.position')
    .execute();
  const left = new Map(items.map((item) => [item.position, item.quantity]));
  for (const row of shipped) {
    left.set(row.position, (left.get(row.position) ?? 0) - Number(row.quantity));
  }
  return left;
}
