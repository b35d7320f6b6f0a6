import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { CheckoutConfig, CheckoutSettings } from '../config';
import type { Database } from '../db/schema';

/**
 * A secret every server on this database must agree on, kept in the database itself. Development
 * only (production takes its secrets from the environment): a secret made per process would make
 * a card token or a signed callback of one server, or of the same server before a restart, be
 * refused by the next. The first server that asks stores a random one; any other server, racing
 * or later, reads that same one.
 */
export async function sharedSecret(db: Kysely<Database>, name: string): Promise<string> {
  const candidate = randomBytes(32).toString('base64url');
  await sql`insert into shared_secrets (name, value) values (${name}, ${candidate})
    on conflict (name) do nothing`.execute(db);
  const { rows } = await sql<{ value: string }>`
    select value from shared_secrets where name = ${name}`.execute(db);
  const value = rows[0]?.value;
  if (!value) throw new Error(`The shared secret ${name} could not be kept in the database`);
  return value;
}

/** The checkout settings with the gateway's secret: the configured one, else the database's. */
export async function withSharedSecrets(
  db: Kysely<Database>,
  checkout: CheckoutSettings,
): Promise<CheckoutConfig> {
  return {
    ...checkout,
    gatewaySecret: checkout.gatewaySecret ?? (await sharedSecret(db, 'payment-gateway')),
  };
}
