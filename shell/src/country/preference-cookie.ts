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
  const parts = [
    `${PREFERENCE_COOKIE}=${code}`,
    `max-age=${PREFERENCE_COOKIE_MAX_AGE_SECONDS}`,
    'path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The stored country preference, or `null` when there is none or it is not a zone code. */
export function readPreferenceCookie(cookies: string = document.cookie): CountryCode | null {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== PREFERENCE_COOKIE) continue;
    const code = decodeURIComponent(value.join('='));
    return isCountryCode(code) ? code : null;
  }
  return null;
}

/** Stores `code` as this host's country preference for `PREFERENCE_COOKIE_MAX_AGE_SECONDS`. */
export function writePreferenceCookie(code: CountryCode): void {
  document.cookie = preferenceCookieString(code, window.location.protocol === 'https:');
}

/** Forgets this host's country preference. */
export function clearPreferenceCookie(): void {
  document.cookie = `${PREFERENCE_COOKIE}=; max-age=0; path=/; SameSite=Lax`;
}
