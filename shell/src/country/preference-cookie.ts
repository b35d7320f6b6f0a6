import {
  isCountryCode,
  PREFERENCE_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  type CountryCode,
} from '@shop/shared';

/**
 * The `Set-Cookie`-style string that stores `code` as the preference for one day on this host:
 * `preference=FR; max-age=86400; path=/; SameSite=Lax` (plus `Secure` over HTTPS).
 */
export function preferenceCookieString(code: CountryCode, secure: boolean): string {
  return dayCookieString(PREFERENCE_COOKIE, code, secure);
}

function dayCookieString(name: string, value: string, secure: boolean): string {
  const parts = [
    `${name}=${value}`,
    `max-age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}`,
    'path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

function readCookie(name: string, cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The stored country preference, or `null` when there is none or it is not a zone code. */
export function readPreferenceCookie(cookies: string = document.cookie): CountryCode | null {
  const code = readCookie(PREFERENCE_COOKIE, cookies);
  return isCountryCode(code) ? code : null;
}

/** Stores `code` as this host's country preference for `PREFERENCE_COOKIE_MAX_AGE_SECONDS`. */
export function writePreferenceCookie(code: CountryCode): void {
  document.cookie = preferenceCookieString(code, window.location.protocol === 'https:');
}

/** Forgets this host's country preference. */
export function clearPreferenceCookie(): void {
  document.cookie = `${PREFERENCE_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
}

/**
 * Remembers, on this host and for as long as a preference lives, that the shopper dismissed the
 * store suggestion without choosing a country (closing it, or staying on the international store).
 */
export const SUGGESTION_DISMISSED_COOKIE = 'suggestion-dismissed';

export function writeSuggestionDismissed(): void {
  document.cookie = dayCookieString(
    SUGGESTION_DISMISSED_COOKIE,
    '1',
    window.location.protocol === 'https:',
  );
}

export function readSuggestionDismissed(cookies: string = document.cookie): boolean {
  return readCookie(SUGGESTION_DISMISSED_COOKIE, cookies) === '1';
}

/** Forgets a dismissed suggestion (tests). */
export function clearSuggestionDismissed(): void {
  document.cookie = `${SUGGESTION_DISMISSED_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
}
