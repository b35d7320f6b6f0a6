import { footerColumnsFor } from './footer-links';

const labels = (locale: 'it' | 'en') =>
  footerColumnsFor(locale).map((column) => [
    column.titleKey,
    column.links.map((link) => link.path),
  ]);

describe('footer columns', () => {
  it('shows Help, About, Discover and Legal with the Italian-only links in Italian', () => {
    expect(labels('it')).toEqual([
      ['footer.help', ['/pages/faq', '/pages/returns', '/pages/shipping']],
      [
        'footer.about',
        ['/pages/about', '/pages/career', '/pages/contact', '/pages/public-funding'],
      ],
      ['footer.discover', ['/pages/storelocator', '/curadelcapo']],
      [
        'footer.legal',
        [
          '/pages/whistleblowing',
          '/pages/terms-conditions',
          '/pages/privacy-policy',
          '/pages/cookie-policy',
        ],
      ],
    ]);
  });

  it('drops the Italian-only links and the Legal column in English, under /en', () => {
    expect(labels('en')).toEqual([
      ['footer.help', ['/en/pages/faq', '/en/pages/returns', '/en/pages/shipping']],
      ['footer.about', ['/en/pages/about', '/en/pages/career', '/en/pages/contact']],
      ['footer.discover', ['/en/pages/storelocator', '/en/careguide']],
    ]);
  });
});
