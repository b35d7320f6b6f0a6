import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** What an order keeps of an address once its customer is gone: where it went, for the tax books. */
const KEPT_ADDRESS_FIELDS = ['country', 'province', 'city', 'postalCode'];

function anonymisedAddress(address: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(address).map(([field, value]) => [
      field,
      KEPT_ADDRESS_FIELDS.includes(field) ? value : '',
    ]),
  );
}

/**
 * The checkout's part of an account's deletion (`AccountErasure`): the customer's orders stay, as
 * the law requires for sales records, without the person: no e-mail, name, street, phone or fiscal
 * code, and the e-mailed link no longer opens them; amounts, items, dates, destination country and city remain. The deletion
 * then sets their `customer_id` to null.
 */
export async function anonymiseCustomerOrders(
  trx: Transaction<Database>,
  customerId: number,
): Promise<void> {
  const orders = await trx
    .selectFrom('orders')
    .select(['id', 'shipping_address', 'billing_address'])
    .where('customer_id', '=', customerId)
    .forUpdate()
    .execute();
  for (const order of orders) {
    await trx
      .updateTable('orders')
      .set({
        email: '',
        client_address_hash: null,
        // A token nobody holds: the e-mailed link stops opening the order.
        access_token: randomBytes(24).toString('base64url'),
        shipping_address: JSON.stringify(anonymisedAddress(order.shipping_address)),
        billing_address: JSON.stringify(anonymisedAddress(order.billing_address)),
      })
      .where('id', '=', order.id)
      .execute();
  }
}
