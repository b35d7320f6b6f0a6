import { equivalentPath, pageAddressInLocale, pageInLocale } from './page-in-locale';

describe('equivalentPath', () => {
  it('swaps the locale prefix', () => {
    expect(equivalentPath('/products/abito-lino', 'en')).toBe('/en/products/abito-lino');
    expect(equivalentPath('/en/products/linen-dress', 'it')).toBe('/products/linen-dress');
    expect(equivalentPath('/', 'en')).toBe('/en');
  });

  it('leads a post or guide page to its section list when its other slug is unknown', () => {
    expect(equivalentPath('/blog/nuova-collezione', 'en')).toBe('/en/blog');
    expect(equivalentPath('/curadelcapo/lana', 'en')).toBe('/en/careguide');
    expect(equivalentPath('/en/careguide', 'it')).toBe('/curadelcapo');
    expect(equivalentPath('/en/blog/new-collection', 'en')).toBe('/en/blog/new-collection');
    expect(equivalentPath('/brand/la-nostra-storia', 'en')).toBe('/en/brand');
  });

  it('leads a path no route knows to the home page of the other language', () => {
    expect(equivalentPath('/en/evil.example/login', 'it')).toBe('/');
    expect(equivalentPath('/no-such-page', 'en')).toBe('/en');
  });
});

describe('pageInLocale', () => {
  it('leads a page its remote did not find to the home page of the other language', () => {
    const meta = { path: '/products/no-such-dress', title: 'Pagina non trovata', notFound: true };
    expect(pageInLocale('/products/no-such-dress', 'en', meta)).toBe('/en');
  });

  it('swaps the /en prefix', () => {
    expect(pageInLocale('/', 'en', undefined)).toBe('/en');
    expect(pageInLocale('/pages/faq', 'en', undefined)).toBe('/en/pages/faq');
    expect(pageInLocale('/en', 'it', undefined)).toBe('/');
    expect(pageInLocale('/en/pages/faq', 'it', undefined)).toBe('/pages/faq');
  });

  it('uses the localized path the page published for itself', () => {
    const meta = {
      path: '/categories/Uomo/Camicie',
      title: 'Camicie',
      alternates: { it: '/categories/Uomo/Camicie', en: '/en/categories/Men/Shirts' },
    };
    expect(pageInLocale('/categories/Uomo/Camicie', 'en', meta)).toBe('/en/categories/Men/Shirts');
  });

  it('ignores page data published for another path', () => {
    const stale = {
      path: '/categories/Donna',
      title: 'Donna',
      alternates: { en: '/en/categories/Women' },
    };
    expect(pageInLocale('/pages/faq', 'en', stale)).toBe('/en/pages/faq');
  });

  it('never sends a care-guide page to a path the other language lacks', () => {
    expect(pageInLocale('/curadelcapo/lana', 'en', undefined)).toBe('/en/careguide');
  });
});

describe('pageAddressInLocale', () => {
  it('keeps the query of a page whose other path does not carry one', () => {
    expect(pageAddressInLocale('/pages/faq', '?tab=2', 'en', undefined)).toBe(
      '/en/pages/faq?tab=2',
    );
    expect(pageAddressInLocale('/cerca', '?q=lino', 'en', undefined)).toBe('/en/search?q=lino');
  });

  it('writes the query once when the page published its alternate with it', () => {
    const meta = {
      path: '/en/search',
      title: 'lino',
      alternates: { it: '/cerca?q=lino', en: '/en/search?q=lino' },
    };
    expect(pageAddressInLocale('/en/search', '?q=lino', 'it', meta)).toBe('/cerca?q=lino');
  });
});
