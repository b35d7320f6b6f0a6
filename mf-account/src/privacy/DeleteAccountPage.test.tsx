import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createApiClient, type AuthSummary } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { autoLogin } from '../auth/auth-slice';
import { startAuthService } from '../auth/auth-service';
import { createAuthStore } from '../auth/auth-store';
import { registerAccountTexts } from '../i18n';
import { AccountDeletedPage } from './AccountDeletedPage';
import { DeleteAccountPage } from './DeleteAccountPage';

beforeAll(registerAccountTexts);

const giulia = { guest: false, userData: { name: 'Giulia', lastName: 'Rossi', email: 'g@e.it' } };

async function renderDelete(locale: 'it' | 'en' = 'it') {
  const prefix = locale === 'it' ? '' : '/en';
  const store = createAuthStore({ api: createApiClient() });
  await store.dispatch(autoLogin());
  const view = renderWithShop(
    <Routes>
      <Route
        path={`${prefix}/account/delete`}
        element={
          <DeleteAccountPage
            page="account-delete"
            locale={locale}
            localePrefix={prefix}
            store={store}
          />
        }
      />
      <Route
        path={`${prefix}/account/deleted`}
        element={
          <AccountDeletedPage
            page="account-deleted"
            locale={locale}
            localePrefix={prefix}
            store={store}
          />
        }
      />
    </Routes>,
    { route: `${prefix}/account/delete`, locale },
  );
  return { ...view, store };
}

describe('DeleteAccountPage', () => {
  it('says what is erased and kept, offers the download, and asks for the password in a separate step', async () => {
    const api = mockApi({ 'GET /api/auth/autoLogin': { body: giulia } });
    await renderDelete();

    expect(screen.getByRole('heading', { level: 1, name: 'Elimina account' })).toBeInTheDocument();
    expect(screen.getByText(/I tuoi ordini restano/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scarica i miei dati (JSON)' })).toHaveAttribute(
      'href',
      '/api/account/data',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Elimina il mio account' }));
    expect(screen.getByRole('heading', { name: 'Conferma l’eliminazione' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Sì, elimina definitivamente' }));
    expect(await screen.findByText('Il campo è obbligatorio')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elimina il mio account' })).toHaveFocus();
    expect(api).not.toHaveBeenCalledWith(
      expect.stringContaining('/account/delete'),
      expect.anything(),
    );
  });

  it("shows the server's refusal and stays signed in", async () => {
    mockApi({
      'GET /api/auth/autoLogin': { body: giulia },
      'POST /api/account/delete': {
        status: 401,
        body: { message: 'La password inserita non è corretta' },
      },
    });
    const { store } = await renderDelete();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina il mio account' }));
    await userEvent.type(screen.getByLabelText('Password'), 'sbagliata1');
    await userEvent.click(screen.getByRole('button', { name: 'Sì, elimina definitivamente' }));

    expect(await screen.findByText('La password inserita non è corretta')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });

  it('once deleted shows the confirmation and publishes a logged-out shopper', async () => {
    const api = mockApi({
      'GET /api/auth/autoLogin': { body: giulia },
      'POST /api/account/delete': { body: { message: 'Your account has been deleted.' } },
    });
    const { store, bus } = await renderDelete('en');
    const summaries: AuthSummary[] = [];
    bus.subscribe('account:auth', (summary) => summaries.push(summary));
    const stop = startAuthService(bus, store);
    // The service's own auto-login at start, long done on a real page.
    await waitFor(() => expect(store.getState().auth.isLoadingLogin).toBe(false));

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText('Password'), 'Lino-e-seta-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it for good' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account deleted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/you have been logged out/);
    expect(api).toHaveBeenCalledWith(
      '/api/account/delete',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ password: 'Lino-e-seta-2026', language: 'en' }),
      }),
    );
    await waitFor(() =>
      expect(summaries.at(-1)).toMatchObject({ isLoggedIn: false, firstName: null }),
    );
    expect(store.getState().auth.userData).toBeNull();
    stop();
  });

  it('opened directly, the confirmation page logs nobody out', async () => {
    mockApi({ 'GET /api/auth/autoLogin': { body: giulia } });
    const store = createAuthStore({ api: createApiClient() });
    await store.dispatch(autoLogin());
    renderWithShop(
      <AccountDeletedPage page="account-deleted" locale="it" localePrefix="" store={store} />,
      { route: '/account/deleted' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Account eliminato' }),
    ).toBeInTheDocument();
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });
});
