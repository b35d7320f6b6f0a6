import { footerColumnsFor } from './footer-links';
import { matchShopPath, routePath } from './match-route';
import { ROUTE_TABLE, routeById } from './route-table';

const match = (pathname: string) => matchShopPath(pathname)?.route;

describe('routing table', () => {
  it.each([
    ['/', 'mf_content', 'home'],
    ['/account', 'mf_account', 'account'],
    ['/account/addresses', 'mf_account', 'account-addresses'],
    ['/account/orders', 'mf_account', 'account-orders'],
    ['/account/orders/A1001', 'mf_account', 'account-order'],
    ['/orders/A1001/receipt', 'mf_account', 'order-receipt'],
    ['/blog', 'mf_content', 'blog'],
    ['/blog/spring-linen', 'mf_content', 'blog-post'],
    ['/cart', 'mf_checkout', 'cart'],
    ['/categories/Uomo/Camicie', 'mf_catalogue', 'category'],
    ['/checkout', 'mf_checkout', 'checkout'],
    ['/checkout/registrationLogin', 'mf_checkout', 'checkout-registration-login'],
    ['/checkout/payment', 'mf_checkout', 'checkout-payment'],
    ['/checkout/review', 'mf_checkout', 'checkout-review'],
    ['/checkout/success/42', 'mf_checkout', 'checkout-success'],
    ['/checkout/error/42', 'mf_checkout', 'checkout-error'],
    ['/curadelcapo/lana', 'mf_content', 'care-guide'],
    ['/brand', 'mf_content', 'brand'],
    ['/en/brand/our-story', 'mf_content', 'brand'],
    ['/login', 'mf_account', 'login'],
    ['/login/lost-password', 'mf_account', 'lost-password'],
    ['/login/register', 'mf_account', 'register'],
    ['/login/reset', 'mf_account', 'reset-password'],
    ['/pages/career', 'mf_content', 'career'],
    ['/pages/newsletter', 'mf_content', 'newsletter'],
    ['/pages/storelocator', 'mf_content', 'store-locator'],
    ['/pages/terms-condtions', 'mf_content', 'page'],
    ['/products/Uomo/Camicie/camicia-oxford', 'mf_catalogue', 'product'],
    ['/en/products/Men/Shirts/oxford-shirt', 'mf_catalogue', 'product'],
    ['/en', 'mf_content', 'home'],
    ['/cerca', 'mf_catalogue', 'search'],
    ['/en/search', 'mf_catalogue', 'search'],
  ])('maps %s to %s %s', (pathname, remote, page) => {
    expect(match(pathname)).toMatchObject({ remote, page });
  });

  it('gives route parameters and the rest of the path, decoded', () => {
    expect(matchShopPath('/en/account/orders/A%201')).toMatchObject({
      locale: 'en',
      params: { id: 'A 1' },
    });
    expect(matchShopPath('/categories/Uomo/Camicie')).toMatchObject({
      locale: 'it',
      splat: 'Uomo/Camicie',
    });
  });

  it('knows no page at unknown paths, in either locale', () => {
    for (const pathname of ['/nope', '/en/nope', '/cart/extra', '/checkout/success', '/enx']) {
      expect(matchShopPath(pathname)).toBeNull();
    }
  });

  it('matches nothing for a segment that is not valid percent-encoding', () => {
    expect(matchShopPath('/categories/%E0')).toBeNull();
    expect(matchShopPath('/categories/%25E0')).toMatchObject({ splat: '%E0' });
  });

  it('has the care guide at /curadelcapo in Italian and /careguide in English only', () => {
    expect(match('/careguide/wool')).toBeUndefined();
    expect(match('/en/careguide/wool')).toMatchObject({ id: 'care-guide-item' });
    expect(match('/en/curadelcapo')).toBeUndefined();
  });

  it('uses the slim auth layout for login and checkout, the normal one elsewhere', () => {
    expect(match('/login')?.layout).toBe('auth');
    expect(match('/checkout/review')?.layout).toBe('auth');
    expect(match('/cart')?.layout).toBe('normal');
    expect(match('/account')?.layout).toBe('normal');
  });

  it('guards home, login, registration, registrationLogin and the account pages', () => {
    expect(match('/')?.guard).toBe('redirect-customer');
    expect(match('/login')?.guard).toBe('redirect-customer');
    expect(match('/login/register')?.guard).toBe('redirect-customer');
    expect(match('/checkout/registrationLogin')?.guard).toBe('redirect-signed-in');
    expect(match('/en/account/orders/7')?.guard).toBe('require-customer');
    expect(match('/cart')?.guard).toBeUndefined();
  });

  it('keeps the store suggestion off news, care-guide and account pages', () => {
    const quiet = ROUTE_TABLE.filter((route) => !route.suggestsStore).map((route) => route.id);
    expect(quiet).toEqual([
      'account',
      'account-addresses',
      'account-profile',
      'account-orders',
      'account-order',
      'order-receipt',
      'account-delete',
      'account-deleted',
      'blog',
      'blog-post',
      'care-guide',
      'care-guide-item',
    ]);
  });

  it('has unique ids and a title in both languages for every route', () => {
    const ids = ROUTE_TABLE.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of ROUTE_TABLE) {
      expect(route.title.it).not.toBe('');
      expect(route.title.en).not.toBe('');
    }
  });
});

describe('routePath', () => {
  it('builds the localized path of a route', () => {
    expect(routePath(routeById('home'), 'it')).toBe('/');
    expect(routePath(routeById('home'), 'en')).toBe('/en');
    expect(routePath(routeById('care-guide'), 'en')).toBe('/en/careguide');
    expect(routePath(routeById('content-page'), 'en', { splat: 'faq' })).toBe('/en/pages/faq');
    expect(routePath(routeById('account-order'), 'it', { params: { id: 'A 1' } })).toBe(
      '/account/orders/A%201',
    );
  });

  it('round-trips through matchShopPath for every route', () => {
    for (const route of ROUTE_TABLE) {
      for (const locale of ['it', 'en'] as const) {
        const path = routePath(route, locale, {
          params: { slug: 's', id: '1', orderId: '2' },
          splat: 'x',
        });
        if (path === null) continue;
        expect(matchShopPath(path)?.route.id).toBe(route.id);
      }
    }
  });
});

describe('footer columns', () => {
  const labels = (locale: 'it' | 'en') =>
    footerColumnsFor(locale).map((column) => [column.id, column.links.map((link) => link.path)]);

  it('shows Help, About, Discover and Legal with the Italian-only links in Italian', () => {
    expect(labels('it')).toEqual([
      ['help', ['/pages/faq', '/pages/returns', '/pages/shipping']],
      ['about', ['/pages/about', '/pages/career', '/pages/contact', '/pages/public-funding']],
      ['discover', ['/pages/storelocator', '/curadelcapo']],
      [
        'legal',
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
      ['help', ['/en/pages/faq', '/en/pages/returns', '/en/pages/shipping']],
      ['about', ['/en/pages/about', '/en/pages/career', '/en/pages/contact']],
      ['discover', ['/en/pages/storelocator', '/en/careguide']],
    ]);
  });
});
