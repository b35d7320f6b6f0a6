import type { Locale } from '../contracts/locale';
import type { DestinationCountryCode } from './countries';

/**
 * Every country an order ships to, named in the shop's two languages: CLDR 48's names (as
 * `Intl.DisplayNames` gives them in Node 20 and current browsers), written out so every browser
 * shows the same name and the header need not load the runtime's region names (about 60 ms of
 * main thread on first use) to name the shopper's country. Two are shortened as shoppers write
 * them: "Bosnia and Herzegovina" and "Hong Kong". A country added to the destinations needs its
 * names here (the type says so).
 */
export const COUNTRY_NAMES: Record<DestinationCountryCode, Record<Locale, string>> = {
  IT: { it: 'Italia', en: 'Italy' },
  AT: { it: 'Austria', en: 'Austria' },
  BE: { it: 'Belgio', en: 'Belgium' },
  BG: { it: 'Bulgaria', en: 'Bulgaria' },
  HR: { it: 'Croazia', en: 'Croatia' },
  CY: { it: 'Cipro', en: 'Cyprus' },
  CZ: { it: 'Cechia', en: 'Czechia' },
  DK: { it: 'Danimarca', en: 'Denmark' },
  EE: { it: 'Estonia', en: 'Estonia' },
  FI: { it: 'Finlandia', en: 'Finland' },
  FR: { it: 'Francia', en: 'France' },
  DE: { it: 'Germania', en: 'Germany' },
  GR: { it: 'Grecia', en: 'Greece' },
  HU: { it: 'Ungheria', en: 'Hungary' },
  IE: { it: 'Irlanda', en: 'Ireland' },
  LV: { it: 'Lettonia', en: 'Latvia' },
  LT: { it: 'Lituania', en: 'Lithuania' },
  LU: { it: 'Lussemburgo', en: 'Luxembourg' },
  MT: { it: 'Malta', en: 'Malta' },
  NL: { it: 'Paesi Bassi', en: 'Netherlands' },
  PL: { it: 'Polonia', en: 'Poland' },
  PT: { it: 'Portogallo', en: 'Portugal' },
  RO: { it: 'Romania', en: 'Romania' },
  SK: { it: 'Slovacchia', en: 'Slovakia' },
  SI: { it: 'Slovenia', en: 'Slovenia' },
  ES: { it: 'Spagna', en: 'Spain' },
  SE: { it: 'Svezia', en: 'Sweden' },
  CH: { it: 'Svizzera', en: 'Switzerland' },
  GB: { it: 'Regno Unito', en: 'United Kingdom' },
  NO: { it: 'Norvegia', en: 'Norway' },
  IS: { it: 'Islanda', en: 'Iceland' },
  LI: { it: 'Liechtenstein', en: 'Liechtenstein' },
  MC: { it: 'Monaco', en: 'Monaco' },
  SM: { it: 'San Marino', en: 'San Marino' },
  VA: { it: 'Città del Vaticano', en: 'Vatican City' },
  AD: { it: 'Andorra', en: 'Andorra' },
  AL: { it: 'Albania', en: 'Albania' },
  BA: { it: 'Bosnia ed Erzegovina', en: 'Bosnia and Herzegovina' },
  ME: { it: 'Montenegro', en: 'Montenegro' },
  MK: { it: 'Macedonia del Nord', en: 'North Macedonia' },
  RS: { it: 'Serbia', en: 'Serbia' },
  TR: { it: 'Turchia', en: 'Türkiye' },
  US: { it: 'Stati Uniti', en: 'United States' },
  CA: { it: 'Canada', en: 'Canada' },
  MX: { it: 'Messico', en: 'Mexico' },
  BR: { it: 'Brasile', en: 'Brazil' },
  AU: { it: 'Australia', en: 'Australia' },
  NZ: { it: 'Nuova Zelanda', en: 'New Zealand' },
  JP: { it: 'Giappone', en: 'Japan' },
  KR: { it: 'Corea del Sud', en: 'South Korea' },
  SG: { it: 'Singapore', en: 'Singapore' },
  HK: { it: 'Hong Kong', en: 'Hong Kong' },
  AE: { it: 'Emirati Arabi Uniti', en: 'United Arab Emirates' },
  IL: { it: 'Israele', en: 'Israel' },
};
