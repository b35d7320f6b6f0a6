import type { Locale } from './locale';

/**
 * Where the shop's own stores may be: continents and, within each, regions (the United Nations
 * geoscheme's subregions). The store locator filters by continent, then region, then country;
 * it offers only those the shop has stores in.
 */
export const STORE_GEOGRAPHY = [
  {
    code: 'europe',
    name: { it: 'Europa', en: 'Europe' },
    regions: [
      { code: 'southern-europe', name: { it: 'Europa meridionale', en: 'Southern Europe' } },
      { code: 'western-europe', name: { it: 'Europa occidentale', en: 'Western Europe' } },
      { code: 'northern-europe', name: { it: 'Europa settentrionale', en: 'Northern Europe' } },
      { code: 'eastern-europe', name: { it: 'Europa orientale', en: 'Eastern Europe' } },
    ],
  },
  {
    code: 'americas',
    name: { it: 'Americhe', en: 'Americas' },
    regions: [
      { code: 'northern-america', name: { it: 'America settentrionale', en: 'Northern America' } },
      {
        code: 'latin-america',
        name: { it: 'America Latina e Caraibi', en: 'Latin America and the Caribbean' },
      },
    ],
  },
  {
    code: 'asia',
    name: { it: 'Asia', en: 'Asia' },
    regions: [
      { code: 'eastern-asia', name: { it: 'Asia orientale', en: 'Eastern Asia' } },
      { code: 'western-asia', name: { it: 'Asia occidentale', en: 'Western Asia' } },
      { code: 'south-eastern-asia', name: { it: 'Sud-est asiatico', en: 'South-eastern Asia' } },
    ],
  },
  {
    code: 'africa',
    name: { it: 'Africa', en: 'Africa' },
    regions: [
      { code: 'northern-africa', name: { it: 'Africa settentrionale', en: 'Northern Africa' } },
      { code: 'sub-saharan-africa', name: { it: 'Africa subsahariana', en: 'Sub-Saharan Africa' } },
    ],
  },
  {
    code: 'oceania',
    name: { it: 'Oceania', en: 'Oceania' },
    regions: [
      {
        code: 'australia-new-zealand',
        name: { it: 'Australia e Nuova Zelanda', en: 'Australia and New Zealand' },
      },
    ],
  },
] as const satisfies readonly {
  code: string;
  name: Record<Locale, string>;
  regions: readonly { code: string; name: Record<Locale, string> }[];
}[];

export type ContinentCode = (typeof STORE_GEOGRAPHY)[number]['code'];
export type RegionCode = (typeof STORE_GEOGRAPHY)[number]['regions'][number]['code'];

/**
 * The store locator's filters, as in its URL (`?continent=europe&region=southern-europe&country=IT`).
 * Each narrows the one before: a region belongs to the continent, a country (ISO 3166-1 alpha-2)
 * to the region. Null: not chosen.
 */
export interface StoreFilters {
  continent: ContinentCode | null;
  region: RegionCode | null;
  country: string | null;
}

/** One choice of a filter, with its name in the page's language. */
export interface StoreFilterOption {
  code: string;
  name: string;
}

/** One line of a store's opening hours: "Lunedì – Sabato", "10:00 – 19:30" (or "Chiuso"). */
export interface OpeningHoursLine {
  days: string;
  hours: string;
}

export interface StoreLocation {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** The country's name in the page's language. */
  countryName: string;
  phone: string;
  openingHours: OpeningHoursLine[];
  latitude: number;
  longitude: number;
  /** The store on OpenStreetMap, marked at its coordinates. */
  mapUrl: string;
}

/**
 * `GET /api/stores?lang=&continent=&region=&country=`: the stores matching the filters and the
 * choices of each filter. `filters` are those applied: a value that names nothing, or does not
 * belong to the filter before it, or has no store, is dropped. `continents` are those with
 * stores, `regions` the chosen continent's with stores (empty until one is chosen), `countries`
 * those with stores in the chosen region.
 */
export interface StoreLocatorResponse {
  locale: Locale;
  filters: StoreFilters;
  continents: StoreFilterOption[];
  regions: StoreFilterOption[];
  countries: StoreFilterOption[];
  stores: StoreLocation[];
}

const COUNTRY_SHAPE = /^[A-Z]{2}$/;

/**
 * The filters a URL's query asks for, checked against the geography (not against the stores,
 * which only the server knows): an unknown continent or a region of another continent is
 * dropped, and so is what follows it.
 */
export function storeFiltersFromSearch(search: string | URLSearchParams): StoreFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const continent = STORE_GEOGRAPHY.find((each) => each.code === params.get('continent'));
  const regions: readonly { code: RegionCode }[] = continent?.regions ?? [];
  const region = regions.find((each) => each.code === params.get('region'));
  const country = params.get('country')?.toUpperCase() ?? '';
  return {
    continent: continent?.code ?? null,
    region: region?.code ?? null,
    country: region && COUNTRY_SHAPE.test(country) ? country : null,
  };
}

/** The query string of `filters`, in filter order, without the empty ones ("" for none). */
export function storeFiltersSearch(filters: StoreFilters): string {
  const params = new URLSearchParams();
  if (filters.continent) params.set('continent', filters.continent);
  if (filters.region) params.set('region', filters.region);
  if (filters.country) params.set('country', filters.country);
  const query = params.toString();
  return query ? `?${query}` : '';
}
