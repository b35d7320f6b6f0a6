import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { createAuthStore } from '../auth/auth-store';
import { registerAccountTexts } from '../i18n';
import { ResetPasswordPage } from './ResetPasswordPage';

beforeAll(registerAccountTexts);

const TOKEN = 'k'.repeat(43);

const renderPage = (search = `?token=${TOKEN}`) =>
  renderWithShop(
    <ResetPasswordPage
      page="reset-password"
      locale="it"
      localePrefix=""
      store={createAuthStore({ api: createApiClient() })}
    />,
    { route: `/login/reset${search}` },
  );

async function choose(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Nuova password'), password);
  await userEvent.type(screen.getByLabelText('Conferma password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
}

describe('ResetPasswordPage', () => {
  it('says the two passwords differ before asking the server', async () => {
    const api = mockApi({});
    renderPage();
    await choose('lino-e-cotone', 'lino-e-seta');
    expect(await screen.findByLabelText('Conferma password')).toHaveAccessibleDescription(
      'Le 2 password non coincidono',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it('sends the token of the link with the new password and shows the answer', async () => {
    const api = mockApi({
      'POST /api/auth/reset': {
        body: { message: 'Password aggiornata! Ora puoi accedere con la nuova password.' },
      },
    });
    renderPage();
    await choose('lino-e-cotone', 'lino-e-cotone');
    expect(await screen.findByRole('status')).toHaveTextContent('Password aggiornata!');
    expect(screen.queryByLabelText('Nuova password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi con la nuova password' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      token: TOKEN,
      password: 'lino-e-cotone',
      passwordConfirmation: 'lino-e-cotone',
      language: 'it',
    });
  });

  it("shows the server's refusal of a used or expired link", async () => {
    const refusal =
      'Il link per reimpostare la password non è valido, è già stato usato o è scaduto. Richiedine uno nuovo.';
    mockApi({ 'POST /api/auth/reset': { status: 400, body: { message: refusal } } });
    renderPage();
    await choose('lino-e-cotone', 'lino-e-cotone');
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toBeInTheDocument();
  });

  it('offers a new link when the token is missing', () => {
    mockApi({});
    renderPage('');
    expect(screen.getByText(/non è completo/)).toHaveAttribute('role', 'alert');
    expect(screen.queryByLabelText('Nuova password')).not.toBeInTheDocument();
  });
});
