import { localeFromPath, localePrefix, localizePath, stripLocalePrefix } from './locale-path';

describe('localeFromPath', () => {
  it.each([
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/cart', 'en'],
    ['/en?x=1', 'en'],
    ['/', 'it'],
    ['', 'it'],
    ['/cart', 'it'],
    ['/english', 'it'],
    ['/it/cart', 'it'],
    ['/categories/en', 'it'],
  ])('%j is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe('localePrefix', () => {
  it('is empty for Italian and /en for English', () => {
    expect(localePrefix('it')).toBe('');
    expect(localePrefix('en')).toBe('/en');
  });
});

describe('stripLocalePrefix', () => {
  it.each([
    ['/en/cart', '/cart'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en?x=1', '/?x=1'],
    ['/cart', '/cart'],
    ['cart', '/cart'],
    ['/english', '/english'],
  ])('%j → %j', (path, expected) => {
    expect(stripLocalePrefix(path)).toBe(expected);
  });
});

describe('localizePath', () => {
  it.each([
    ['/cart', 'en', '/en/cart'],
    ['/en/cart', 'en', '/en/cart'],
    ['/en/cart', 'it', '/cart'],
    ['/cart', 'it', '/cart'],
    ['/', 'en', '/en'],
    ['/en', 'it', '/'],
    ['', 'en', '/en'],
    ['/categories/Uomo?sort=price#top', 'en', '/en/categories/Uomo?sort=price#top'],
    ['/?q=1', 'en', '/en?q=1'],
    ['/en#top', 'it', '/#top'],
    ['pages/faq', 'en', '/en/pages/faq'],
  ] as const)('(%j, %s) → %j', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});
