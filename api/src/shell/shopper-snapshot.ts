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
import { currentSession, type ActiveSession } from '../account';
import { cartOwnerOfSession, findCartId, readCartItems } from '../cart';
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
  const session = await currentSession(db, request, reply, storeOrigins);
  return { auth: authSummary(session), cart: await cartSummary(db, request, session, locale) };
}

function authSummary(session: ActiveSession | null): AuthSummary {
  if (!session) return LOGGED_OUT_AUTH_SUMMARY;
  return {
    ...LOGGED_OUT_AUTH_SUMMARY,
    isLoggedIn: true,
    isGuest: session.guest,
    firstName: session.userData.name || null,
  };
}

/** The cart the cart API would read for this request (see `cartOwnerOf`). */
async function cartSummary(
  db: Kysely<Database>,
  request: FastifyRequest,
  session: ActiveSession | null,
  locale: Locale,
): Promise<CartSummary> {
  const cartId = await findCartId(db, cartOwnerOfSession(request, session));
  const items = cartId ? await readCartItems(db, cartId, locale) : [];
  return {
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotalCents: items.reduce((sum, item) => sum + item.lineTotalCents, 0),
    isLoading: false,
  };
}
