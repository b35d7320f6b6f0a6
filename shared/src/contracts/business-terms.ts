import type { Locale } from './locale';
import type { StoreId } from './stores';

/**
 * The shop's business constants (spec §9), one source for the catalogue's shipping summary, the
 * content pages and checkout. Amounts in euro cents.
 */

/** Orders of this subtotal or more ship free. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 25_000;

/** Instalment payments: the price split into this many interest-free parts. */
export const INSTALMENT_COUNT = 3;

/**
 * Returns are accepted within this many working days of receipt. The terms of sale make it the
 * withdrawal period too, which is never shorter than the law's (`WITHDRAWAL_PERIOD_DAYS`).
 */
export const RETURN_WINDOW_WORKING_DAYS = 14;

/** The law's withdrawal period: 14 days from delivery (Directive 2011/83/EU, art. 9). */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/**
 * The law's time to refund a withdrawal: 14 days from the day the seller was told of it
 * (Directive 2011/83/EU, art. 13), though it may wait until the goods are back.
 */
export const WITHDRAWAL_REFUND_DAYS = 14;

/** After a return is approved, the customer ships it within this many days. */
export const RETURN_SHIP_WITHIN_DAYS = 14;

/**
 * The VAT every price includes: Italy's standard rate, which clothing and accessories pay. The
 * seller charges it on every sale, abroad too (below the EU's distance-selling threshold).
 */
export const VAT_RATE_PERCENT = 22;

/** The newsletter's first-order discount, in percent. */
export const NEWSLETTER_DISCOUNT_PERCENT = 10;

/** Customer service by phone: Monday to Friday, 8:30 to 17:30 (shop time). */
export const CUSTOMER_SERVICE_HOURS = {
  days: 'monday-friday',
  opens: '08:30',
  closes: '17:30',
} as const;

/**
 * Standard shipping by destination zone (spec §9; the rest of the world's rate is the shop's own
 * choice, documented in docs/checkout.md), below the free-shipping threshold. The API may override
 * the prices by configuration (`SHIPPING_<ZONE>_CENTS`).
 */
export const SHIPPING_ZONE_TERMS: Record<
  'italy' | 'eu' | 'world',
  { shippingCents: number; deliveryWorkingDays: { min: number; max: number } }
> = {
  italy: { shippingCents: 700, deliveryWorkingDays: { min: 1, max: 3 } },
  eu: { shippingCents: 1_400, deliveryWorkingDays: { min: 2, max: 3 } },
  world: { shippingCents: 2_500, deliveryWorkingDays: { min: 4, max: 8 } },
};

/** What shipping and returns cost and take in one store. */
export interface StoreTerms {
  /** Standard shipping below the free-shipping threshold. */
  shippingCents: number;
  /** Courier delivery time, in working days. */
  deliveryWorkingDays: { min: number; max: number };
  /** Return shipping, VAT included, deducted from the refund. */
  returnCostCents: number;
}

/**
 * Spec §9's figures per store: the Italian texts (7 € shipping, 1 to 3 working days, 10 € returns)
 * describe the Italian store, the English ones (14 €, 2 to 3 days in the EU, 20 €) the
 * international store.
 */
export const STORE_TERMS: Record<StoreId, StoreTerms> = {
  it: { shippingCents: 700, deliveryWorkingDays: { min: 1, max: 3 }, returnCostCents: 1_000 },
  intl: { shippingCents: 1_400, deliveryWorkingDays: { min: 2, max: 3 }, returnCostCents: 2_000 },
};

/**
 * The store a locale's pages belong to: Italian URLs are the Italian store's, English URLs the
 * international store's (the server canonicalizes each page to its store).
 */
export function storeOfLocale(locale: Locale): StoreId {
  return locale === 'it' ? 'it' : 'intl';
}

/**
 * One instalment of a price split `INSTALMENT_COUNT` ways, rounded up to the cent so the parts
 * never add up to less than the price.
 */
export function instalmentCents(priceCents: number): number {
  return Math.ceil(priceCents / INSTALMENT_COUNT);
}
