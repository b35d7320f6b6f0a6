import type { Locale } from '../contracts/locale';

/** BCP 47 tags used for formatting: Italian as in Italy, English as in Ireland (a euro country). */
export const LOCALE_TAGS: Record<Locale, string> = { it: 'it-IT', en: 'en-IE' };

/** Dates are shown in the shop's time zone, so the server and every browser agree on the day. */
export const SHOP_TIME_ZONE = 'Europe/Rome';

export type DateInput = Date | string | number;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * How each locale writes a euro amount, as CLDR (and `Intl.NumberFormat`) does. Written out
 * because the browser's first currency format loads its locale data: 25–40 ms of main thread on a
 * fast machine, four times that on a phone, in the first render of every page that shows a price.
 * format.test.ts holds the output to `Intl`'s.
 */
const EURO_FORMS: Record<
  Locale,
  { decimal: string; group: string; groupFromDigits: number; write: (amount: string) => string }
> = {
  // Italian groups thousands only from five digits: "1234,50 €", "12.345,00 €".
  it: { decimal: ',', group: '.', groupFromDigits: 5, write: (amount) => `${amount}\u00a0€` },
  en: { decimal: '.', group: ',', groupFromDigits: 4, write: (amount) => `€${amount}` },
};

/** An amount in cents as euros; with "unless-whole" a whole amount has no decimals ("250 €"). */
export function euroAmount(
  cents: number,
  locale: Locale,
  decimals: 'always' | 'unless-whole' = 'always',
): string {
  const form = EURO_FORMS[locale];
  const rounded = Math.round(cents);
  const absolute = Math.abs(rounded);
  const units = String(Math.floor(absolute / 100));
  const grouped =
    units.length >= form.groupFromDigits ? units.replace(/\B(?=(\d{3})+$)/g, form.group) : units;
  const fraction = absolute % 100;
  const amount =
    decimals === 'unless-whole' && fraction === 0
      ? grouped
      : `${grouped}${form.decimal}${String(fraction).padStart(2, '0')}`;
  return `${rounded < 0 ? '-' : ''}${form.write(amount)}`;
}

function dateFormat(
  locale: Locale,
  kind: 'month-year' | 'date' | 'time',
  timeZone: string,
): Intl.DateTimeFormat {
  const key = `${locale}|${kind}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      LOCALE_TAGS[locale],
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }
        : {
            ...(kind === 'date' ? { day: 'numeric' } : {}),
            month: 'long',
            year: 'numeric',
            timeZone,
          },
    );
    dateFormats.set(key, format);
  }
  return format;
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A euro amount given in integer cents: `formatPrice(12990, 'it')` → "129,90 €",
 * `formatPrice(12990, 'en')` → "€129.90". Non-finite input gives "".
 */
export function formatPrice(cents: number, locale: Locale): string {
  if (!Number.isFinite(cents)) return '';
  return euroAmount(cents, locale);
}

/** Month and year, e.g. "marzo 2026" / "March 2026"; Italian by default (spec §9). Invalid → "". */
export function formatMonthYear(
  date: DateInput,
  locale: Locale = 'it',
  timeZone = SHOP_TIME_ZONE,
): string {
  const value = toDate(date);
  return value ? dateFormat(locale, 'month-year', timeZone).format(value) : '';
}

/** Day, month and year, e.g. "5 marzo 2026" / "5 March 2026". Invalid → "". */
export function formatDate(date: DateInput, locale: Locale, timeZone = SHOP_TIME_ZONE): string {
  const value = toDate(date);
  return value ? dateFormat(locale, 'date', timeZone).format(value) : '';
}

const MONTH_NAMES: Record<Locale, readonly string[]> = {
  it: [
    'gennaio',
    'febbraio',
    'marzo',
    'aprile',
    'maggio',
    'giugno',
    'luglio',
    'agosto',
    'settembre',
    'ottobre',
    'novembre',
    'dicembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * A calendar day given as `YYYY-MM-DD` (an article's day of publication), as `formatDate` writes
 * it: "5 marzo 2026" / "5 March 2026". A day has no time zone, and written out it needs none of
 * the browser's date data, whose first use costs 35–45 ms of main thread. Not a day → "".
 */
export function formatDay(isoDay: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = MONTH_NAMES[locale][Number(match?.[2]) - 1];
  const day = Number(match?.[3]);
  if (!match || !month || day < 1 || day > 31) return '';
  return `${day} ${month} ${match[1]}`;
}

/** Hours and minutes on a 24-hour clock, e.g. "14:32", in the shop's time zone. Invalid → "". */
export function formatTime(date: DateInput, locale: Locale, timeZone = SHOP_TIME_ZONE): string {
  const value = toDate(date);
  return value ? dateFormat(locale, 'time', timeZone).format(value) : '';
}

/**
 * Reads a phone or price value typed loosely (spec §5): keeps only digits, dots and commas, drops
 * the commas, then parses the number. `null` when nothing parseable is left.
 * E.g. "€ 1,299.50" → 1299.5; "+39 333-12" → 3933312; "abc" → null.
 */
export function parseLooseNumber(value: string): number | null {
  const cleaned = value.replace(/[^\d.,]/g, '').replace(/,/g, '');
  const parsed = Number.parseFloat(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
}
