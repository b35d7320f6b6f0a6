import type { StoreId } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { currentSession, type ActiveSession } from '../account';
import type { Database } from '../db/schema';
import { cartTokenOf, setCartCookie } from './cart-cookie';
import { addCappedLines, incomingLinesOf } from './cart-repository';
import { cartIdOf, newCartToken } from './cart-token';

/**
 * Whose cart a request reads and changes. A signed-in customer's cart is theirs (`carts.customer_id`,
 * whatever browser they use); a visitor's or a guest's is the one named by the `cart` cookie, as
 * long as no customer owns it (after a logout the cookie opens nothing).
 */
export interface CartOwner {
  session: ActiveSession | null;
  /** The customer, or null for a visitor or a guest. */
  customerId: number | null;
  /** The cookie's token (visitor or guest), or null. */
  token: string | null;
}

export async function cartOwnerOf(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  storeOrigins: Record<StoreId, string>,
): Promise<CartOwner> {
  return cartOwnerOfSession(request, await currentSession(db, request, reply, storeOrigins));
}

/** Whose cart it is, for a session already read: the customer's, else the cookie's. */
export function cartOwnerOfSession(
  request: FastifyRequest,
  session: ActiveSession | null,
): CartOwner {
  const customerId = session && !session.guest ? session.customerId : null;
  return { session, customerId, token: customerId === null ? cartTokenOf(request) : null };
}

/** The owner's cart row: the customer's, or the cookie's while no customer owns it; null for nobody. */
function ownersCart(db: Kysely<Database> | Transaction<Database>, owner: CartOwner) {
  const carts = db.selectFrom('carts');
  if (owner.customerId !== null) return carts.where('customer_id', '=', owner.customerId);
  if (!owner.token) return null;
  return carts.where('id', '=', cartIdOf(owner.token)).where('customer_id', 'is', null);
}

/** The id of the owner's cart, or null when they have none (reading never creates one). */
export async function findCartId(
  db: Kysely<Database> | Transaction<Database>,
  owner: CartOwner,
): Promise<string | null> {
  const row = await ownersCart(db, owner)?.select('id').executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The owner's existing cart, locked, with its coupon; null when they have none. For a change that
 * must not create a cart (an order is placed from a cart that exists).
 */
export async function lockExistingCartOf(
  trx: Transaction<Database>,
  owner: CartOwner,
): Promise<{ id: string; couponCode: string | null } | null> {
  const cart = ownersCart(trx, owner);
  if (!cart) return null;
  return (
    (await cart.select(['id', 'coupon_code as couponCode']).forUpdate().executeTakeFirst()) ?? null
  );
}

export interface LockedCart {
  cartId: string;
  /** The cookie to set after the change commits (visitor or guest), or null for a customer. */
  cookieToken: string | null;
}

/**
 * The owner's cart, created when they have none, locked and marked changed now: every change to
 * one cart waits for the one before it, so simultaneous changes (two tabs, a hundred adds) are
 * applied one after the other and none is lost. Call first in the change's transaction (carts are
 * locked before stock rows, everywhere).
 */
export async function lockCartForChange(
  trx: Transaction<Database>,
  owner: CartOwner,
): Promise<LockedCart> {
  if (owner.customerId !== null) {
    const row = await trx
      .insertInto('carts')
      .values({ id: cartIdOf(newCartToken()), customer_id: owner.customerId })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet({ updated_at: sql`now()` }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return { cartId: row.id, cookieToken: null };
  }
  const token = owner.token ?? newCartToken();
  if (await lockVisitorCart(trx, cartIdOf(token)))
    return { cartId: cartIdOf(token), cookieToken: token };
  // The cookie names a customer's cart (left behind by a logout): start a cart of one's own.
  const ownToken = newCartToken();
  await lockVisitorCart(trx, cartIdOf(ownToken));
  return { cartId: cartIdOf(ownToken), cookieToken: ownToken };
}

/**
 * Creates or locks the visitor's cart `cartId` in one statement; false when that id is a
 * customer's cart, which is then left as it was.
 */
async function lockVisitorCart(trx: Transaction<Database>, cartId: string): Promise<boolean> {
  const row = await trx
    .insertInto('carts')
    .values({ id: cartId })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ updated_at: sql`now()` })
        .where('carts.customer_id', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets the cart cookie after a change of a visitor's or guest's cart. */
export function rememberCart(request: FastifyRequest, reply: FastifyReply, cart: LockedCart): void {
  if (cart.cookieToken) setCartCookie(request, reply, cart.cookieToken);
}

/**
 * On login (or registration): the cart the visitor filled carries over into the customer's cart.
 * Lines of the same variant add up; each line is capped by the stock and `CART_MAX_LINE_QUANTITY`,
 * the cart by `CART_MAX_LINES` (the customer's own lines first); a sold-out variant is left out.
 * The customer's coupon stays; without one, the visitor's is taken. The visitor's cart is then
 * deleted, so its cookie opens nothing. Locks both carts, then the stock rows, like a change does.
 */
export async function mergeVisitorCart(
  db: Kysely<Database>,
  visitorToken: string | null,
  customerId: number,
): Promise<void> {
  if (!visitorToken) return;
  const visitorCartId = cartIdOf(visitorToken);
  await db.transaction().execute(async (trx) => {
    const visitor = await trx
      .selectFrom('carts')
      .select(['id', 'coupon_code'])
      .where('id', '=', visitorCartId)
      .where('customer_id', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!visitor) return;
    const { cartId } = await lockCartForChange(trx, { session: null, customerId, token: null });
    const lines = await incomingLinesOf(trx, visitorCartId, cartId);
    await addCappedLines(trx, cartId, lines);
    if (visitor.coupon_code) {
      await trx
        .updateTable('carts')
        .set({ coupon_code: visitor.coupon_code })
        .where('id', '=', cartId)
        .where('coupon_code', 'is', null)
        .execute();
    }
    await trx.deleteFrom('carts').where('id', '=', visitorCartId).execute();
  });
}
