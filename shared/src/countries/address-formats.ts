import type { DestinationCountryCode } from './countries';
import { ITALIAN_PROVINCES } from './italian-provinces';

/** A country's postal code: its format once cleaned, an example, and its written form. */
export interface PostalCodeFormat {
  /** Matches a code cleaned by `cleanAddressField` (trimmed, single spaces, upper case). */
  pattern: RegExp;
  /** A valid code, shown when one is refused. */
  example: string;
  /** The code as the country writes it (NL "1234AB" → "1234 AB"); unchanged when absent. */
  canonical?: (code: string) => string;
}

/** What a country's subdivision (state, province…) is called in a form. */
export type RegionKind = 'province' | 'state' | 'provinceOrTerritory' | 'stateOrTerritory';

/** A country whose addresses need a subdivision chosen from a list. */
export interface RegionList {
  kind: RegionKind;
  regions: readonly { code: string; name: string }[];
}

/** What an address in a country needs beyond the fields every address has. */
export interface AddressFormat {
  /** null: the country has no postal codes (the field is not asked for). */
  postalCode: PostalCodeFormat | null;
  /** null: no list; the region is then an optional free text. */
  regions: RegionList | null;
  /** Only Italy asks for a person's fiscal code (codice fiscale). */
  fiscalCode: boolean;
}

const digits = (count: number, example: string): PostalCodeFormat => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  example,
});

/** Codes written as two groups with a space ("123 45"), typed with or without it. */
const split = (first: number, second: number, example: string): PostalCodeFormat => ({
  pattern: new RegExp(`^\\d{${first}} ?\\d{${second}}$`),
  example,
  canonical: (code) => code.replace(/^(\d{3}) ?(\d{2})$/, '$1 $2'),
});

/** Codes that may carry the country's letters in front ("LV-1050"), stored as typed. */
const prefixed = (letters: string, count: number, example: string): PostalCodeFormat => ({
  pattern: new RegExp(`^(?:${letters}-?)?\\d{${count}}$`),
  example,
});

const US_STATES = {
  kind: 'state',
  regions: Object.entries({
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    PR: 'Puerto Rico',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  }).map(([code, name]) => ({ code, name })),
} as const satisfies RegionList;

const CANADIAN_PROVINCES = {
  kind: 'provinceOrTerritory',
  regions: Object.entries({
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  }).map(([code, name]) => ({ code, name })),
} as const satisfies RegionList;

const AUSTRALIAN_STATES = {
  kind: 'stateOrTerritory',
  regions: Object.entries({
    ACT: 'Australian Capital Territory',
    NSW: 'New South Wales',
    NT: 'Northern Territory',
    QLD: 'Queensland',
    SA: 'South Australia',
    TAS: 'Tasmania',
    VIC: 'Victoria',
    WA: 'Western Australia',
  }).map(([code, name]) => ({ code, name })),
} as const satisfies RegionList;

const ITALIAN_PROVINCE_LIST: RegionList = {
  kind: 'province',
  regions: ITALIAN_PROVINCES.map(({ code, name }) => ({ code, name })),
};

/** Each destination's postal code format and region list (the Universal Postal Union's formats). */
const FORMATS: Record<DestinationCountryCode, Omit<AddressFormat, 'fiscalCode'>> = {
  IT: { postalCode: digits(5, '20121'), regions: ITALIAN_PROVINCE_LIST },
  AT: { postalCode: digits(4, '1010'), regions: null },
  BE: { postalCode: digits(4, '1000'), regions: null },
  BG: { postalCode: digits(4, '1000'), regions: null },
  HR: { postalCode: digits(5, '10000'), regions: null },
  CY: { postalCode: digits(4, '1010'), regions: null },
  CZ: { postalCode: split(3, 2, '110 00'), regions: null },
  DK: { postalCode: digits(4, '1050'), regions: null },
  EE: { postalCode: digits(5, '10111'), regions: null },
  FI: { postalCode: digits(5, '00100'), regions: null },
  FR: { postalCode: digits(5, '75001'), regions: null },
  DE: { postalCode: digits(5, '10115'), regions: null },
  GR: { postalCode: split(3, 2, '105 57'), regions: null },
  HU: { postalCode: digits(4, '1051'), regions: null },
  IE: {
    // Eircode: a routing key (D6W is Dublin 6W's) and a 4-character unique identifier.
    postalCode: {
      pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/,
      example: 'D02 X285',
      canonical: (code) => code.replace(/^(\w{3}) ?(\w{4})$/, '$1 $2'),
    },
    regions: null,
  },
  LV: { postalCode: prefixed('LV', 4, 'LV-1050'), regions: null },
  LT: { postalCode: prefixed('LT', 5, 'LT-01100'), regions: null },
  LU: { postalCode: prefixed('L', 4, '1009'), regions: null },
  MT: {
    postalCode: {
      pattern: /^[A-Z]{3} ?\d{4}$/,
      example: 'VLT 1117',
      canonical: (code) => code.replace(/^([A-Z]{3}) ?(\d{4})$/, '$1 $2'),
    },
    regions: null,
  },
  NL: {
    postalCode: {
      pattern: /^[1-9]\d{3} ?[A-Z]{2}$/,
      example: '1012 AB',
      canonical: (code) => code.replace(/^(\d{4}) ?([A-Z]{2})$/, '$1 $2'),
    },
    regions: null,
  },
  PL: { postalCode: { pattern: /^\d{2}-\d{3}$/, example: '00-950' }, regions: null },
  PT: { postalCode: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' }, regions: null },
  RO: { postalCode: digits(6, '010011'), regions: null },
  SK: { postalCode: split(3, 2, '811 01'), regions: null },
  SI: { postalCode: prefixed('SI', 4, '1000'), regions: null },
  ES: {
    postalCode: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013' },
    regions: null,
  },
  SE: { postalCode: split(3, 2, '111 22'), regions: null },
  CH: { postalCode: digits(4, '8001'), regions: null },
  GB: {
    postalCode: {
      pattern: /^(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}$/,
      example: 'SW1A 1AA',
      canonical: (code) => code.replace(/^(\S+?) ?(\d[A-Z]{2})$/, '$1 $2'),
    },
    regions: null,
  },
  NO: { postalCode: digits(4, '0150'), regions: null },
  IS: { postalCode: digits(3, '101'), regions: null },
  LI: { postalCode: { pattern: /^94(?:8[5-9]|9[0-8])$/, example: '9490' }, regions: null },
  MC: { postalCode: { pattern: /^980\d{2}$/, example: '98000' }, regions: null },
  SM: { postalCode: { pattern: /^4789\d$/, example: '47890' }, regions: null },
  VA: { postalCode: { pattern: /^00120$/, example: '00120' }, regions: null },
  AD: { postalCode: { pattern: /^AD\d{3}$/, example: 'AD500' }, regions: null },
  AL: { postalCode: digits(4, '1001'), regions: null },
  BA: { postalCode: digits(5, '71000'), regions: null },
  ME: { postalCode: digits(5, '81000'), regions: null },
  MK: { postalCode: digits(4, '1000'), regions: null },
  RS: { postalCode: digits(5, '11000'), regions: null },
  TR: { postalCode: digits(5, '34000'), regions: null },
  US: { postalCode: { pattern: /^\d{5}(?:-\d{4})?$/, example: '10001' }, regions: US_STATES },
  CA: {
    postalCode: {
      pattern: /^[ABCEGHJ-NPRSTVXY]\d[A-Z] ?\d[A-Z]\d$/,
      example: 'K1A 0B1',
      canonical: (code) => code.replace(/^(\w{3}) ?(\w{3})$/, '$1 $2'),
    },
    regions: CANADIAN_PROVINCES,
  },
  MX: { postalCode: digits(5, '06000'), regions: null },
  BR: { postalCode: { pattern: /^\d{5}-?\d{3}$/, example: '01310-100' }, regions: null },
  AU: { postalCode: digits(4, '2000'), regions: AUSTRALIAN_STATES },
  NZ: { postalCode: digits(4, '6011'), regions: null },
  JP: { postalCode: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' }, regions: null },
  KR: { postalCode: digits(5, '03187'), regions: null },
  SG: { postalCode: digits(6, '018956'), regions: null },
  HK: { postalCode: null, regions: null },
  AE: { postalCode: null, regions: null },
  IL: { postalCode: digits(7, '6100000'), regions: null },
};

const UNKNOWN: AddressFormat = {
  postalCode: { pattern: /^[A-Z0-9](?:[A-Z0-9 -]{0,10}[A-Z0-9])$/, example: '12345' },
  regions: null,
  fiscalCode: false,
};

/**
 * What an address in `country` needs: its postal code format, its list of regions, whether a
 * fiscal code is asked. A country the shop does not ship to gets a lenient format (the country
 * itself is refused by its own rule).
 */
export function addressFormat(country: unknown): AddressFormat {
  if (typeof country !== 'string' || !Object.hasOwn(FORMATS, country)) return UNKNOWN;
  const format = FORMATS[country as DestinationCountryCode];
  return { ...format, fiscalCode: country === 'IT' };
}
