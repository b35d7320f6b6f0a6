import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  SHIPPING_ZONE_TERMS,
  type Locale,
  type ShippingMethod,
  type ShippingMethodsResponse,
  type ShippingZone,
  type StoreId,
} from '@shop/shared/contracts';
import { destinationZone } from '@shop/shared/countries';

/**
 * The zones each store ships to (spec §9): the Italian store Italy only; the international store
 * the rest of the EU and the world, and Italy too (at Italy's rate and days), so a buyer abroad
 * can send a parcel to someone in Italy without changing store and language.
 */
export const STORE_ZONES: Record<StoreId, readonly ShippingZone[]> = {
  it: ['italy'],
  intl: ['italy', 'eu', 'world'],
};

/** The one method of every zone: standard courier delivery. */
export const STANDARD_SHIPPING_ID = 'standard';

const LABELS: Record<Locale, Record<ShippingZone, string>> = {
  it: {
    italy: 'Corriere espresso',
    eu: 'Corriere espresso (Unione europea)',
    world: 'Corriere internazionale',
  },
  en: {
    italy: 'Express courier',
    eu: 'Express courier (European Union)',
    world: 'International courier',
  },
};

/**
 * The methods the store offers for a destination country and a cart subtotal, or null when it
 * ships there by none (a country it does not serve, or one the shop does not ship to). Free from
 * the threshold on; otherwise the zone's configured rate.
 */
export function shippingMethodsFor(
  store: StoreId,
  country: string,
  subtotalCents: number,
  locale: Locale,
  ratesCents: Record<ShippingZone, number>,
): ShippingMethodsResponse | null {
  const zone = destinationZone(country.trim().toUpperCase());
  if (zone === null || !STORE_ZONES[store].includes(zone)) return null;
  const standard: ShippingMethod = {
    id: STANDARD_SHIPPING_ID,
    label: LABELS[locale][zone],
    priceCents: subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : ratesCents[zone],
    deliveryWorkingDays: SHIPPING_ZONE_TERMS[zone].deliveryWorkingDays,
  };
  return { zone, methods: [standard] };
}
