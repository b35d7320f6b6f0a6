import type { Locale } from '@shop/shared';

/** The suggestion popup closes itself after this long (spec §4, §9). */
export const SUGGESTION_AUTO_CLOSE_MS = 30_000;

/** Pages that never show the suggestion: news, the care guide and the account (spec §4). */
const QUIET_PAGES = /^(?:\/en)?\/(?:blog|curadelcapo|careguide|account)(?:\/|$)/;

export interface SuggestionContext {
  hasPreferenceCookie: boolean;
  pathname: string;
  locale: Locale;
  /** Two-letter country of the visitor, or `null` when it could not be detected. */
  detectedCountry: string | null;
}

/**
 * Whether to suggest the other store: only without a stored preference, outside news, care-guide
 * and account pages, and when the detected country does not match the locale (Italian locale
 * with Italy, English locale with any other country already match).
 */
export function shouldSuggestStore({
  hasPreferenceCookie,
  pathname,
  locale,
  detectedCountry,
}: SuggestionContext): boolean {
  if (hasPreferenceCookie || QUIET_PAGES.test(pathname)) return false;
  const country = detectedCountry?.trim().toUpperCase();
  if (!country) return false;
  return (country === 'IT') !== (locale === 'it');
}
