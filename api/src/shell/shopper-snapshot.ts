import {
  LOGGED_OUT_AUTH_SUMMARY,
  type AuthSummary,
  type CartSummary,
  type Locale,
  type ShopperSnapshot,
  type StoreId,
  type WishlistSummary,
} from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { currentSession, type ActiveSession } from '../account';
import { cartOwnerOfSession, findCartId, readCartItems } from '../cart';
import type { Database } from '../db/schema';
import { wishlistOfSession } from '../wishlist';

/**
 * What the header shows of the shopper, read while the page is made: signed in or not (and as a
 * guest), their first name, the cart's count and subtotal, and the wishlist's count. The same
 * values the account, cart and wishlist services would publish after asking the API, without
 * loading them on every page.
 */
export async function shopperSnapshot(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  storeOrigins: Record<StoreId, string>,
  locale: Locale,
): Promise<ShopperSnapshot> {
  const session = await currentSession(db, request, reply, storeOrigins);
  const [cart, wishlist] = await Promise.all([
    cartSummary(db, request, session, locale),
    wishlistSummary(db, request, reply, session),
  ]);
  return { auth: authSummary(session), cart, wishlist };
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

/** The count of the list the wishlist API would read for this request (see `wishlistOfSession`). */
async function wishlistSummary(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  session: ActiveSession | null,
): Promise<WishlistSummary> {
  const count = await wishlistOfSession(db, request, reply, session).count();
  return { count, isLoading: false };
}
