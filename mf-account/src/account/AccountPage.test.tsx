import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { autoLogin } from '../auth/auth-slice';
import { createAuthStore } from '../auth/auth-store';
import { registerAccountTexts } from '../i18n';
import { AccountPage } from './AccountPage';

beforeAll(registerAccountTexts);

describe('AccountPage', () => {
  it('greets the customer by name, offers shortcuts and publishes account:log-out', async () => {
    mockApi({
      'GET /api/auth/autoLogin': {
        body: { guest: false, userData: { name: 'Giulia', lastName: 'Rossi', email: 'g@e.it' } },
      },
    });
    const store = createAuthStore({ api: createApiClient() });
    await store.dispatch(autoLogin());
    const { bus } = renderWithShop(
      <AccountPage page="account" locale="en" localePrefix="/en" store={store} />,
      { route: '/en/account', locale: 'en' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Hello Giulia Rossi')).toBeInTheDocument();
    const shortcuts = screen.getByRole('navigation', { name: 'Your account' });
    expect(shortcuts).toContainElement(screen.getByRole('link', { name: 'My orders' }));
    expect(screen.getByRole('link', { name: 'My addresses' })).toHaveAttribute(
      'href',
      '/en/account/addresses',
    );

    const yourData = screen.getByRole('region', { name: 'Your data' });
    expect(screen.getByRole('link', { name: 'Download my data (JSON)' })).toHaveAttribute(
      'href',
      '/api/account/data',
    );
    expect(screen.getByRole('link', { name: 'Download my data (JSON)' })).toHaveAttribute(
      'download',
    );
    expect(yourData).toContainElement(screen.getByRole('link', { name: 'Delete my account' }));
    expect(screen.getByRole('link', { name: 'Delete my account' })).toHaveAttribute(
      'href',
      '/en/account/delete',
    );

    const logOut = jest.fn();
    bus.subscribe('account:log-out', logOut);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(logOut).toHaveBeenCalledTimes(1);
  });
});
