import { otherLocalePath, pathInLocale } from './LanguageSwitch';

describe('language switch', () => {
  it('swaps the /en prefix', () => {
    expect(otherLocalePath('/', 'it')).toBe('/en');
    expect(otherLocalePath('/pages/faq', 'it')).toBe('/en/pages/faq');
    expect(otherLocalePath('/en', 'en')).toBe('/');
    expect(otherLocalePath('/en/pages/faq', 'en')).toBe('/pages/faq');
  });

  it('uses the localized path the page published for itself', () => {
    const meta = {
      path: '/categories/Uomo/Camicie',
      title: 'Camicie',
      alternates: { it: '/categories/Uomo/Camicie', en: '/en/categories/Men/Shirts' },
    };
    expect(pathInLocale('/categories/Uomo/Camicie', 'it', 'en', meta)).toBe(
      '/en/categories/Men/Shirts',
    );
  });

  it('ignores page data published for another path', () => {
    const stale = {
      path: '/categories/Donna',
      title: 'Donna',
      alternates: { en: '/en/categories/Women' },
    };
    expect(pathInLocale('/pages/faq', 'it', 'en', stale)).toBe('/en/pages/faq');
  });
});
