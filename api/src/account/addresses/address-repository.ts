import type { AddressFields, SavedAddress } from '@shop/shared/contracts';
import type { AddressCountryCode } from '@shop/shared/countries';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AddressesTable, Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type AddressRow = Selectable<AddressesTable>;

/** Spec §3 field names to their columns. */
const COLUMNS = {
  name: 'name',
  lastName: 'last_name',
  streetAddress: 'street_address',
  streetNumber: 'street_number',
  additionalInfo: 'additional_info',
  province: 'province',
  country: 'country',
  city: 'city',
  postalCode: 'postal_code',
  phonePrefix: 'phone_prefix',
  phoneNumber: 'phone_number',
  fiscalCode: 'fiscal_code',
} as const satisfies Record<keyof AddressFields, keyof AddressesTable>;

type AddressColumnValues = Partial<Record<(typeof COLUMNS)[keyof typeof COLUMNS], string>>;

function columnsOf(fields: Partial<AddressFields>): AddressColumnValues {
  const values: AddressColumnValues = {};
  for (const [field, column] of Object.entries(COLUMNS) as [
    keyof AddressFields,
    (typeof COLUMNS)[keyof typeof COLUMNS],
  ][]) {
    const value = fields[field];
    if (value !== undefined) values[column] = value;
  }
  return values;
}

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    lastName: row.last_name,
    streetAddress: row.street_address,
    streetNumber: row.street_number,
    additionalInfo: row.additional_info,
    province: row.province,
    country: row.country as AddressCountryCode,
    city: row.city,
    postalCode: row.postal_code,
    phonePrefix: row.phone_prefix,
    phoneNumber: row.phone_number,
    fiscalCode: row.fiscal_code,
    isDefault: row.is_default,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The customer's addresses: the default first, then oldest first. */
export async function listAddresses(db: Db, customerId: number): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(toSavedAddress);
}

/** The customer's address `id`, or null when the customer has none of that id. */
export async function findAddress(
  db: Db,
  customerId: number,
  id: number,
): Promise<SavedAddress | null> {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? toSavedAddress(row) : null;
}

/**
 * Locks the customer's row, so two requests adding or deleting addresses at once take turns:
 * the cap and the one default hold under concurrency.
 */
export async function lockCustomer(trx: Transaction<Database>, customerId: number): Promise<void> {
  await trx
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function countAddresses(db: Db, customerId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Clears the default flag of the customer's addresses (before another one takes it). */
async function clearDefault(trx: Transaction<Database>, customerId: number): Promise<void> {
  await trx
    .updateTable('addresses')
    .set({ is_default: false })
    .where('customer_id', '=', customerId)
    .where('is_default', '=', true)
    .execute();
}

/** Adds an address; the customer's first one is the default whatever was asked. */
export async function insertAddress(
  trx: Transaction<Database>,
  customerId: number,
  fields: AddressFields,
  makeDefault: boolean,
): Promise<SavedAddress> {
  const isDefault = makeDefault || (await countAddresses(trx, customerId)) === 0;
  if (isDefault) await clearDefault(trx, customerId);
  const row = await trx
    .insertInto('addresses')
    .values({
      customer_id: customerId,
      name: fields.name,
      last_name: fields.lastName,
      street_address: fields.streetAddress,
      street_number: fields.streetNumber,
      additional_info: fields.additionalInfo ?? '',
      province: fields.province,
      country: fields.country,
      city: fields.city,
      postal_code: fields.postalCode,
      phone_prefix: fields.phonePrefix,
      phone_number: fields.phoneNumber,
      fiscal_code: fields.fiscalCode,
      is_default: isDefault,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSavedAddress(row);
}

/**
 * Changes the fields given of the customer's address `id`; null when the customer has no such
 * address. `isDefault: true` makes it the default; `false` on the default changes nothing there
 * (a customer with addresses always has a default).
 */
export async function updateAddress(
  trx: Transaction<Database>,
  customerId: number,
  id: number,
  fields: Partial<AddressFields>,
  isDefault: boolean | undefined,
): Promise<SavedAddress | null> {
  const current = await trx
    .selectFrom('addresses')
    .select(['id', 'is_default'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return null;
  const makeDefault = isDefault === true && !current.is_default;
  if (makeDefault) await clearDefault(trx, customerId);
  const row = await trx
    .updateTable('addresses')
    .set({
      ...columnsOf(fields),
      ...(makeDefault ? { is_default: true } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSavedAddress(row);
}

/**
 * Deletes the customer's address `id`; false when the customer has no such address. When it was
 * the default, the oldest remaining address becomes the default.
 */
export async function deleteAddress(
  trx: Transaction<Database>,
  customerId: number,
  id: number,
): Promise<boolean> {
  const deleted = await trx
    .deleteFrom('addresses')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .returning('is_default')
    .executeTakeFirst();
  if (!deleted) return false;
  if (deleted.is_default) {
    const oldest = await trx
      .selectFrom('addresses')
      .select('id')
      .where('customer_id', '=', customerId)
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (oldest) {
      await trx
        .updateTable('addresses')
        .set({ is_default: true })
        .where('id', '=', oldest.id)
        .execute();
    }
  }
  return true;
}
