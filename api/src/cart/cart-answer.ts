import type { CartResponse, Locale, StoreId } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CartOwner } from './cart-owner';
import { priceCart } from './cart-pricing';
import { cartWithTotals } from './cart-totals';

/** The shopper's address when the session knows it (a customer or a guest), else null. */
export function emailOf(owner: CartOwner): string | null {
  return owner.session?.userData.email || null;
}

/**
 * The cart as `GET /api/cart` answers it: its lines priced now, the coupon if it still applies, and
 * the totals of the store the request came to. Every change answers with it too, read after the
 * change committed, so the shopper's page needs no second request.
 */
export async function cartAnswer(
  db: Kysely<Database>,
  cartId: string | null,
  owner: CartOwner,
  locale: Locale,
  store: StoreId,
): Promise<CartResponse> {
  const priced = await priceCart(db, cartId, locale, emailOf(owner));
  return cartWithTotals(
    priced.items,
    locale,
    store,
    priced.coupon && { code: priced.coupon.rule.code, discountCents: priced.coupon.discountCents },
  );
}
