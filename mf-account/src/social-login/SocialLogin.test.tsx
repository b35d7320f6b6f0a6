import { createHash, webcrypto } from 'node:crypto';
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

/** What the login page keeps in the tab while the shopper is at the provider. */
const pendingSignIn = (overrides: object = {}) => ({
  provider: 'aurelia',
  label: 'Aurelia ID',
  state: 'state-1',
  nonce: 'nonce-1',
  codeVerifier: 'v'.repeat(43),
  redirectUri: `${window.location.origin}/login`,
  startedAt: Date.now(),
  ...overrides,
});

// jsdom's crypto has no SubtleCrypto; the browser's S256 is Node's.
beforeAll(() => {
  Object.defineProperty(globalThis.crypto, 'subtle', {
    value: webcrypto.subtle,
    configurable: true,
  });
});

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
    'on the %s page sends the shopper to the provider with a fresh state, nonce and PKCE challenge',
    async (_page, route) => {
      pageOffers([aurelia]);
      renderPage(route);
      await userEvent.click(screen.getByRole('button', { name: 'Continua con Aurelia ID' }));

      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      const url = new URL(String(assign.mock.calls[0]?.[0]));
      expect(url.origin + url.pathname).toBe('https://id.aurelia.example/authorize');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: 'shop-web',
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: `${window.location.origin}/login`,
        state: expect.stringMatching(/^[\w-]{43}$/),
        nonce: expect.stringMatching(/^[\w-]{43}$/),
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
        code_challenge_method: 'S256',
        ui_locales: 'it',
      });
      const pending = JSON.parse(sessionStorage.getItem('shop:social-login') ?? '{}');
      expect(pending).toMatchObject({
        provider: 'aurelia',
        state: url.searchParams.get('state'),
        nonce: url.searchParams.get('nonce'),
        redirectUri: `${window.location.origin}/login`,
        redirect: '/account',
      });
      // The challenge is the verifier's SHA-256; the verifier never leaves the tab.
      expect(url.searchParams.get('code_challenge')).toBe(
        createHash('sha256').update(pending.codeVerifier).digest('base64url'),
      );
      expect(url.href).not.toContain(pending.codeVerifier);
    },
  );

  it('asks a provider that answers by form_post to post to the shop’s receiver in the page’s language', async () => {
    pageOffers([{ ...aurelia, responseMode: 'form_post' }]);
    renderPage('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Continua con Aurelia ID' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    const receiver = `${window.location.origin}/api/auth/oidc/form-post/it`;
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('redirect_uri')).toBe(receiver);
    // The exchange repeats the address the code was sent to.
    expect(JSON.parse(sessionStorage.getItem('shop:social-login') ?? '{}')).toMatchObject({
      redirectUri: receiver,
    });
  });

  it('back from the provider, posts the code with the verifier and nonce, logs in and goes to the redirect', async () => {
    pageOffers([aurelia]);
    const pending = pendingSignIn({ redirect: '/account' });
    sessionStorage.setItem('shop:social-login', JSON.stringify(pending));
    window.history.replaceState(null, '', '/login?code=code-1&state=state-1');
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
      code: 'code-1',
      codeVerifier: pending.codeVerifier,
      redirectUri: pending.redirectUri,
      nonce: 'nonce-1',
      language: 'it',
      redirect: '/account',
    });
    // The code leaves the address bar and the pending sign-in is used up.
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem('shop:social-login')).toBeNull();
  });

  it('refuses an answer whose state is not the one sent, a cancelled sign-in, or one from another tab, without calling the server', async () => {
    pageOffers([aurelia]);
    const api = mockApi({});
    for (const [query, pending] of [
      ['?code=code-1&state=forged', pendingSignIn()],
      ['?error=access_denied&state=state-1', pendingSignIn()],
      ['?code=code-1&state=state-1', pendingSignIn({ startedAt: Date.now() - 11 * 60 * 1000 })],
    ] as const) {
      sessionStorage.setItem('shop:social-login', JSON.stringify(pending));
      window.history.replaceState(null, '', `/login${query}`);
      const { unmount } = renderPage('/login');
      expect(
        await screen.findByText('Accesso con Aurelia ID non riuscito. Riprova.'),
      ).toHaveAttribute('role', 'alert');
      unmount();
    }
    // Nothing pending in this tab: the answer was meant for another.
    sessionStorage.clear();
    window.history.replaceState(null, '', '/login?code=code-1&state=state-1');
    renderPage('/login');
    expect(await screen.findByText('Accesso non riuscito. Riprova.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the code", async () => {
    pageOffers([aurelia]);
    sessionStorage.setItem('shop:social-login', JSON.stringify(pendingSignIn({ state: 's' })));
    window.history.replaceState(null, '', '/login?code=c&state=s');
    mockApi({
      'POST /api/auth/socialLogin': { status: 401, body: { message: 'Accesso non riuscito' } },
    });
    renderPage('/login');
    await waitFor(() =>
      expect(screen.getByText('Accesso non riuscito')).toHaveAttribute('role', 'alert'),
    );
  });
});
