import {
  ALL_ZONE_CODES,
  ALL_ZONES,
  COUNTRY_ZONES,
  countryName,
  DESTINATION_COUNTRY_CODES,
  destinationZone,
  isCountryCode,
  isDestinationCountryCode,
  PREFERENCE_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE_SECONDS,
  REST_OF_WORLD,
  storeForCountry,
  zoneForCountry,
  zoneOrigin,
  zonesByName,
} from './countries';
import { COUNTRY_NAMES } from './country-names';

const origins = { it: 'https://shop.example.it', intl: 'https://shop.example.com' };

describe('country zones', () => {
  it('lists exactly the 27 EU countries, in the spec order, once each', () => {
    expect(COUNTRY_ZONES.map((zone) => zone.code)).toEqual(
      'IT AT BE BG HR CY CZ DK EE FI FR DE GR HU IE LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
    );
    expect(new Set(COUNTRY_ZONES.map((zone) => zone.code)).size).toBe(27);
  });

  it('puts Italy alone on the Italian store', () => {
    expect(COUNTRY_ZONES.filter((zone) => zone.store === 'it').map((zone) => zone.code)).toEqual([
      'IT',
    ]);
    expect(ALL_ZONES.filter((zone) => zone.store === 'intl')).toHaveLength(27);
  });

  it('ends the full list with the rest of the world', () => {
    expect(ALL_ZONES).toHaveLength(28);
    expect(ALL_ZONES.at(-1)).toBe(REST_OF_WORLD);
    expect(REST_OF_WORLD).toEqual({ code: 'ROTW', store: 'intl' });
    expect(ALL_ZONE_CODES).toContain('ROTW');
  });
});

describe("country names in the shopper's language", () => {
  it('names a country in Italian on the Italian pages and in English on the English ones', () => {
    expect(['DE', 'BE', 'IT', 'PL', 'US'].map((code) => countryName(code, 'it'))).toEqual([
      'Germania',
      'Belgio',
      'Italia',
      'Polonia',
      'Stati Uniti',
    ]);
    expect(['DE', 'BE', 'IT', 'PL', 'US'].map((code) => countryName(code, 'en'))).toEqual([
      'Germany',
      'Belgium',
      'Italy',
      'Poland',
      'United States',
    ]);
    expect(countryName('ROTW', 'it')).toBe('Resto del mondo');
    expect(countryName('rotw', 'en')).toBe('Rest of the world');
    expect(countryName('de', 'it')).toBe('Germania');
    // A visitor's country the shop does not ship to, from the runtime's names.
    expect(countryName('CN', 'it')).toBe('Cina');
    expect(countryName('XX', 'en')).toBe('XX');
  });

  it("sorts the modal's 27 countries by their name in each language, the world last", () => {
    for (const locale of ['it', 'en'] as const) {
      const zones = zonesByName(locale);
      expect(zones).toHaveLength(28);
      expect(zones.at(-1)?.code).toBe('ROTW');
      const names = zones.slice(0, -1).map((zone) => zone.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, locale)));
      expect(new Set(zones.map((zone) => zone.code))).toEqual(new Set(ALL_ZONE_CODES));
    }
    const italian = zonesByName('it').map((zone) => zone.name);
    expect(italian.slice(0, 3)).toEqual(['Austria', 'Belgio', 'Bulgaria']);
    expect(italian.indexOf('Germania')).toBeLessThan(italian.indexOf('Grecia'));
    const english = zonesByName('en').map((zone) => zone.name);
    expect(english.indexOf('Germany')).toBeLessThan(english.indexOf('Greece'));
    expect(english).toContain('Italy');
  });
});

describe('storeForCountry', () => {
  it('sends Italy to the Italian store and everyone else to the international one', () => {
    expect(storeForCountry('IT')).toBe('it');
    expect(storeForCountry('it')).toBe('it');
    expect(storeForCountry('FR')).toBe('intl');
    expect(storeForCountry('ROTW')).toBe('intl');
    expect(storeForCountry('US')).toBe('intl');
    expect(storeForCountry('')).toBe('intl');
    expect(storeForCountry(null)).toBe('intl');
  });
});

describe('zoneForCountry', () => {
  it('finds EU zones in any case and puts the rest in ROTW', () => {
    expect(zoneForCountry(' pl ')).toEqual({ code: 'PL', store: 'intl' });
    expect(zoneForCountry('CH')).toBe(REST_OF_WORLD);
    expect(zoneForCountry(undefined)).toBe(REST_OF_WORLD);
  });
});

describe('zoneOrigin', () => {
  it('gives the origin of the store that serves the zone', () => {
    expect(zoneOrigin('IT', origins)).toBe('https://shop.example.it');
    expect(zoneOrigin('AT', origins)).toBe('https://shop.example.com');
    expect(zoneOrigin('ROTW', origins)).toBe('https://shop.example.com');
  });
});

describe('isCountryCode', () => {
  it('accepts only the zone codes', () => {
    expect(isCountryCode('SE')).toBe(true);
    expect(isCountryCode('ROTW')).toBe(true);
    expect(isCountryCode('se')).toBe(false);
    expect(isCountryCode('US')).toBe(false);
    expect(isCountryCode(1)).toBe(false);
  });
});

describe('preference cookie', () => {
  it('is named preference and lives one day', () => {
    expect(PREFERENCE_COOKIE).toBe('preference');
    expect(PREFERENCE_COOKIE_MAX_AGE_SECONDS).toBe(86400);
  });
});

describe('destinations', () => {
  it('ships to the EU and a documented list beyond it, each country once', () => {
    expect(isDestinationCountryCode('IT')).toBe(true);
    expect(isDestinationCountryCode('US')).toBe(true);
    expect(isDestinationCountryCode('ROTW')).toBe(false);
    expect(isDestinationCountryCode('us')).toBe(false);
    expect(new Set(DESTINATION_COUNTRY_CODES).size).toBe(DESTINATION_COUNTRY_CODES.length);
  });

  it('puts Italy, the other EU countries and the rest in their shipping zones', () => {
    expect(destinationZone('IT')).toBe('italy');
    expect(destinationZone('FR')).toBe('eu');
    expect(destinationZone('CH')).toBe('world');
    expect(destinationZone('XX')).toBeNull();
  });
});

describe('COUNTRY_NAMES', () => {
  it('names every destination as the runtime names it, but for two shortened names', () => {
    const shortened = ['BA:en', 'HK:it', 'HK:en'];
    for (const code of DESTINATION_COUNTRY_CODES) {
      for (const locale of ['it', 'en'] as const) {
        if (shortened.includes(`${code}:${locale}`)) continue;
        const runtime = new Intl.DisplayNames([locale], { type: 'region' }).of(code);
        expect(`${code}:${COUNTRY_NAMES[code][locale]}`).toBe(`${code}:${runtime}`);
      }
    }
  });
});
