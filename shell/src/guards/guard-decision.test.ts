import type { AuthSummary } from '@shop/shared';
import { decideGuard } from './guard-decision';

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
    expect(decideGuard(undefined, customer, '/cart', '')).toEqual({ kind: 'render' });
  });

  it('sends a signed-in customer away from home and login to the login redirect target', () => {
    expect(decideGuard('redirect-customer', customer, '/', '')).toEqual({
      kind: 'redirect',
      to: '/account',
    });
    expect(decideGuard('redirect-customer', customer, '/login', '')).toEqual({
      kind: 'redirect',
      to: '/account',
    });
    expect(decideGuard('redirect-customer', visitor, '/login', '')).toEqual({ kind: 'render' });
    expect(decideGuard('redirect-customer', guest, '/login', '')).toEqual({ kind: 'render' });
  });

  it('never redirects to the page the shopper is already on', () => {
    expect(decideGuard('redirect-customer', { ...customer, loginRedirect: '/' }, '/', '')).toEqual({
      kind: 'render',
    });
  });

  it('sends customers and guests away from the checkout registration/login choice', () => {
    expect(decideGuard('redirect-signed-in', guest, '/checkout/registrationLogin', '')).toEqual({
      kind: 'redirect',
      to: '/checkout',
    });
    expect(decideGuard('redirect-signed-in', customer, '/checkout/registrationLogin', '')).toEqual({
      kind: 'redirect',
      to: '/account',
    });
    expect(decideGuard('redirect-signed-in', visitor, '/checkout/registrationLogin', '')).toEqual({
      kind: 'render',
    });
  });

  it('keeps account pages hidden until auth has loaded, then sends visitors and guests to login', () => {
    expect(decideGuard('require-customer', loading, '/account', '')).toEqual({ kind: 'wait' });
    expect(decideGuard('require-customer', visitor, '/account/orders', '')).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(decideGuard('require-customer', guest, '/en/account', '/en')).toEqual({
      kind: 'redirect',
      to: '/en/login',
    });
    expect(decideGuard('require-customer', customer, '/account', '')).toEqual({ kind: 'render' });
  });
});
