import {
  LOGGED_OUT_AUTH_SUMMARY,
  type AuthSummary,
  type CartSummary,
  type Locale,
  type ShopperSnapshot,
  type StoreId,
} from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { currentSession } from '../account/current-session';
import { cartTokenOf } from '../cart/cart-cookie';
import { readCartItems } from '../cart/cart-repository';
import { cartIdOf } from '../cart/cart-token';
import type { Database } from '../db/schema';

/**
 * What the header shows of the shopper, read while the page is made: signed in or not (and as a
 * guest), their first name, and the cart's count and subtotal. The same values the account and
 * cart services would publish after asking the API, without loading them on every page.
 */
export async function shopperSnapshot(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  storeOrigins: Record<StoreId, string>,
  locale: Locale,
): Promise<ShopperSnapshot> {
  const [auth, cart] = await Promise.all([
    authSummary(db, request, reply, storeOrigins),
    cartSummary(db, request, locale),
  ]);
  return { auth, cart };
}

async function authSummary(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  storeOrigins: Record<StoreId, string>,
): Promise<AuthSummary> {
  const session = await currentSession(db, request, reply, storeOrigins);
  if (!session) return LOGGED_OUT_AUTH_SUMMARY;
  return {
    ...LOGGED_OUT_AUTH_SUMMARY,
    isLoggedIn: true,
    isGuest: session.guest,
    firstName: session.userData.name || null,
  };
}

async function cartSummary(
  db: Kysely<Database>,
  request: FastifyRequest,
  locale: Locale,
): Promise<CartSummary> {
  const token = cartTokenOf(request);
  const items = token ? await readCartItems(db, cartIdOf(token), locale) : [];
  return {
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotalCents: items.reduce((sum, item) => sum + item.lineTotalCents, 0),
    isLoading: false,
  };
}
