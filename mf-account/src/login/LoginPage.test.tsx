import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerAccountTexts } from '../i18n';
import { LoginPage } from './LoginPage';

beforeAll(registerAccountTexts);

const renderLogin = () =>
  renderWithShop(
    <Routes>
      <Route path="/login" element={<LoginPage page="login" locale="it" localePrefix="" />} />
      <Route path="/account" element={<h1>Il tuo account</h1>} />
    </Routes>,
    { route: '/login' },
  );

describe('LoginPage', () => {
  it('explains in Italian what is missing or wrong before calling the server', async () => {
    const api = mockApi({});
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('La email inserita non è valida')).toBeInTheDocument();
    expect(screen.getByText('Il campo è obbligatorio')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's message when the login is refused", async () => {
    mockApi({
      'POST /api/auth/login': { status: 401, body: { message: 'Email o password non corretti' } },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email o password non corretti');
  });

  it('goes to the redirect the server returns when the token is true', async () => {
    const api = mockApi({
      'POST /api/auth/login': { body: { token: true, redirect: '/account' } },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'anna@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('heading', { name: 'Il tuo account' })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
        email: 'anna@example.com',
        password: 'secret123',
      }),
    );
  });
});
