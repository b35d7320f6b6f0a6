import type { CartItem, Locale } from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import { evaluateCoupon, type CouponRule } from '../coupons';
import type { Database } from '../db/schema';
import { readCartItems } from './cart-repository';

/** A cart priced by the server now: its lines at current prices and its coupon's discount. */
export interface PricedCart {
  cartId: string | null;
  items: CartItem[];
  /** The coupon that applies now, or null (none, or no longer valid). */
  coupon: { rule: CouponRule; discountCents: number } | null;
}

/**
 * Reads and prices a cart. The stored coupon counts only while it is still valid for this cart
 * and `email` (a newsletter code is its subscriber's); lines it excludes get no discount.
 */
export async function priceCart(
  db: Kysely<Database>,
  cartId: string | null,
  locale: Locale,
  email: string | null,
): Promise<PricedCart> {
  if (cartId === null) return { cartId, items: [], coupon: null };
  const [items, cart] = await Promise.all([
    readCartItems(db, cartId, locale),
    db.selectFrom('carts').select('coupon_code').where('id', '=', cartId).executeTakeFirst(),
  ]);
  const code = cart?.coupon_code ?? null;
  if (code === null || items.length === 0) return { cartId, items, coupon: null };
  const verdict = await evaluateCoupon(db, code, items, email, { strict: false });
  return {
    cartId,
    items,
    coupon: verdict.ok ? { rule: verdict.rule, discountCents: verdict.discountCents } : null,
  };
}
