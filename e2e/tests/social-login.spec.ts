import type { Page } from '@playwright/test';
import { axeViolations, blockingViolations, WCAG_22_AA } from '../support/accessibility';
import { waitForEmail } from '../support/outbox';
import { expect, test } from '../support/shop';

// Issue 30: social login a shopper can see, against the shop's built-in OpenID Connect test
// provider, on a phone, in both languages: a real authorization code flow with PKCE.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The code the provider sends the shopper back with, as it passes through the browser. */
function codesSentBack(page: Page): string[] {
  const codes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const code = url.searchParams.get('code');
    if (url.pathname.endsWith('/login') && code) codes.push(code);
  });
  return codes;
}

test('an Italian shopper continues with Google, signs in at the provider and lands in the account, welcomed', async ({
  page,
  shop,
}) => {
  const email = uniqueEmail('social-it');
  const codes = codesSentBack(page);
  await page.goto(`${shop.it}/login?redirect=%2Faccount`);
  const main = page.getByRole('main');
  const google = main.getByRole('button', { name: 'Continua con Google' });
  await expect(google).toBeVisible();
  await expect(main.getByRole('button', { name: 'Continua con Apple' })).toBeVisible();
  expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);

  await google.tap();
  await expect(page).toHaveURL(/\/api\/test-identity-provider\/test-google\/authorize\?/);
  const request = new URL(page.url()).searchParams;
  expect(request.get('response_type')).toBe('code');
  expect(request.get('code_challenge_method')).toBe('S256');
  expect(request.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(request.get('nonce')).toBeTruthy();
  expect(request.get('state')).toBeTruthy();
  await expect(
    page.getByRole('heading', { name: 'Accedi con Google: provider di prova' }),
  ).toBeVisible();
  expect(await axeViolations(page, WCAG_22_AA)).toEqual([]);

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nome', { exact: true }).fill('Chiara');
  await page.getByLabel('Cognome').fill('Verdi');
  await page.getByRole('button', { name: 'Continua' }).tap();

  await expect(page).toHaveURL(`${shop.it}/account`);
  await expect(page.getByRole('main').getByText('Ciao Chiara Verdi')).toBeVisible();
  const welcome = await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email && message.kind === 'welcome',
  );
  expect(welcome.subject).toBe('Benvenuto su Aurelia');

  // The code came back once, left the address bar, and is worth nothing a second time.
  expect(codes).toHaveLength(1);
  expect(page.url()).not.toContain('code=');
  const replay = await page.evaluate(
    async ({ code }) => {
      const response = await fetch('/api/auth/socialLogin', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          provider: 'test-google',
          code,
          codeVerifier: 'a'.repeat(43),
          redirectUri: `${location.origin}/login`,
          nonce: 'replayed',
        }),
      });
      return response.status;
    },
    { code: codes[0] },
  );
  expect(replay).toBe(401);
});

test('an English shopper on the international store who cancels at Apple is told so, and signs in with the next try, Apple answering by form_post', async ({
  page,
  shop,
}) => {
  const email = uniqueEmail('social-en');
  await page.goto(`${shop.intl}/en/login`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Continue with Apple' }).tap();
  await expect(
    page.getByRole('heading', { name: 'Sign in with Apple: test provider' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).tap();

  await expect(page).toHaveURL(`${shop.intl}/en/login`);
  await expect(main.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Signing in with Apple did not work. Please try again.',
  );
  expect(await blockingViolations(page, WCAG_22_AA)).toEqual([]);

  await main.getByRole('button', { name: 'Continue with Apple' }).tap();
  // The browser takes an address without a dot in its domain; the provider does not.
  await page.getByLabel('E-mail').fill('emma@example');
  await page.getByRole('button', { name: 'Continue' }).tap();
  await expect(page.getByRole('alert')).toHaveText('Enter a valid e-mail address.');
  await page.getByLabel('E-mail').fill(email);
  // Like Apple's, the test provider's "Apple" posts its answer to the shop's receiver.
  const posted = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url() === `${shop.intl}/api/auth/oidc/form-post/en`,
  );
  await page.getByRole('button', { name: 'Continue' }).tap();
  expect(Object.keys((await posted).postDataJSON() as object).sort()).toEqual(['code', 'state']);

  await expect(page).toHaveURL(`${shop.intl}/en`);
  await page.goto(`${shop.intl}/en/account`);
  await expect(page.getByRole('main').getByText('Hello Emma Clarke')).toBeVisible();
  const welcome = await waitForEmail(
    page.request,
    shop,
    (message) => message.to === email && message.kind === 'welcome',
  );
  expect(welcome.subject).toMatch(/Welcome/);
});

test('a provider answer whose state this tab did not send signs nobody in', async ({
  page,
  shop,
}) => {
  await page.goto(`${shop.it}/login?code=forged-code&state=forged-state`);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'Accesso non riuscito. Riprova.',
  );
  await expect(page).toHaveURL(`${shop.it}/login`);
  const session = await page.evaluate(async () => (await fetch('/api/auth/autoLogin')).json());
  expect(session).toEqual({ guest: false, userData: null });
});
