import type { Locale } from '@shop/shared/contracts';

/** Weekday names from Monday (ISO 1) to Sunday, and the word for a closed day, per language. */
export const storeHoursTexts: Record<Locale, { weekdays: readonly string[]; closed: string }> = {
  it: {
    weekdays: ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'],
    closed: 'Chiuso',
  },
  en: {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    closed: 'Closed',
  },
};
