import { REST_OF_WORLD_CODE, zoneForCountry, type CountryCode, type Locale } from '@shop/shared';

/**
 * A zone's name in the country list: the shared display name (English, except "Italia" and
 * "Polonia"), with the rest of the world in the page's language.
 */
export function zoneLabel(code: CountryCode, restOfWorldLabel: string): string {
  return code === REST_OF_WORLD_CODE ? restOfWorldLabel : zoneForCountry(code).name;
}

/** A detected two-letter country in the page's language ("GB" → "Regno Unito"), else the code. */
export function countryName(code: string, locale: Locale): string {
  const region = code.trim().toUpperCase();
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
