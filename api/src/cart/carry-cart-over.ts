import type { Kysely } from 'kysely';
import type { SignInHook } from '../account';
import type { Database } from '../db/schema';
import { cartTokenOf, clearCartCookie } from './cart-cookie';
import { mergeVisitorCart } from './cart-owner';

/** A visitor who signs in keeps what they put in the cart: it joins the customer's cart. */
export function carryVisitorCartOver(db: Kysely<Database>): SignInHook {
  return async (request, reply, customerId) => {
    const token = cartTokenOf(request);
    if (!token) return;
    await mergeVisitorCart(db, token, customerId);
    clearCartCookie(request, reply);
  };
}
