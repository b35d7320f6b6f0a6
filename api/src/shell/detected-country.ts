import { LOCALES, type Locale } from '@shop/shared/contracts';

/** Languages spoken mainly in one country, for Accept-Language entries without a region. */
const COUNTRY_OF_LANGUAGE: Record<string, string> = {
  bg: 'BG',
  cs: 'CZ',
  da: 'DK',
  de: 'DE',
  el: 'GR',
  es: 'ES',
  et: 'EE',
  fi: 'FI',
  fr: 'FR',
  hr: 'HR',
  hu: 'HU',
  it: 'IT',
  ja: 'JP',
  lt: 'LT',
  lv: 'LV',
  nl: 'NL',
  pl: 'PL',
  pt: 'PT',
  ro: 'RO',
  sk: 'SK',
  sl: 'SI',
  sv: 'SE',
};

/** "XX" is what CDNs send when they do not know the country. */
const UNKNOWN_COUNTRY = 'XX';

/**
 * The visitor's two-letter country: the CDN's country header when it holds one, otherwise the
 * most preferred Accept-Language entry that names a region ("en-GB" → GB) or a language spoken
 * mainly in one country ("it" → IT); null when neither says.
 */
export function detectCountry(
  countryHeader: string | undefined,
  acceptLanguage: string | undefined,
): string | null {
  const fromHeader = countryHeader?.trim().toUpperCase();
  if (fromHeader && /^[A-Z]{2}$/.test(fromHeader) && fromHeader !== UNKNOWN_COUNTRY) {
    return fromHeader;
  }
  for (const tag of languageTagsByPreference(acceptLanguage ?? '')) {
    const [language = '', region] = tag.split('-');
    if (region && /^[a-z]{2}$/i.test(region)) return region.toUpperCase();
    const country = COUNTRY_OF_LANGUAGE[language.toLowerCase()];
    if (country) return country;
  }
  return null;
}

function languageTagsByPreference(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter(({ tag, quality }) => tag && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}

const regionNames = new Map<Locale, Intl.DisplayNames>();

/** A detected country's name in each of the shop's languages ("US" → Stati Uniti, United States). */
export function detectedCountryNames(code: string): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      let names = regionNames.get(locale);
      if (!names) {
        names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
        regionNames.set(locale, names);
      }
      return [locale, names.of(code) ?? code];
    }),
  ) as Record<Locale, string>;
}
