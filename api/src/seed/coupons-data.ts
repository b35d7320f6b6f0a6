import type { Kysely } from 'kysely';
import type { CouponKind, Database } from '../db/schema';

export interface SeedCoupon {
  code: string;
  kind: CouponKind;
  /** Percent, or euro cents off. */
  value: number;
  singleUse: boolean;
  /** Category codes (with their subcategories) the coupon does not apply to. */
  excludedCategories: string[];
}

/**
 * Demo coupons of a fresh shop (documented in docs/checkout.md): a percentage for everything, an
 * amount usable by one order only, and a percentage that leaves accessories out.
 */
export const SEED_COUPONS: SeedCoupon[] = [
  { code: 'SALDI20', kind: 'percent', value: 20, singleUse: false, excludedCategories: [] },
  { code: 'REGALO15', kind: 'amount', value: 1_500, singleUse: true, excludedCategories: [] },
  {
    code: 'ESTATE10',
    kind: 'percent',
    value: 10,
    singleUse: false,
    excludedCategories: ['men-accessories', 'women-accessories'],
  },
];

export async function insertCoupons(db: Kysely<Database>, coupons: SeedCoupon[]): Promise<void> {
  for (const coupon of coupons) {
    await db
      .insertInto('coupons')
      .values({
        code: coupon.code,
        kind: coupon.kind,
        value: coupon.value,
        single_use: coupon.singleUse,
        valid_from: null,
        valid_until: null,
      })
      .execute();
    if (coupon.excludedCategories.length === 0) continue;
    const categories = await db
      .selectFrom('categories')
      .select('id')
      .where('code', 'in', coupon.excludedCategories)
      .execute();
    if (categories.length === 0) continue;
    await db
      .insertInto('coupon_excluded_categories')
      .values(categories.map(({ id }) => ({ coupon_code: coupon.code, category_id: id })))
      .execute();
  }
}
