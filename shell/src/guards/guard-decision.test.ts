import type { AuthSummary } from '@shop/shared';
import { decideGuard, loginRedirectTarget } from './guard-decision';

const visitor: AuthSummary = {
  isLoggedIn: false,
  isLoading: false,
  isGuest: false,
  firstName: null,
  loginRedirect: '/',
};
const loading: AuthSummary = { ...visitor, isLoading: true };
const guest: AuthSummary = {
  ...visitor,
  isLoggedIn: true,
  isGuest: true,
  loginRedirect: '/checkout',
};
const customer: AuthSummary = {
  ...visitor,
  isLoggedIn: true,
  firstName: 'Giulia',
  loginRedirect: '/account',
};

describe('route guards', () => {
  it('lets anyone through an unguarded route', () => {
    expect(decideGuard(undefined, customer, '/cart', 'it')).toEqual({ kind: 'render' });
  });

  it('sends a signed-in customer away from home, login and registration to the login redirect target', () => {
    for (const pathname of ['/', '/login', '/login/register']) {
      expect(decideGuard('redirect-customer', customer, pathname, 'it')).toEqual({
        kind: 'redirect',
        to: '/account',
      });
    }
    expect(decideGuard('redirect-customer', visitor, '/login', 'it')).toEqual({ kind: 'render' });
    expect(decideGuard('redirect-customer', guest, '/login', 'it')).toEqual({ kind: 'render' });
    expect(decideGuard('redirect-customer', visitor, '/login/register', 'it')).toEqual({
      kind: 'render',
    });
  });

  it('never redirects to the page the shopper is already on', () => {
    const home = { ...customer, loginRedirect: '/' };
    expect(decideGuard('redirect-customer', home, '/', 'it')).toEqual({ kind: 'render' });
    expect(decideGuard('redirect-customer', home, '/en', 'en')).toEqual({ kind: 'render' });
    expect(decideGuard('redirect-customer', home, '/en/', 'en')).toEqual({ kind: 'render' });
  });

  it('sends customers and guests away from the checkout registration/login choice', () => {
    expect(decideGuard('redirect-signed-in', guest, '/checkout/registrationLogin', 'it')).toEqual({
      kind: 'redirect',
      to: '/checkout',
    });
    expect(
      decideGuard('redirect-signed-in', customer, '/checkout/registrationLogin', 'it'),
    ).toEqual({ kind: 'redirect', to: '/account' });
    expect(decideGuard('redirect-signed-in', visitor, '/checkout/registrationLogin', 'it')).toEqual(
      { kind: 'render' },
    );
  });

  it('keeps account pages hidden until auth has loaded, then sends visitors and guests to login', () => {
    expect(decideGuard('require-customer', loading, '/account', 'it')).toEqual({ kind: 'wait' });
    expect(decideGuard('require-customer', visitor, '/account/orders', 'it')).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Faccount%2Forders',
    });
    expect(decideGuard('require-customer', customer, '/account', 'it')).toEqual({
      kind: 'render',
    });
  });

  it('brings a visitor back with the page’s query once signed in (the link to a new address)', () => {
    expect(
      decideGuard('require-customer', visitor, '/account/profile', 'it', '?confirmEmail=abc'),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Faccount%2Fprofile%3FconfirmEmail%3Dabc',
    });
  });
});

describe('route guards in English (/en)', () => {
  it('keeps an English customer on the English home: "/" means the home of the locale', () => {
    const home = { ...customer, loginRedirect: '/' };
    expect(decideGuard('redirect-customer', home, '/en', 'en')).toEqual({ kind: 'render' });
    expect(decideGuard('redirect-customer', home, '/en/login', 'en')).toEqual({
      kind: 'redirect',
      to: '/en',
    });
    expect(decideGuard('redirect-customer', home, '/en/login/register', 'en')).toEqual({
      kind: 'redirect',
      to: '/en',
    });
  });

  it('gives a redirect path without a prefix the English prefix, and keeps one that has it', () => {
    expect(decideGuard('redirect-customer', customer, '/en/login', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/account',
    });
    expect(
      decideGuard('redirect-signed-in', guest, '/en/checkout/registrationLogin', 'en'),
    ).toEqual({ kind: 'redirect', to: '/en/checkout' });
    expect(
      decideGuard(
        'redirect-customer',
        { ...customer, loginRedirect: '/en/account/orders' },
        '/en/login',
        'en',
      ),
    ).toEqual({ kind: 'redirect', to: '/en/account/orders' });
  });

  it('sends English visitors and guests to the English login', () => {
    expect(decideGuard('require-customer', visitor, '/en/account', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/login?redirect=%2Fen%2Faccount',
    });
    expect(decideGuard('require-customer', guest, '/en/account/orders/7', 'en')).toEqual({
      kind: 'redirect',
      to: '/en/login?redirect=%2Fen%2Faccount%2Forders%2F7',
    });
    expect(decideGuard('require-customer', loading, '/en/account', 'en')).toEqual({
      kind: 'wait',
    });
    expect(decideGuard('require-customer', customer, '/en/account', 'en')).toEqual({
      kind: 'render',
    });
  });
});

describe('loginRedirectTarget', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/account',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
  ])('sends a tampered target %j to the home of the locale', (loginRedirect) => {
    expect(loginRedirectTarget({ ...customer, loginRedirect }, 'en')).toBe('/en');
    expect(loginRedirectTarget({ ...customer, loginRedirect }, 'it')).toBe('/');
    expect(
      decideGuard('redirect-customer', { ...customer, loginRedirect }, '/en/login', 'en'),
    ).toEqual({
      kind: 'redirect',
      to: '/en',
    });
  });
});
