import { matchRoutes } from 'react-router-dom';
import { TOP_LEVEL_SEGMENTS } from '@shop/shared';
import { ROUTE_TABLE, routesFor } from './route-table';

const match = (pathname: string, locale: 'it' | 'en' = 'it') => {
  const routes = routesFor(locale).map((route) => ({ path: route.path || '/', route }));
  return matchRoutes(routes, pathname)?.at(-1)?.route.route;
};

describe('routing table', () => {
  it.each([
    ['/', 'mf_content', 'home'],
    ['/account', 'mf_account', 'account'],
    ['/account/addresses', 'mf_account', 'account-addresses'],
    ['/account/orders', 'mf_account', 'account-orders'],
    ['/account/orders/A1001', 'mf_account', 'account-order'],
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
    ['/login', 'mf_account', 'login'],
    ['/login/lost-password', 'mf_account', 'lost-password'],
    ['/login/register', 'mf_account', 'register'],
    ['/login/reset', 'mf_account', 'reset-password'],
    ['/pages/career', 'mf_content', 'career'],
    ['/pages/newsletter', 'mf_content', 'newsletter'],
    ['/pages/storelocator', 'mf_content', 'store-locator'],
    ['/pages/terms-condtions', 'mf_content', 'page'],
    ['/products/Uomo/Camicie/camicia-oxford', 'mf_catalogue', 'product'],
  ])('maps %s to %s %s', (pathname, remote, page) => {
    expect(match(pathname)).toMatchObject({ remote, page });
  });

  it('has the care guide at /curadelcapo in Italian and /careguide in English only', () => {
    expect(match('/careguide/wool', 'it')).toBeUndefined();
    expect(match('/careguide/wool', 'en')).toMatchObject({ page: 'care-guide' });
    expect(match('/curadelcapo', 'en')).toBeUndefined();
  });

  it('uses the slim auth layout for login and checkout, the normal one elsewhere', () => {
    expect(match('/login')?.layout).toBe('auth');
    expect(match('/checkout/review')?.layout).toBe('auth');
    expect(match('/cart')?.layout).toBeUndefined();
    expect(match('/account')?.layout).toBeUndefined();
  });

  it('guards home, login, registrationLogin and the account pages', () => {
    expect(match('/')?.guard).toBe('guest-entry');
    expect(match('/login')?.guard).toBe('guest-entry');
    expect(match('/checkout/registrationLogin')?.guard).toBe('checkout-entry');
    expect(match('/account/orders/7')?.guard).toBe('customers-only');
    expect(match('/login/register')?.guard).toBeUndefined();
  });
});

describe('the server and the shell agree on which paths exist', () => {
  const firstSegments = new Set(ROUTE_TABLE.map((route) => route.path.split('/')[0] ?? ''));

  it('answers 200 from the server for every top-level path the shell routes', () => {
    expect(
      [...firstSegments].filter((segment) => !TOP_LEVEL_SEGMENTS.includes(segment as never)),
    ).toEqual([]);
  });

  it('routes every top-level path the server answers 200 for', () => {
    expect(TOP_LEVEL_SEGMENTS.filter((segment) => !firstSegments.has(segment))).toEqual([]);
  });
});
