import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { registerAccountTexts } from '../i18n';
import { createApiClient } from '@shop/shared';
import { createAuthStore } from '../auth/auth-store';
import { LoginPage } from './LoginPage';

beforeAll(registerAccountTexts);

const renderLogin = (locale: 'it' | 'en' = 'it', search = '') => {
  const prefix = locale === 'it' ? '' : '/en';
  const store = createAuthStore({ api: createApiClient() });
  return renderWithShop(
    <Routes>
      <Route
        path={`${prefix}/login`}
        element={<LoginPage page="login" locale={locale} localePrefix={prefix} store={store} />}
      />
      <Route path="/account" element={<h1>Il tuo account</h1>} />
      <Route path="/en/account" element={<h1>Your account</h1>} />
      <Route path="/cart" element={<h1>Carrello</h1>} />
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/en" element={<h1>English home</h1>} />
    </Routes>,
    { route: `${prefix}/login${search}`, locale },
  );
};

const signIn = async (label: { email: string; password: string; submit: string }) => {
  await userEvent.type(screen.getByLabelText(label.email), 'anna@example.com');
  await userEvent.type(screen.getByLabelText(label.password), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: label.submit }));
};
const italian = { email: 'Email', password: 'Password', submit: 'Accedi' };

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
    expect(await screen.findByText('Email o password non corretti')).toHaveAttribute(
      'role',
      'alert',
    );
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
        language: 'it',
      }),
    );
  });

  it('keeps an English shopper in English: a redirect without a prefix gets /en', async () => {
    mockApi({ 'POST /api/auth/login': { body: { token: true, redirect: '/account' } } });
    renderLogin('en');
    await signIn({ email: 'Email', password: 'Password', submit: 'Sign in' });
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
  });

  it('goes to the home of the locale when the server gives no redirect', async () => {
    mockApi({ 'POST /api/auth/login': { body: { token: true } } });
    renderLogin('en');
    await signIn({ email: 'Email', password: 'Password', submit: 'Sign in' });
    expect(await screen.findByRole('heading', { name: 'English home' })).toBeInTheDocument();
  });

  it.each(['//evil.example/account', 'https://evil.example/', 'javascript:alert(1)'])(
    'never follows a redirect %j off the shop',
    async (redirect) => {
      mockApi({ 'POST /api/auth/login': { body: { token: true, redirect } } });
      renderLogin();
      await signIn(italian);
      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    },
  );

  it('sends where the shopper was going and follows the redirect the server stores', async () => {
    const api = mockApi({
      'POST /api/auth/login': ({ init }) => ({
        body: {
          token: true,
          redirect: (JSON.parse(String(init?.body)) as { redirect: string }).redirect,
        },
      }),
    });
    renderLogin('it', '?redirect=%2Fcart');
    await signIn(italian);
    expect(await screen.findByRole('heading', { name: 'Carrello' })).toBeInTheDocument();
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toMatchObject({
      redirect: '/cart',
      language: 'it',
    });
  });

  it('never sends a redirect off the shop', async () => {
    const api = mockApi({ 'POST /api/auth/login': { body: { token: true, redirect: '/' } } });
    renderLogin('it', '?redirect=%2F%2Fevil.example');
    await signIn(italian);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).not.toHaveProperty('redirect');
  });

  it('labels every field and ties its message to it', async () => {
    mockApi({});
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'Il campo è obbligatorio',
    );
    expect(screen.getByLabelText('Password')).toBeInvalid();
  });
});
