import type { StoreId } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashAuthToken, isAuthToken, newAuthToken } from './auth-tokens';
import { isSecureRequest } from './session-cookie';

/**
 * The "known device" of login protection: each successful login (and registration link, and
 * password reset) leaves a long-lived random cookie that the server knows, by its SHA-256,
 * as the customer's. A correct password from a known device of the address's customer is never
 * delayed, whatever strangers have tried meanwhile.
 */
export const DEVICE_COOKIE = 'device';
/** A device is remembered for 180 days after its last login. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export function deviceTokenOf(request: FastifyRequest): string | null {
  const token = request.cookies?.[DEVICE_COOKIE];
  return isAuthToken(token) ? token : null;
}

/** The customer whose known device the request comes from, or null. */
export async function knownDeviceCustomer(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<number | null> {
  const token = deviceTokenOf(request);
  if (!token) return null;
  const row = await db
    .selectFrom('known_devices')
    .select('customer_id')
    .where('id', '=', hashAuthToken(token))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/**
 * Remembers the request's browser as one of the customer's devices: a new token every time (the
 * one the browser had is forgotten), in a cookie script cannot read and other sites' requests do
 * not carry.
 */
export async function rememberDevice(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  storeOrigins: Record<StoreId, string>,
): Promise<void> {
  const previous = deviceTokenOf(request);
  const token = newAuthToken();
  await db.transaction().execute(async (trx) => {
    if (previous) {
      await trx.deleteFrom('known_devices').where('id', '=', hashAuthToken(previous)).execute();
    }
    await trx
      .insertInto('known_devices')
      .values({
        id: hashAuthToken(token),
        customer_id: customerId,
        expires_at: sql<Date>`now() + ${KNOWN_DEVICE_MAX_AGE_SECONDS} * interval '1 second'`,
      })
      .execute();
  });
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request, storeOrigins),
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}
