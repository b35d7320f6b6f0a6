import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { registerShellTexts } from '../i18n';
import { RouteGuardGate } from './RouteGuardGate';

beforeAll(registerShellTexts);

const renderAccount = () =>
  renderWithShop(
    <Routes>
      <Route
        path="/account"
        element={
          <RouteGuardGate guard="require-customer" localePrefix="">
            <h1>I tuoi ordini</h1>
          </RouteGuardGate>
        }
      />
      <Route path="/login" element={<h1>Accedi</h1>} />
    </Routes>,
    { route: '/account' },
  );

const signedIn = {
  isLoggedIn: true,
  isLoading: false,
  isGuest: false,
  firstName: 'Giulia',
  loginRedirect: '/',
};

describe('RouteGuardGate', () => {
  it('shows nothing of an account page while auth is loading, then sends a visitor to login', () => {
    const { bus } = renderAccount();
    expect(screen.queryByRole('heading', { name: 'I tuoi ordini' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => bus.publish('account:auth', { ...signedIn, isLoggedIn: false, firstName: null }));
    expect(screen.getByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('sends a guest to login too', () => {
    const { bus } = renderAccount();
    act(() => bus.publish('account:auth', { ...signedIn, isGuest: true }));
    expect(screen.getByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('shows the page to a signed-in customer', () => {
    const { bus } = renderAccount();
    act(() => bus.publish('account:auth', signedIn));
    expect(screen.getByRole('heading', { name: 'I tuoi ordini' })).toBeInTheDocument();
  });
});
