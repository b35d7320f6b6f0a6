import type { PageMeta } from '@shop/shared';
import {
  currentCountry,
  planCountryChoice,
  shouldStorePreference,
  takePreferenceHandoff,
  targetLocaleFor,
  targetStoreFor,
  targetUrl,
  withPreferenceHandoff,
} from './country-choice';

const storeOrigins = { it: 'http://it.localhost:8080', intl: 'http://intl.localhost:8080' };
const noMeta = { meta: undefined, search: '', storeOrigins };

describe('targetStoreFor and targetLocaleFor', () => {
  it('sends Italy to the Italian store in Italian, every other zone to the international one in English', () => {
    expect([targetStoreFor('IT'), targetLocaleFor('IT')]).toEqual(['it', 'it']);
    expect([targetStoreFor('FR'), targetLocaleFor('FR')]).toEqual(['intl', 'en']);
    expect([targetStoreFor('PL'), targetLocaleFor('PL')]).toEqual(['intl', 'en']);
    expect([targetStoreFor('ROTW'), targetLocaleFor('ROTW')]).toEqual(['intl', 'en']);
  });
});

describe('targetUrl', () => {
  it('takes France from the Italian home to the English home of the international store', () => {
    expect(targetUrl({ ...noMeta, code: 'FR', pathname: '/' })).toBe(
      'http://intl.localhost:8080/en',
    );
  });

  it('takes the rest of the world to the international store too', () => {
    expect(targetUrl({ ...noMeta, code: 'ROTW', pathname: '/cart' })).toBe(
      'http://intl.localhost:8080/en/cart',
    );
  });

  it('takes Italy from an English page to the Italian page of the Italian store', () => {
    expect(targetUrl({ ...noMeta, code: 'IT', pathname: '/en/pages/faq' })).toBe(
      'http://it.localhost:8080/pages/faq',
    );
    expect(targetUrl({ ...noMeta, code: 'IT', pathname: '/en' })).toBe('http://it.localhost:8080/');
  });

  it('keeps a page already in the target language and the query string', () => {
    expect(
      targetUrl({ ...noMeta, code: 'DE', pathname: '/en/categories/Men', search: '?sort=price' }),
    ).toBe('http://intl.localhost:8080/en/categories/Men?sort=price');
  });

  it("uses a blog post's localized slug from the page data", () => {
    const meta: PageMeta = {
      path: '/blog/nuova-collezione',
      title: 'Nuova collezione',
      alternates: { it: '/blog/nuova-collezione', en: '/en/blog/new-collection' },
    };
    expect(targetUrl({ ...noMeta, meta, code: 'FR', pathname: '/blog/nuova-collezione' })).toBe(
      'http://intl.localhost:8080/en/blog/new-collection',
    );
  });

  it('switches between /curadelcapo and /en/careguide with the other slug on care-guide pages', () => {
    const meta: PageMeta = {
      path: '/en/careguide/wool',
      title: 'Wool',
      alternates: { it: '/curadelcapo/lana', en: '/en/careguide/wool' },
    };
    expect(targetUrl({ ...noMeta, meta, code: 'IT', pathname: '/en/careguide/wool' })).toBe(
      'http://it.localhost:8080/curadelcapo/lana',
    );
    const italian: PageMeta = { ...meta, path: '/curadelcapo/lana' };
    expect(targetUrl({ ...noMeta, meta: italian, code: 'SE', pathname: '/curadelcapo/lana' })).toBe(
      'http://intl.localhost:8080/en/careguide/wool',
    );
  });

  it('ignores page data about another path (not yet updated after navigation)', () => {
    const stale: PageMeta = {
      path: '/blog/vecchio-post',
      title: 'Vecchio',
      alternates: { en: '/en/blog/old-post' },
    };
    expect(targetUrl({ ...noMeta, meta: stale, code: 'FR', pathname: '/pages/faq' })).toBe(
      'http://intl.localhost:8080/en/pages/faq',
    );
  });
});

describe('targetUrl on crafted paths', () => {
  it.each([
    ['/en//evil.example/login', 'IT', 'http://it.localhost:8080/'],
    // No route knows the path: the other store's home, not another 404 page.
    ['//evil.example/login', 'FR', 'http://intl.localhost:8080/en'],
    ['/en/\\evil.example', 'IT', 'http://it.localhost:8080/'],
    ['/en/%2F%2Fevil.example', 'IT', 'http://it.localhost:8080/'],
  ])('never leaves the shop from %j (%s)', (pathname, code, expected) => {
    const url = targetUrl({ ...noMeta, code, pathname });
    expect(url).toBe(expected);
    expect(Object.values(storeOrigins)).toContain(new URL(url).origin);
  });

  it('ignores an alternate that points off the shop', () => {
    const meta: PageMeta = {
      path: '/en/pages/faq',
      title: 'FAQ',
      alternates: { it: 'https://evil.example/faq' },
    };
    expect(targetUrl({ ...noMeta, meta, code: 'IT', pathname: '/en/pages/faq' })).toBe(
      'http://it.localhost:8080/',
    );
  });
});

describe('shouldStorePreference', () => {
  it('does not store Italy chosen on the English locale, and stores everything else', () => {
    expect(shouldStorePreference({ code: 'IT', locale: 'en' })).toBe(false);
    expect(shouldStorePreference({ code: 'IT', locale: 'it' })).toBe(true);
    expect(shouldStorePreference({ code: 'FR', locale: 'en' })).toBe(true);
    expect(shouldStorePreference({ code: 'FR', locale: 'it' })).toBe(true);
    expect(shouldStorePreference({ code: 'ROTW', locale: 'it' })).toBe(true);
  });
});

describe('preference handoff', () => {
  it('carries the code in the query string and takes it back out', () => {
    const url = withPreferenceHandoff('http://intl.localhost:8080/en/cart?step=1', 'FR');
    expect(url).toBe('http://intl.localhost:8080/en/cart?step=1&preference=FR');
    expect(takePreferenceHandoff(new URL(url).search)).toEqual({ code: 'FR', search: '?step=1' });
    expect(takePreferenceHandoff('?preference=DE')).toEqual({ code: 'DE', search: '' });
  });

  it('drops an unknown code without adopting it, and leaves other queries alone', () => {
    expect(takePreferenceHandoff('?preference=XX&a=1')).toEqual({ code: null, search: '?a=1' });
    expect(takePreferenceHandoff('?a=1')).toEqual({ code: null, search: '?a=1' });
  });
});

describe('planCountryChoice', () => {
  const from = (currentStore: 'it' | 'intl', pathname: string, locale: 'it' | 'en') => ({
    ...noMeta,
    currentStore,
    pathname,
    locale,
  });

  it('stores France and hands it over to the international store', () => {
    expect(planCountryChoice({ ...from('it', '/', 'it'), code: 'FR' })).toEqual({
      storePreference: true,
      url: 'http://intl.localhost:8080/en?preference=FR',
    });
  });

  it('does not store or hand over Italy chosen on English', () => {
    expect(planCountryChoice({ ...from('intl', '/en/cart', 'en'), code: 'IT' })).toEqual({
      storePreference: false,
      url: 'http://it.localhost:8080/cart',
    });
  });

  it('stays on the page when it already is the target', () => {
    expect(planCountryChoice({ ...from('intl', '/en/cart', 'en'), code: 'DE' })).toEqual({
      storePreference: true,
      url: null,
    });
    expect(planCountryChoice({ ...from('it', '/', 'it'), code: 'IT' })).toEqual({
      storePreference: true,
      url: null,
    });
  });

  it('changes language without a handoff within the same store', () => {
    expect(planCountryChoice({ ...from('it', '/en/cart', 'en'), code: 'IT' })).toEqual({
      storePreference: false,
      url: 'http://it.localhost:8080/cart',
    });
    expect(planCountryChoice({ ...from('intl', '/cart', 'it'), code: 'AT' })).toEqual({
      storePreference: true,
      url: 'http://intl.localhost:8080/en/cart',
    });
  });
});

describe('planCountryChoice on a crafted path', () => {
  it('hands the preference over on the home of the other store', () => {
    expect(
      planCountryChoice({
        ...noMeta,
        currentStore: 'intl',
        pathname: '/en//evil.example/login',
        locale: 'en',
        code: 'IT',
      }),
    ).toEqual({ storePreference: false, url: 'http://it.localhost:8080/' });
    expect(
      planCountryChoice({
        ...noMeta,
        currentStore: 'intl',
        pathname: '/en/\\evil.example',
        locale: 'it',
        code: 'IT',
      }),
    ).toEqual({ storePreference: true, url: 'http://it.localhost:8080/?preference=IT' });
  });
});

describe('currentCountry', () => {
  it('is Italy on the Italian store whatever was stored', () => {
    expect(currentCountry('it', null)).toBe('IT');
    expect(currentCountry('it', 'FR')).toBe('IT');
  });

  it('is the stored international zone on the international store, else unknown', () => {
    expect(currentCountry('intl', 'FR')).toBe('FR');
    expect(currentCountry('intl', 'ROTW')).toBe('ROTW');
    expect(currentCountry('intl', 'IT')).toBeNull();
    expect(currentCountry('intl', null)).toBeNull();
  });
});
