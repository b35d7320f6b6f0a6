import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  localePrefix,
  matchShopPath,
  routeById,
  routePath,
  type AuthSummary,
  type Locale,
} from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerShellTexts } from '../i18n';
import { RouteGuardGate } from './RouteGuardGate';

beforeAll(registerShellTexts);

/** A few pages of `locale` behind the guards the shop's route table gives them. */
function renderGuarded(route: string, locale: Locale) {
  const prefix = localePrefix(locale);
  const guarded = (id: string, heading: string) => {
    const path = routePath(routeById(id), locale) ?? '';
    return (
      <Route
        key={id}
        path={path}
        element={
          <RouteGuardGate guard={matchShopPath(path)?.route.guard} locale={locale}>
            <h1>{heading}</h1>
          </RouteGuardGate>
        }
      />
    );
  };
  return renderWithShop(
    <Routes>
      {guarded('home', 'Home')}
      {guarded('login', 'Login')}
      {guarded('register', 'Register')}
      {guarded('account-orders', 'Orders')}
      <Route path={`${prefix}/account`} element={<h1>Account</h1>} />
    </Routes>,
    { route, locale },
  );
}

const customer: AuthSummary = {
  isLoggedIn: true,
  isLoading: false,
  isGuest: false,
  firstName: 'Giulia',
  loginRedirect: '/',
};
const visitor: AuthSummary = { ...customer, isLoggedIn: false, firstName: null };

const heading = (name: string) => screen.queryByRole('heading', { level: 1, name });

describe('RouteGuardGate', () => {
  it('shows nothing of an account page while auth is loading, then sends a visitor to login', () => {
    const { bus } = renderGuarded('/account/orders', 'it');
    expect(heading('Orders')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => bus.publish('account:auth', visitor));
    expect(heading('Login')).toBeInTheDocument();
  });

  it('sends a guest to login too', () => {
    const { bus } = renderGuarded('/account/orders', 'it');
    act(() => bus.publish('account:auth', { ...customer, isGuest: true }));
    expect(heading('Login')).toBeInTheDocument();
  });

  it('shows the page to a signed-in customer', () => {
    const { bus } = renderGuarded('/account/orders', 'it');
    act(() => bus.publish('account:auth', customer));
    expect(heading('Orders')).toBeInTheDocument();
  });

  it('sends a signed-in customer away from registration to the login redirect target', () => {
    const { bus } = renderGuarded('/login/register', 'it');
    act(() => bus.publish('account:auth', { ...customer, loginRedirect: '/account' }));
    expect(heading('Account')).toBeInTheDocument();
  });

  it('lets a visitor register', () => {
    const { bus } = renderGuarded('/login/register', 'it');
    act(() => bus.publish('account:auth', visitor));
    expect(heading('Register')).toBeInTheDocument();
  });
});

describe('RouteGuardGate in English (/en)', () => {
  it('sends an English visitor from an account page to the English login', () => {
    const { bus } = renderGuarded('/en/account/orders', 'en');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => bus.publish('account:auth', visitor));
    expect(heading('Login')).toBeInTheDocument();
  });

  it('keeps an English customer on the English home instead of the Italian one', () => {
    const { bus } = renderGuarded('/en', 'en');
    act(() => bus.publish('account:auth', customer));
    expect(heading('Home')).toBeInTheDocument();
  });

  it('sends an English customer from login and registration to the English home', () => {
    for (const route of ['/en/login', '/en/login/register']) {
      const { bus, unmount } = renderGuarded(route, 'en');
      act(() => bus.publish('account:auth', customer));
      expect(heading('Home')).toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the English prefix on a redirect path that has none', () => {
    const { bus } = renderGuarded('/en/login', 'en');
    act(() => bus.publish('account:auth', { ...customer, loginRedirect: '/account' }));
    expect(heading('Account')).toBeInTheDocument();
  });

  it('never leaves the shop when the redirect target is tampered with', () => {
    const { bus } = renderGuarded('/en/login', 'en');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The bus refuses an auth summary whose redirect leaves the site, so nobody is signed in by it;
    // decideGuard's own fallback to the locale's home is covered in guard-decision.test.ts.
    act(() => bus.publish('account:auth', { ...customer, loginRedirect: '//evil.example/x' }));
    expect(heading('Login')).toBeInTheDocument();
    expect(bus.getSnapshot('account:auth')?.loginRedirect).not.toBe('//evil.example/x');
  });
});
