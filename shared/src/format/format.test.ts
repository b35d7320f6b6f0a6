import {
  euroAmount,
  formatDate,
  formatDay,
  formatMonthYear,
  formatPrice,
  formatTime,
  LOCALE_TAGS,
  parseLooseNumber,
} from './format';

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('formats cents as euro in Italian', () => {
    expect(formatPrice(12990, 'it')).toBe(`129,90${NBSP}€`);
    expect(formatPrice(700, 'it')).toBe(`7,00${NBSP}€`);
    expect(formatPrice(0, 'it')).toBe(`0,00${NBSP}€`);
    expect(formatPrice(25000, 'it')).toBe(`250,00${NBSP}€`);
    expect(formatPrice(123456750, 'it')).toBe(`1.234.567,50${NBSP}€`);
  });

  it('formats cents as euro in English', () => {
    expect(formatPrice(12990, 'en')).toBe('€129.90');
    expect(formatPrice(1400, 'en')).toBe('€14.00');
    expect(formatPrice(123456750, 'en')).toBe('€1,234,567.50');
  });

  it('rounds stray fractions of a cent and rejects non-numbers', () => {
    expect(formatPrice(1999.6, 'en')).toBe('€20.00');
    expect(formatPrice(-500, 'en')).toBe('-€5.00');
    expect(formatPrice(Number.NaN, 'it')).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });

  it('writes what Intl.NumberFormat writes, in both locales, for amounts of every length', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 999999, 1000000];
    for (let digits = 1; digits <= 12; digits += 1) amounts.push(Number('7'.repeat(digits)));
    for (const cents of [...amounts, ...amounts.filter((value) => value > 0).map((v) => -v)]) {
      for (const locale of ['it', 'en'] as const) {
        const intl = (whole: boolean) =>
          new Intl.NumberFormat(LOCALE_TAGS[locale], {
            style: 'currency',
            currency: 'EUR',
            ...(whole && { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
          }).format(cents / 100);
        expect([cents, locale, formatPrice(cents, locale)]).toEqual([cents, locale, intl(false)]);
        expect([cents, locale, euroAmount(cents, locale, 'unless-whole')]).toEqual([
          cents,
          locale,
          intl(cents % 100 === 0),
        ]);
      }
    }
  });

  it('maps locales to it-IT and en-IE', () => {
    expect(LOCALE_TAGS).toEqual({ it: 'it-IT', en: 'en-IE' });
  });
});

describe('formatDay', () => {
  it('writes a calendar day as formatDate does, in every month and both locales', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const isoDay = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        for (const locale of ['it', 'en'] as const) {
          expect(formatDay(isoDay, locale)).toBe(formatDate(isoDay, locale));
        }
      }
    }
    expect(formatDay('2026-03-05', 'it')).toBe('5 marzo 2026');
    expect(formatDay('2026-03-05', 'en')).toBe('5 March 2026');
  });

  it('gives nothing for what is not a day', () => {
    for (const text of ['', '2026-13-01', '2026-00-10', '2026-03-32', '5 marzo', '2026-3-5']) {
      expect(formatDay(text, 'it')).toBe('');
    }
  });
});

describe('formatMonthYear', () => {
  it('defaults to Italian', () => {
    expect(formatMonthYear(new Date('2026-03-05T10:00:00Z'))).toBe('marzo 2026');
    expect(formatMonthYear('2025-12-15')).toBe('dicembre 2025');
  });

  it('formats in English on request', () => {
    expect(formatMonthYear('2026-03-05T10:00:00Z', 'en')).toBe('March 2026');
  });

  it('uses the shop time zone, so a late-evening UTC date is already the next month in Rome', () => {
    expect(formatMonthYear('2026-01-31T23:30:00Z')).toBe('febbraio 2026');
    expect(formatMonthYear('2026-01-31T23:30:00Z', 'it', 'UTC')).toBe('gennaio 2026');
  });

  it('accepts timestamps and gives "" for invalid dates', () => {
    expect(formatMonthYear(Date.UTC(2024, 6, 10))).toBe('luglio 2024');
    expect(formatMonthYear('not a date')).toBe('');
  });
});

describe('formatDate', () => {
  it('formats day, month and year in both languages', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'it')).toBe('5 marzo 2026');
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('5 March 2026');
  });

  it('gives "" for invalid dates', () => {
    expect(formatDate(new Date(Number.NaN), 'en')).toBe('');
  });
});

describe('formatTime', () => {
  it('gives hours and minutes on a 24-hour clock in the shop time zone', () => {
    expect(formatTime('2026-06-20T12:32:00Z', 'it')).toBe('14:32');
    expect(formatTime('2026-06-20T22:05:00Z', 'en')).toBe('00:05');
    expect(formatTime('2026-01-20T12:32:00Z', 'en', 'UTC')).toBe('12:32');
    expect(formatTime('not a date', 'it')).toBe('');
  });
});

describe('parseLooseNumber', () => {
  it.each([
    ['12.50', 12.5],
    ['€ 1,299.50', 1299.5],
    ['1,299', 1299],
    ['+39 333 123 4567', 393331234567],
    ['(02) 123-456', 2123456],
    ['  42 ', 42],
    ['0', 0],
    ['.5', 0.5],
    ['1.2.3', 1.2],
  ])('parses %j as %p', (input, expected) => {
    expect(parseLooseNumber(input)).toBe(expected);
  });

  it.each(['', 'abc', ',', '.', ' - '])('returns null for %j', (input) => {
    expect(parseLooseNumber(input)).toBeNull();
  });
});
