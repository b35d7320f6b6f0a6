import type { StoreId } from '../contracts/stores';
import type { Locale } from '../contracts/locale';
import { COUNTRY_NAMES } from './country-names';

/**
 * The 27 EU countries of the zone list. The country modal names and sorts them in the shopper's
 * language (`zonesByName`), which issue 28 asked for instead of spec §3's English names.
 */
export const EU_COUNTRY_CODES = [
  'IT',
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];
/** The zone code "rest of the world": every country outside the EU. */
export const REST_OF_WORLD_CODE = 'ROTW';
/** A zone the shopper can choose: one EU country or the rest of the world. */
export type CountryCode = EuCountryCode | typeof REST_OF_WORLD_CODE;

/** One entry of the country modal: the zone and the store that serves it. */
export interface CountryZone {
  code: CountryCode;
  store: StoreId;
}

/** The 27 EU zones: Italy on the Italian store, every other country on the international one. */
export const COUNTRY_ZONES: readonly CountryZone[] = EU_COUNTRY_CODES.map((code) => ({
  code,
  store: code === 'IT' ? 'it' : 'intl',
}));

export const REST_OF_WORLD: CountryZone = { code: REST_OF_WORLD_CODE, store: 'intl' };

/** Every zone the country modal offers: the 27 EU countries, then the rest of the world. */
export const ALL_ZONES: readonly CountryZone[] = [...COUNTRY_ZONES, REST_OF_WORLD];

/** Codes of `ALL_ZONES`, e.g. for a validation `oneOf`. */
export const ALL_ZONE_CODES: readonly CountryCode[] = ALL_ZONES.map((zone) => zone.code);

/**
 * The countries an address may be in: the 27 EU countries the zone list names. "Rest of the
 * world" is a zone, not a country, so it is no address's country.
 */
export const ADDRESS_COUNTRY_CODES: readonly EuCountryCode[] = EU_COUNTRY_CODES;
export type AddressCountryCode = EuCountryCode;

/** Whether `value` is a country an address may be in (exact, upper case). */
export function isAddressCountryCode(value: unknown): value is AddressCountryCode {
  return typeof value === 'string' && (ADDRESS_COUNTRY_CODES as readonly string[]).includes(value);
}

/** Cookie that stores the shopper's chosen zone code. */
export const PREFERENCE_COOKIE = 'preference';
export const PREFERENCE_COOKIE_MAX_AGE_SECONDS = 86400;

/** Whether `value` is one of the zone codes (exact, upper case). */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (ALL_ZONE_CODES as readonly string[]).includes(value);
}

/**
 * The zone of a two-letter country code (any case); non-EU and unknown countries fall into the
 * rest of the world. E.g. a detected "us" → ROTW.
 */
export function zoneForCountry(code: string | null | undefined): CountryZone {
  const upper = (code ?? '').trim().toUpperCase();
  return ALL_ZONES.find((zone) => zone.code === upper) ?? REST_OF_WORLD;
}

/** The store that serves a country: 'it' for Italy only, 'intl' for anything else. */
export function storeForCountry(code: string | null | undefined): StoreId {
  return zoneForCountry(code).store;
}

/** The origin of the store that serves a country: the zone's "value" in the country modal. */
export function zoneOrigin(
  code: string | null | undefined,
  storeOrigins: Record<StoreId, string>,
): string {
  return storeOrigins[storeForCountry(code)];
}

/**
 * Countries outside the EU the international store ships to ("rest of the world"), each a
 * two-letter ISO 3166-1 code: the rest of Europe, North America, Oceania and the larger markets of
 * Asia and the Middle East. A checkout address may be in one of these or in an EU country; saved
 * addresses of the account stay in `ADDRESS_COUNTRY_CODES`.
 */
export const WORLD_DESTINATION_CODES = [
  'CH',
  'GB',
  'NO',
  'IS',
  'LI',
  'MC',
  'SM',
  'VA',
  'AD',
  'AL',
  'BA',
  'ME',
  'MK',
  'RS',
  'TR',
  'US',
  'CA',
  'MX',
  'BR',
  'AU',
  'NZ',
  'JP',
  'KR',
  'SG',
  'HK',
  'AE',
  'IL',
] as const;
export type WorldDestinationCode = (typeof WORLD_DESTINATION_CODES)[number];

/** Every country an order may be shipped to: the EU's 27, then the rest of the world's. */
export const DESTINATION_COUNTRY_CODES: readonly DestinationCountryCode[] = [
  ...EU_COUNTRY_CODES,
  ...WORLD_DESTINATION_CODES,
];
export type DestinationCountryCode = EuCountryCode | WorldDestinationCode;

/** Whether `value` is a country an order may be shipped to (exact, upper case). */
export function isDestinationCountryCode(value: unknown): value is DestinationCountryCode {
  return (
    typeof value === 'string' && (DESTINATION_COUNTRY_CODES as readonly string[]).includes(value)
  );
}

/** Where a destination lies for shipping rates (spec §9): Italy, the rest of the EU, the world. */
export type DestinationZone = 'italy' | 'eu' | 'world';

/** The zone of a destination country, or null for a country the shop does not ship to. */
export function destinationZone(code: string): DestinationZone | null {
  if (code === 'IT') return 'italy';
  if ((EU_COUNTRY_CODES as readonly string[]).includes(code)) return 'eu';
  if ((WORLD_DESTINATION_CODES as readonly string[]).includes(code)) return 'world';
  return null;
}

const REST_OF_WORLD_NAMES: Record<Locale, string> = {
  it: 'Resto del mondo',
  en: 'Rest of the world',
};

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** Every destination's names: a destination without them in `COUNTRY_NAMES` fails to compile. */
const DESTINATION_NAMES: Record<DestinationCountryCode, Record<Locale, string>> = COUNTRY_NAMES;

/**
 * A country (or the rest of the world) in the shopper's language: "DE" is "Germania" in Italian
 * and "Germany" in English. The countries the shop ships to come from `COUNTRY_NAMES`; any other
 * (a visitor's detected country) from the runtime's CLDR data; an unknown code is shown as it is.
 */
export function countryName(code: string, locale: Locale): string {
  const region = code.trim().toUpperCase();
  if (region === REST_OF_WORLD_CODE) return REST_OF_WORLD_NAMES[locale];
  if (isDestinationCountryCode(region)) return DESTINATION_NAMES[region][locale];
  try {
    let names = displayNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
      displayNames.set(locale, names);
    }
    return names.of(region) ?? region;
  } catch {
    return region;
  }
}

/** An address's country as the shopper reads it, in the page's language ("US" → "Stati Uniti"). */
export const addressCountryName = countryName;

/** `codes` with their names in `locale`, sorted by name as that language sorts ("Ä" by "A"). */
export function countriesByName<Code extends string>(
  codes: readonly Code[],
  locale: Locale,
): { code: Code; name: string }[] {
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The country modal's choices: the 27 EU countries by their name in `locale`, then the world. */
export function zonesByName(locale: Locale): { code: CountryCode; name: string }[] {
  return [
    ...countriesByName(EU_COUNTRY_CODES, locale),
    { code: REST_OF_WORLD_CODE, name: countryName(REST_OF_WORLD_CODE, locale) },
  ];
}
