import {
  MAX_SHOP_PATH_LENGTH,
  parseShopPath,
  toLocalizedShopPath,
  toSafeShopPath,
  toSafeShopUrl,
} from './safe-path';

/** What a crafted link, a tampered redirect or another team's bug could hand the shop. */
const hostile: unknown[] = [
  '//evil.example',
  '//evil.example/login',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  'https:evil.example',
  'https:/evil.example',
  'http://evil.example',
  'https://evil.example/login',
  'HTTP://EVIL.EXAMPLE',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,x',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\u0000/evil.example',
  '\t//evil.example',
  '/\u2028/evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/%2e%2e//evil.example',
  '/./%2e//evil.example',
  '/en/..//evil.example',
  'evil.example',
  'cart',
  '',
  ' ',
  '?next=/',
  '#top',
  `/${'a'.repeat(MAX_SHOP_PATH_LENGTH)}`,
  `/${'%2F'.repeat(10_000)}`,
  undefined,
  null,
  42,
  ['/cart'],
  { pathname: '/cart' },
];

/** Test titles: the input as JSON, cut short for the very long ones. */
const titled = (inputs: unknown[]) =>
  inputs.map((input) => [(JSON.stringify(input) ?? String(input)).slice(0, 60), input]);

describe('toSafeShopPath', () => {
  it.each(titled(hostile))('refuses %s and falls back to the home', (_title, input) => {
    expect(toSafeShopPath(input, 'it')).toBe('/');
    expect(toSafeShopPath(input, 'en')).toBe('/en');
  });

  it.each([
    ['/', '/'],
    ['/en', '/en'],
    ['/en/cart', '/en/cart'],
    ['/categories/Uomo/Camicie?sort=price#top', '/categories/Uomo/Camicie?sort=price#top'],
    ['/categories/%25E0', '/categories/%25E0'],
    ['/pages/faq?next=//evil.example', '/pages/faq?next=//evil.example'],
    ['/account/orders/A%201', '/account/orders/A%201'],
    ['/categories/Uomo Camicie', '/categories/Uomo%20Camicie'],
    ['/categories/../cart', '/cart'],
  ])('keeps the shop path %j (as %j)', (input, expected) => {
    expect(toSafeShopPath(input, 'it')).toBe(expected);
    expect(parseShopPath(input)).toBe(expected);
  });

  it('answers quickly for very long inputs', () => {
    const started = performance.now();
    for (let index = 0; index < 100; index += 1) toSafeShopPath(`/${'/'.repeat(1e5)}`, 'it');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('toLocalizedShopPath', () => {
  it('gives a path without a locale prefix the shopper locale', () => {
    expect(toLocalizedShopPath('/', 'en')).toBe('/en');
    expect(toLocalizedShopPath('/account', 'en')).toBe('/en/account');
    expect(toLocalizedShopPath('/checkout?step=2', 'en')).toBe('/en/checkout?step=2');
    expect(toLocalizedShopPath('/', 'it')).toBe('/');
    expect(toLocalizedShopPath('/account', 'it')).toBe('/account');
  });

  it('keeps a path that names its locale', () => {
    expect(toLocalizedShopPath('/en/account', 'it')).toBe('/en/account');
    expect(toLocalizedShopPath('/en/account', 'en')).toBe('/en/account');
  });

  it.each(titled(hostile))('sends %s to the home of the locale', (_title, input) => {
    expect(toLocalizedShopPath(input, 'en')).toBe('/en');
    expect(toLocalizedShopPath(input, 'it')).toBe('/');
  });
});

describe('toSafeShopUrl', () => {
  const storeOrigins = { it: 'http://it.localhost:8080', intl: 'http://intl.localhost:8080' };
  const onIntl = { storeOrigins, store: 'intl', locale: 'en' } as const;

  it('puts a shop path on the store origin', () => {
    expect(toSafeShopUrl('/en/cart?x=1', onIntl)).toBe('http://intl.localhost:8080/en/cart?x=1');
    expect(toSafeShopUrl('/', { ...onIntl, store: 'it', locale: 'it' })).toBe(
      'http://it.localhost:8080/',
    );
  });

  it('keeps an absolute URL on either store', () => {
    expect(toSafeShopUrl('http://it.localhost:8080/pages/faq', onIntl)).toBe(
      'http://it.localhost:8080/pages/faq',
    );
    expect(toSafeShopUrl('http://intl.localhost:8080/en?preference=FR', onIntl)).toBe(
      'http://intl.localhost:8080/en?preference=FR',
    );
  });

  it.each(
    titled([
      ...hostile,
      'https://it.localhost:8080/',
      'http://it.localhost:8081/',
      'http://it.localhost:8080.evil.example/',
      'http://user:secret@it.localhost:8080/',
      'http://evil.example@it.localhost:8080/',
      'http://it.localhost:8080//evil.example',
      'http://it.localhost:8080/%2F%2Fevil.example',
      'http://it.localhost:8080/\t/x',
    ]),
  )('sends %s to the home of the store', (_title, input) => {
    expect(toSafeShopUrl(input, onIntl)).toBe('http://intl.localhost:8080/en');
  });
});
