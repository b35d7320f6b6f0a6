import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What another module does when a customer deletes their account, inside the deletion's
 * transaction and before the customer's row goes: e.g. checkout anonymises the personal fields of
 * the customer's orders (name, address, e-mail, phone), which the law requires the shop to keep
 * without them. The customer's row is locked (`FOR UPDATE`) while the hooks run. A hook that throws
 * undoes the whole deletion.
 */
export type CustomerErasureHook = (trx: Transaction<Database>, customerId: number) => Promise<void>;

/**
 * The hooks run when an account is deleted, registered by the modules that keep data about a
 * customer in tables of their own. The contract for such a table (e.g. `orders`):
 * - a `customer_id` column that `references customers(id) on delete set null`, so the row
 *   outlives the customer (with `cascade` it would vanish, with the default the deletion fails);
 * - a hook that blanks or replaces the row's personal fields `where customer_id = $1`.
 * Sessions, addresses, consents, social logins, reset links and the wishlist go with the customer
 * (cascade).
 */
export interface AccountErasure {
  /** Adds a hook; `name` says whose it is in the logs. Register before the server starts. */
  register(name: string, hook: CustomerErasureHook): void;
  /** Runs every hook in registration order inside `trx`. */
  run(trx: Transaction<Database>, customerId: number): Promise<void>;
}

export function createAccountErasure(): AccountErasure {
  const hooks: { name: string; hook: CustomerErasureHook }[] = [];
  return {
    register(name, hook) {
      hooks.push({ name, hook });
    },
    async run(trx, customerId) {
      for (const { name, hook } of hooks) {
        try {
          await hook(trx, customerId);
        } catch (error) {
          throw new Error(`The account erasure hook "${name}" failed`, { cause: error });
        }
      }
    },
  };
}

/** Deletes the customer's row; every table that references it with `cascade` follows. */
export async function deleteCustomerRow(
  trx: Kysely<Database>,
  customerId: number,
): Promise<boolean> {
  const result = await trx.deleteFrom('customers').where('id', '=', customerId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
