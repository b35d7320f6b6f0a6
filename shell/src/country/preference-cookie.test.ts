import {
  clearPreferenceCookie,
  preferenceCookieString,
  readPreferenceCookie,
  writePreferenceCookie,
} from './preference-cookie';

afterEach(clearPreferenceCookie);

describe('preference cookie', () => {
  it('lives 86400 seconds on the whole host', () => {
    expect(preferenceCookieString('FR', false)).toBe(
      'preference=FR; max-age=86400; path=/; SameSite=Lax',
    );
    expect(preferenceCookieString('IT', true)).toBe(
      'preference=IT; max-age=86400; path=/; SameSite=Lax; Secure',
    );
  });

  it('is written to and read from document.cookie', () => {
    const setCookie = jest.spyOn(document, 'cookie', 'set');
    expect(readPreferenceCookie()).toBeNull();
    writePreferenceCookie('PL');
    expect(setCookie).toHaveBeenCalledWith('preference=PL; max-age=86400; path=/; SameSite=Lax');
    expect(readPreferenceCookie()).toBe('PL');
    clearPreferenceCookie();
    expect(readPreferenceCookie()).toBeNull();
    setCookie.mockRestore();
  });

  it('reads only a known zone code among other cookies', () => {
    expect(readPreferenceCookie('session=abc; preference=ROTW; theme=dark')).toBe('ROTW');
    expect(readPreferenceCookie('preferences=FR')).toBeNull();
    expect(readPreferenceCookie('preference=<script>')).toBeNull();
    expect(readPreferenceCookie('')).toBeNull();
  });
});
