import { shouldSuggestStore, SUGGESTION_AUTO_CLOSE_MS } from './suggestion-rules';

const base = {
  hasPreferenceCookie: false,
  pathname: '/',
  locale: 'it' as const,
  detectedCountry: 'FR',
};

describe('shouldSuggestStore', () => {
  it('suggests the international store to a visitor from abroad on the Italian locale', () => {
    expect(shouldSuggestStore(base)).toBe(true);
    expect(shouldSuggestStore({ ...base, detectedCountry: 'us' })).toBe(true);
  });

  it('suggests the Italian store to a visitor from Italy on the English locale', () => {
    expect(
      shouldSuggestStore({ ...base, locale: 'en', pathname: '/en', detectedCountry: 'IT' }),
    ).toBe(true);
  });

  it('stays quiet when the locale already matches the country', () => {
    expect(shouldSuggestStore({ ...base, detectedCountry: 'IT' })).toBe(false);
    expect(
      shouldSuggestStore({ ...base, locale: 'en', pathname: '/en', detectedCountry: 'GB' }),
    ).toBe(false);
  });

  it('stays quiet once a preference is stored', () => {
    expect(shouldSuggestStore({ ...base, hasPreferenceCookie: true })).toBe(false);
  });

  it('stays quiet when no country was detected', () => {
    expect(shouldSuggestStore({ ...base, detectedCountry: null })).toBe(false);
    expect(shouldSuggestStore({ ...base, detectedCountry: '' })).toBe(false);
  });

  it.each([
    '/blog',
    '/blog/nuova-collezione',
    '/en/blog/new-collection',
    '/curadelcapo',
    '/curadelcapo/lana',
    '/en/careguide/wool',
    '/account',
    '/account/orders/42',
    '/en/account',
  ])('stays quiet on %s', (pathname) => {
    expect(shouldSuggestStore({ ...base, pathname })).toBe(false);
  });

  it('still shows on pages that only start like a quiet section', () => {
    expect(shouldSuggestStore({ ...base, pathname: '/blogger' })).toBe(true);
    expect(shouldSuggestStore({ ...base, pathname: '/pages/faq' })).toBe(true);
  });

  it('closes itself after 30 seconds', () => {
    expect(SUGGESTION_AUTO_CLOSE_MS).toBe(30_000);
  });
});
