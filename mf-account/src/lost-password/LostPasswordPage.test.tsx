import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { createAuthStore } from '../auth/auth-store';
import { registerAccountTexts } from '../i18n';
import { LostPasswordPage } from './LostPasswordPage';

beforeAll(registerAccountTexts);

const NEUTRAL =
  'Se l’indirizzo è registrato, riceverai a breve un’email con il link per reimpostare la password. Il link vale un’ora.';

const renderPage = () =>
  renderWithShop(
    <LostPasswordPage
      page="lost-password"
      locale="it"
      localePrefix=""
      store={createAuthStore({ api: createApiClient() })}
    />,
    { route: '/login/lost-password' },
  );

describe('LostPasswordPage', () => {
  it('checks the address before asking the server', async () => {
    const api = mockApi({});
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'nessuno@');
    await userEvent.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'La email inserita non è valida',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it("always shows the server's neutral message and empties the form", async () => {
    const api = mockApi({ 'POST /api/auth/lost-password': { body: { message: NEUTRAL } } });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'giulia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'giulia@example.com',
      language: 'it',
    });
  });

  it("shows the server's refusal in an alert", async () => {
    mockApi({
      'POST /api/auth/lost-password': {
        status: 429,
        body: { message: 'Troppe richieste. Riprova tra qualche minuto.' },
      },
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'giulia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Invia il link' }));
    expect(
      await screen.findByText('Troppe richieste. Riprova tra qualche minuto.'),
    ).toHaveAttribute('role', 'alert');
  });
});
