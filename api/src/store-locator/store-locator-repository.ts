import {
  STORE_GEOGRAPHY,
  type Locale,
  type OpeningHoursLine,
  type StoreFilters,
  type StoreLocation,
  type StoreLocatorResponse,
} from '@shop/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database, OpeningHoursRange } from '../db/schema';
import { storeHoursTexts } from './store-locator-texts';

/** A store's week, one line per range of days: "Lunedì – Sabato", "10:00 – 19:30". */
export function openingHoursLines(
  ranges: readonly OpeningHoursRange[],
  locale: Locale,
): OpeningHoursLine[] {
  const { weekdays, closed } = storeHoursTexts[locale];
  const day = (iso: number) => weekdays[iso - 1] ?? '';
  return ranges.map((range) => ({
    days: range.from === range.to ? day(range.from) : `${day(range.from)} – ${day(range.to)}`,
    hours: range.opens && range.closes ? `${range.opens} – ${range.closes}` : closed,
  }));
}

/** The store on OpenStreetMap, with a marker at its coordinates. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const url = new URL('https://www.openstreetmap.org/');
  url.searchParams.set('mlat', String(latitude));
  url.searchParams.set('mlon', String(longitude));
  url.hash = `map=17/${latitude}/${longitude}`;
  return url.href;
}

/**
 * The store locator in `locale` for the geography-checked `filters`
 * (`storeFiltersFromSearch`). Only places with stores are offered: continents and regions no
 * store is in are left out of the choices, and dropped from the filters like a country no store
 * of the region is in (an old link to one shows the stores around it instead of none).
 */
export async function findStores(
  db: Kysely<Database>,
  locale: Locale,
  filters: StoreFilters,
): Promise<StoreLocatorResponse> {
  const countryNames = new Intl.DisplayNames([locale], { type: 'region' });
  const places = await db.selectFrom('stores').select(['continent', 'region']).distinct().execute();
  const continents = STORE_GEOGRAPHY.filter((each) =>
    places.some((place) => place.continent === each.code),
  );
  const continent = continents.find((each) => each.code === filters.continent);
  const regions = (continent?.regions ?? []).filter((each) =>
    places.some((place) => place.region === each.code),
  );
  const region = regions.find((each) => each.code === filters.region);

  const regionCountries = region
    ? (
        await db
          .selectFrom('stores')
          .select('country')
          .distinct()
          .where('region', '=', region.code)
          .execute()
      ).map((row) => row.country)
    : [];
  const country = regionCountries.includes(filters.country ?? '') ? filters.country : null;

  let query = db.selectFrom('stores').selectAll();
  if (continent) query = query.where('continent', '=', continent.code);
  if (region) query = query.where('region', '=', region.code);
  if (country) query = query.where('country', '=', country);
  const rows = await query.orderBy('position').execute();

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);
  return {
    locale,
    filters: { continent: continent?.code ?? null, region: region?.code ?? null, country },
    continents: continents.map((each) => ({ code: each.code, name: each.name[locale] })),
    regions: regions.map((each) => ({ code: each.code, name: each.name[locale] })),
    countries: regionCountries
      .map((code) => ({ code, name: countryNames.of(code) ?? code }))
      .sort(byName),
    stores: rows.map((row): StoreLocation => ({
      id: row.id,
      name: row.name,
      street: row.street,
      postalCode: row.postal_code,
      city: row.city,
      country: row.country,
      countryName: countryNames.of(row.country) ?? row.country,
      phone: row.phone,
      openingHours: openingHoursLines(row.opening_hours, locale),
      latitude: row.latitude,
      longitude: row.longitude,
      mapUrl: openStreetMapUrl(row.latitude, row.longitude),
    })),
  };
}
