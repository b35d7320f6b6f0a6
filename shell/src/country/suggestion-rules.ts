import { matchShopPath, type Locale } from '@shop/shared';

/** The suggestion popup closes itself after this long (spec §4, §9). */
export const SUGGESTION_AUTO_CLOSE_MS = 30_000;

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
  // News, the care guide and the account stay quiet (spec §4): their routes say so.
  if (hasPreferenceCookie || matchShopPath(pathname)?.route.suggestsStore === false) return false;
  const country = detectedCountry?.trim().toUpperCase();
  if (!country) return false;
  return (country === 'IT') !== (locale === 'it');
}
