import { NEWSLETTER_DISCOUNT_PERCENT } from '@shop/shared/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CouponKind, Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A code the shop knows and may apply now. */
export interface CouponRule {
  /** Upper case. */
  code: string;
  /** A `coupons` row, or the newsletter's first-order code (tied to the subscriber's address). */
  source: 'coupon' | 'newsletter';
  kind: CouponKind;
  value: number;
  /** The subscriber's address for a newsletter code (lower case); null for a coupon. */
  email: string | null;
}

/** What a coupon does to a cart. */
export type CouponVerdict =
  | { ok: true; rule: CouponRule; discountCents: number }
  | { ok: false; reason: 'invalid' | 'not-eligible' };

/** A cart line as a coupon sees it. */
export interface CouponLine {
  /** The product's SKU. */
  productId: string;
  lineTotalCents: number;
}

/** The code as stored and compared: trimmed, upper case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The rule of `code` if it can be used now: a coupon within its validity dates and, if single-use,
 * not used yet; or a confirmed subscriber's newsletter code not yet redeemed. Null otherwise.
 */
export async function findUsableCoupon(db: Db, code: string): Promise<CouponRule | null> {
  const normalized = normalizeCouponCode(code);
  if (normalized === '') return null;
  const coupon = await db
    .selectFrom('coupons')
    .select(['code', 'kind', 'value'])
    .where('code', '=', normalized)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', sql<Date>`now()`)]))
    .where((eb) => eb.or([eb('single_use', '=', false), eb('uses', '=', 0)]))
    .executeTakeFirst();
  if (coupon) return { ...coupon, source: 'coupon', email: null };
  const subscription = await db
    .selectFrom('newsletter_subscriptions')
    .select('email')
    .where('discount_code', '=', normalized)
    .where('status', '=', 'confirmed')
    .where('discount_redeemed_at', 'is', null)
    .executeTakeFirst();
  if (!subscription) return null;
  return {
    code: normalized,
    source: 'newsletter',
    kind: 'percent',
    value: NEWSLETTER_DISCOUNT_PERCENT,
    email: subscription.email.toLowerCase(),
  };
}

/** The SKUs among `skus` the coupon does not apply to (excluded products, categories and their subcategories). */
export async function excludedSkus(db: Db, code: string, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const { rows } = await sql<{ sku: string }>`
    with recursive excluded_categories(id) as (
      select category_id from coupon_excluded_categories where coupon_code = ${code}
      union
      select c.id from categories c join excluded_categories e on c.parent_id = e.id
    )
    select p.sku from products p
    where p.sku in (${sql.join(skus)})
      and (
        p.id in (select product_id from coupon_excluded_products where coupon_code = ${code})
        or p.category_id in (select id from excluded_categories)
      )`.execute(db);
  return new Set(rows.map((row) => row.sku));
}

/**
 * What `code` takes off `lines` for a shopper known by `email` (null: not known yet). A newsletter
 * code belongs to its subscriber: another address makes it invalid. `strict` (applying the code)
 * refuses a cart with any excluded line; otherwise (reading the cart, placing the order) the
 * discount counts only the eligible lines. A percentage is rounded to the cent; an amount never
 * exceeds the eligible lines.
 */
export async function evaluateCoupon(
  db: Db,
  code: string,
  lines: CouponLine[],
  email: string | null,
  { strict }: { strict: boolean },
): Promise<CouponVerdict> {
  const rule = await findUsableCoupon(db, code);
  if (!rule) return { ok: false, reason: 'invalid' };
  if (rule.email !== null && email !== null && rule.email !== email.trim().toLowerCase()) {
    return { ok: false, reason: 'invalid' };
  }
  const excluded =
    rule.source === 'coupon'
      ? await excludedSkus(
          db,
          rule.code,
          lines.map((line) => line.productId),
        )
      : new Set<string>();
  if (strict && lines.some((line) => excluded.has(line.productId))) {
    return { ok: false, reason: 'not-eligible' };
  }
  const eligibleCents = lines
    .filter((line) => !excluded.has(line.productId))
    .reduce((sum, line) => sum + line.lineTotalCents, 0);
  const discountCents =
    rule.kind === 'percent'
      ? Math.round((eligibleCents * rule.value) / 100)
      : Math.min(rule.value, eligibleCents);
  return { ok: true, rule, discountCents };
}

/**
 * Uses the coupon up for an order, in the order's transaction: a single-use coupon only if no
 * order has used it (the row lock makes simultaneous orders wait and then see the first's use), a
 * newsletter code only once and only by its subscriber's address. False when it can no longer be
 * used: the order must not be placed.
 */
export async function redeemCoupon(
  trx: Transaction<Database>,
  rule: CouponRule,
  email: string,
): Promise<boolean> {
  if (rule.source === 'coupon') {
    const result = await trx
      .updateTable('coupons')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('code', '=', rule.code)
      .where((eb) => eb.or([eb('single_use', '=', false), eb('uses', '=', 0)]))
      .where((eb) =>
        eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', sql<Date>`now()`)]),
      )
      .where((eb) =>
        eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', sql<Date>`now()`)]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
  const result = await trx
    .updateTable('newsletter_subscriptions')
    .set({ discount_redeemed_at: sql<Date>`now()` })
    .where('discount_code', '=', rule.code)
    .where('status', '=', 'confirmed')
    .where('discount_redeemed_at', 'is', null)
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives a coupon's use back (an order cancelled before it was paid). */
export async function releaseCoupon(
  trx: Transaction<Database>,
  source: CouponRule['source'],
  code: string,
): Promise<void> {
  if (source === 'coupon') {
    await trx
      .updateTable('coupons')
      .set((eb) => ({ uses: eb('uses', '-', 1) }))
      .where('code', '=', code)
      .where('uses', '>', 0)
      .execute();
  } else {
    await trx
      .updateTable('newsletter_subscriptions')
      .set({ discount_redeemed_at: null })
      .where('discount_code', '=', code)
      .execute();
  }
}
