import { detectCountry, detectedCountryNames } from '../../src/shell/detected-country';

test.each([
  ['IT', undefined, 'IT'],
  [' fr ', 'en-GB', 'FR'],
  ['XX', 'de-AT,de;q=0.9', 'AT'],
  ['T1', 'it', 'IT'],
  [undefined, 'en-GB,en;q=0.9', 'GB'],
  [undefined, 'it', 'IT'],
  [undefined, 'en;q=0.5, pt-BR', 'BR'],
  [undefined, 'en, fr;q=0.8', 'FR'],
  [undefined, 'es-419', 'ES'],
  [undefined, 'en', null],
  [undefined, '*', null],
  [undefined, undefined, null],
])('header %p, Accept-Language %p → %p', (header, acceptLanguage, expected) => {
  expect(detectCountry(header, acceptLanguage)).toBe(expected);
});

test.each([
  ['US', { it: 'Stati Uniti', en: 'United States' }],
  ['FR', { it: 'Francia', en: 'France' }],
])('%p is named in every language of the shop', (code, names) => {
  expect(detectedCountryNames(code)).toEqual(names);
});
