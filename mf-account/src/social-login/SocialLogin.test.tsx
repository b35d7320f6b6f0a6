import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createApiClient, RUNTIME_CONFIG_ELEMENT_ID, type SocialLoginProvider } from '@shop/shared';
import { renderWithShop } from '@shop/shared/test/render-with-shop';
import { mockApi } from '@shop/shared/test/mock-api';
import { createAuthStore } from '../auth/auth-store';
import { registerAccountTexts } from '../i18n';
import { LoginPage } from '../login/LoginPage';
import { RegisterPage } from '../register/RegisterPage';
import { forgetSocialLoginProviders, socialLoginBrowser } from './social-login-flow';

beforeAll(registerAccountTexts);

const aurelia: SocialLoginProvider = {
  name: 'aurelia',
  label: 'Aurelia ID',
  authorizationEndpoint: 'https://id.aurelia.example/authorize',
  clientId: 'shop-web',
};

/** The runtime config the server writes into the page, with these providers. */
function pageOffers(providers: SocialLoginProvider[] | undefined) {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.id = RUNTIME_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({
    version: 1,
    apiBase: '/api',
    ...(providers && { socialLogin: providers }),
  });
  document.head.append(script);
  forgetSocialLoginProviders();
}

/** An unsigned token with these claims: the page reads only its nonce; the server verifies. */
const idTokenWith = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;

let assign: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  assign = jest.spyOn(socialLoginBrowser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

function renderPage(route: string) {
  const store = createAuthStore({ api: createApiClient() });
  const props = { locale: 'it' as const, localePrefix: '', store };
  return renderWithShop(
    <Routes>
      <Route path="/login" element={<LoginPage page="login" {...props} />} />
      <Route path="/login/register" element={<RegisterPage page="register" {...props} />} />
      <Route path="/account" element={<h1>Il tuo account</h1>} />
      <Route path="/" element={<h1>Home</h1>} />
    </Routes>,
    { route },
  );
}

describe('social login', () => {
  it('offers no button when no provider is configured', () => {
    pageOffers(undefined);
    const { unmount } = renderPage('/login');
    expect(screen.queryByRole('button', { name: /Continua con/ })).not.toBeInTheDocument();
    unmount();
    pageOffers([]);
    renderPage('/login/register');
    expect(screen.queryByRole('button', { name: /Continua con/ })).not.toBeInTheDocument();
  });

  it.each([
    ['login', '/login?redirect=%2Faccount'],
    ['register', '/login/register?redirect=%2Faccount'],
  ] as const)(
    'on the %s page sends the shopper to the provider with a fresh state and nonce',
    async (_page, route) => {
      pageOffers([aurelia]);
      renderPage(route);
      await userEvent.click(screen.getByRole('button', { name: 'Continua con Aurelia ID' }));

      expect(assign).toHaveBeenCalledTimes(1);
      const url = new URL(String(assign.mock.calls[0]?.[0]));
      expect(url.origin + url.pathname).toBe('https://id.aurelia.example/authorize');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: 'shop-web',
        response_type: 'id_token',
        response_mode: 'fragment',
        scope: 'openid email profile',
        redirect_uri: `${window.location.origin}/login`,
        state: expect.stringMatching(/^[\w-]{32}$/),
        nonce: expect.stringMatching(/^[\w-]{32}$/),
        ui_locales: 'it',
      });
      const pending = JSON.parse(sessionStorage.getItem('shop:social-login') ?? '{}');
      expect(pending).toMatchObject({
        provider: 'aurelia',
        state: url.searchParams.get('state'),
        nonce: url.searchParams.get('nonce'),
        redirect: '/account',
      });
    },
  );

  it('back from the provider, posts the checked ID token, logs in and goes to the redirect', async () => {
    pageOffers([aurelia]);
    const pending = {
      provider: 'aurelia',
      label: 'Aurelia ID',
      state: 'state-1',
      nonce: 'nonce-1',
      redirect: '/account',
      startedAt: Date.now(),
    };
    sessionStorage.setItem('shop:social-login', JSON.stringify(pending));
    const idToken = idTokenWith({ nonce: 'nonce-1', sub: '42' });
    window.history.replaceState(null, '', `/login#id_token=${idToken}&state=state-1`);
    const api = mockApi({
      'POST /api/auth/socialLogin': { body: { token: true, redirect: '/account' } },
      'GET /api/auth/autoLogin': {
        body: { guest: false, userData: { name: 'Giulia', lastName: 'R', email: 'g@e.it' } },
      },
    });

    renderPage('/login');

    expect(await screen.findByRole('heading', { name: 'Il tuo account' })).toBeInTheDocument();
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      provider: 'aurelia',
      idToken,
      language: 'it',
      redirect: '/account',
    });
    // The token leaves the address bar and the pending sign-in is used up.
    expect(window.location.hash).toBe('');
    expect(sessionStorage.getItem('shop:social-login')).toBeNull();
  });

  it('refuses an answer whose state or nonce is not the one sent, without calling the server', async () => {
    pageOffers([aurelia]);
    const pending = {
      provider: 'aurelia',
      label: 'Aurelia ID',
      state: 'state-1',
      nonce: 'nonce-1',
      startedAt: Date.now(),
    };
    const api = mockApi({});
    for (const hash of [
      `#id_token=${idTokenWith({ nonce: 'nonce-1' })}&state=forged`,
      `#id_token=${idTokenWith({ nonce: 'another' })}&state=state-1`,
    ]) {
      sessionStorage.setItem('shop:social-login', JSON.stringify(pending));
      window.history.replaceState(null, '', `/login${hash}`);
      const { unmount } = renderPage('/login');
      expect(
        await screen.findByText('Accesso con Aurelia ID non riuscito. Riprova.'),
      ).toHaveAttribute('role', 'alert');
      unmount();
    }
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the token", async () => {
    pageOffers([aurelia]);
    sessionStorage.setItem(
      'shop:social-login',
      JSON.stringify({
        provider: 'aurelia',
        label: 'Aurelia ID',
        state: 's',
        nonce: 'n',
        startedAt: Date.now(),
      }),
    );
    window.history.replaceState(null, '', `/login#id_token=${idTokenWith({ nonce: 'n' })}&state=s`);
    mockApi({
      'POST /api/auth/socialLogin': { status: 401, body: { message: 'Accesso non riuscito' } },
    });
    renderPage('/login');
    await waitFor(() =>
      expect(screen.getByText('Accesso non riuscito')).toHaveAttribute('role', 'alert'),
    );
  });
});
