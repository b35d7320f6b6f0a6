import { act, screen, within } from '@testing-library/react';
import { renderOnStore } from '../test/render-on-store';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerShellTexts } from '../i18n';
import { italianCategories as categories } from '../test/categories-fixture';
import { Header } from './Header';

beforeAll(registerShellTexts);

describe('Header', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/categories': { body: categories } });
  });

  it('builds the main navigation from the categories API', async () => {
    renderOnStore(<Header locale="it" />, { store: 'it', route: '/', locale: 'it' });
    const nav = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(await within(nav).findByRole('link', { name: 'Donna' })).toHaveAttribute(
      'href',
      '/categories/Donna',
    );
    expect(within(nav).getByRole('link', { name: 'Uomo' })).toHaveAttribute(
      'href',
      '/categories/Uomo',
    );
  });

  it('links the logo home and Help to the FAQ', () => {
    renderOnStore(<Header locale="en" />, { store: 'it', route: '/en', locale: 'en' });
    expect(screen.getByRole('link', { name: 'Aurelia, go to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/en/pages/faq');
  });

  it('sends visitors and guests to sign in, customers to their account with their initial', () => {
    const { bus } = renderOnStore(<Header locale="it" />, {
      store: 'it',
      route: '/',
      locale: 'it',
    });
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');

    const auth = {
      isLoggedIn: true,
      isLoading: false,
      isGuest: true,
      firstName: 'Giulia',
      loginRedirect: '/',
    };
    act(() => bus.publish('account:auth', auth));
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');

    act(() => bus.publish('account:auth', { ...auth, isGuest: false }));
    const account = screen.getByRole('link', { name: /Account/ });
    expect(account).toHaveAttribute('href', '/account');
    expect(account).toHaveTextContent('G');
  });

  it('shows the total quantity in the cart', () => {
    const { bus } = renderOnStore(<Header locale="it" />, {
      store: 'it',
      route: '/',
      locale: 'it',
    });
    expect(screen.getByRole('link', { name: 'Carrello, 0 articoli' })).toHaveAttribute(
      'href',
      '/cart',
    );
    act(() =>
      bus.publish('checkout:cart', { itemCount: 4, subtotalCents: 12_000, isLoading: false }),
    );
    expect(screen.getByRole('link', { name: 'Carrello, 4 articoli' })).toBeInTheDocument();
  });
});
