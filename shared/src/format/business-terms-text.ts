import {
  CUSTOMER_SERVICE_HOURS,
  FREE_SHIPPING_THRESHOLD_CENTS,
  INSTALMENT_COUNT,
  NEWSLETTER_DISCOUNT_PERCENT,
  RETURN_SHIP_WITHIN_DAYS,
  RETURN_WINDOW_WORKING_DAYS,
  SHIPPING_ZONE_TERMS,
  STORE_TERMS,
  storeOfLocale,
} from '../contracts/business-terms';
import type { Locale } from '../contracts/locale';
import { euroAmount } from './format';
import { sellerText } from './seller-text';

/** A euro amount in cents, without decimals when it is whole: "250 €", "€14", "7,50 €". */
export function formatEuros(cents: number, locale: Locale): string {
  return euroAmount(cents, locale, 'unless-whole');
}

/**
 * The business constants of spec §9 as words of `locale`, for the placeholders editors write in
 * content (`{{freeShippingThreshold}}`): the figures live once, in `business-terms.ts`, and every
 * text that states them follows when they change. Store figures are those of the locale's store.
 */
export function businessTermsText(locale: Locale): Record<string, string> {
  const store = STORE_TERMS[storeOfLocale(locale)];
  const { min, max } = store.deliveryWorkingDays;
  // The rest of the world's rate, as checkout charges it (the international store's other zone).
  const world = SHIPPING_ZONE_TERMS.world;
  const { opens, closes } = CUSTOMER_SERVICE_HOURS;
  const time = (value: string) => value.replace(/^0/, '');
  return {
    freeShippingThreshold: formatEuros(FREE_SHIPPING_THRESHOLD_CENTS, locale),
    shippingCost: formatEuros(store.shippingCents, locale),
    deliveryDays: min === max ? String(min) : `${min}-${max}`,
    worldShippingCost: formatEuros(world.shippingCents, locale),
    worldDeliveryDays: `${world.deliveryWorkingDays.min}-${world.deliveryWorkingDays.max}`,
    returnWindowDays: String(RETURN_WINDOW_WORKING_DAYS),
    returnShipWithinDays: String(RETURN_SHIP_WITHIN_DAYS),
    returnCost: formatEuros(store.returnCostCents, locale),
    instalments: String(INSTALMENT_COUNT),
    newsletterDiscount: `${NEWSLETTER_DISCOUNT_PERCENT}%`,
    serviceHours:
      locale === 'it'
        ? `dal lunedì al venerdì, dalle ${time(opens)} alle ${time(closes)}`
        : `Monday to Friday, ${time(opens)} to ${time(closes)}`,
    serviceHoursShort:
      locale === 'it'
        ? `lun-ven ${time(opens)}-${time(closes)}`
        : `Mon-Fri ${time(opens)}-${time(closes)}`,
  };
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * `text` with every `{{name}}` of `businessTermsText(locale)` and of the seller's identity
 * (`sellerText`) filled in. An unknown name is left as it is, so a typo shows in review instead of
 * vanishing.
 */
export function fillBusinessTerms(text: string, locale: Locale): string {
  if (!text.includes('{{')) return text;
  const values = placeholderValues(locale);
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

// The words are constants of the build; made once per language, not for every string filled
// (content fills each string of a page, and each set formats several amounts).
const valuesByLocale = new Map<Locale, Record<string, string>>();

function placeholderValues(locale: Locale): Record<string, string> {
  let values = valuesByLocale.get(locale);
  if (!values) {
    values = { ...businessTermsText(locale), ...sellerText(locale) };
    valuesByLocale.set(locale, values);
  }
  return values;
}
