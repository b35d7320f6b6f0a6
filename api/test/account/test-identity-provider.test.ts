import { createHash, randomBytes } from 'node:crypto';
import type { AutoLoginResponse, RuntimeConfig } from '@shop/shared/contracts';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { sql } from 'kysely';
import { TEST_IDP_CLIENT_ID, testIdentityProviderConfigs } from '../../src/config';
import { browser, type Browser } from '../helpers/auth-browser';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { freePort } from '../helpers/free-port';
import { outboxFor } from '../helpers/outbox';
import { testConfig } from '../helpers/test-config';

// The shop signs in through its own built-in identity provider exactly as through a real one: the
// page goes to the provider's sign-in, comes back with a code, and the server trades the code at
// the provider's token endpoint over HTTP (so this app listens on a port of its own).

const PROVIDER = 'test-google';
const BASE = `/api/test-identity-provider/${PROVIDER}`;

let shop: TestApp;
let loginPage: string;

beforeAll(async () => {
  const port = await freePort();
  const { storeOrigins } = testConfig();
  const testIdentityProvider = {
    publicOrigin: storeOrigins.it,
    backchannelOrigin: `http://127.0.0.1:${port}`,
  };
  shop = await buildTestApp({
    testIdentityProvider,
    oidcProviders: testIdentityProviderConfigs(testIdentityProvider),
  });
  await shop.app.listen({ port, host: '127.0.0.1' });
  loginPage = `${storeOrigins.it}/login`;
});
afterAll(() => shop.close());

/** What the login page keeps in the tab while the shopper is at the provider. */
interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

const random = () => randomBytes(32).toString('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
let clients = 0;
const freshClient = () => `203.0.113.${(clients += 1)}`;
const freshEmail = (name: string) => `${name}.${random().slice(0, 8).toLowerCase()}@example.it`;

function pendingSignIn(overrides: Partial<PendingSignIn> = {}): PendingSignIn {
  return {
    state: random(),
    nonce: random(),
    codeVerifier: random(),
    redirectUri: loginPage,
    ...overrides,
  };
}

function authorizationQuery(pending: PendingSignIn, overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: TEST_IDP_CLIENT_ID,
    redirect_uri: pending.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: pending.state,
    nonce: pending.nonce,
    code_challenge: challengeOf(pending.codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: 'it',
    ...overrides,
  });
}

/** The provider's sign-in page, as the browser opens it. */
function openSignIn(query: URLSearchParams) {
  return shop.app.inject({ method: 'GET', url: `${BASE}/authorize?${query}` });
}

/** The sign-in page's form, sent as the browser sends it. */
function submitSignIn(query: URLSearchParams, fields: Record<string, string>) {
  const form = new URLSearchParams(query);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return shop.app.inject({
    method: 'POST',
    url: `${BASE}/authorize`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://it.localhost:8080',
    },
    payload: form.toString(),
  });
}

/** Signs in at the provider as `email` and answers the code it sends the shopper back with. */
async function codeFor(pending: PendingSignIn, email: string): Promise<string> {
  const answer = await submitSignIn(authorizationQuery(pending), {
    decision: 'allow',
    email,
    given_name: 'Chiara',
    family_name: 'Verdi',
  });
  expect(answer.statusCode).toBe(303);
  const back = new URL(answer.headers.location as string);
  expect(back.origin + back.pathname).toBe(pending.redirectUri);
  expect(back.searchParams.get('state')).toBe(pending.state);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code in ${back.href}`);
  return code;
}

function socialLogin(shopper: Browser, pending: PendingSignIn, code: string, language = 'it') {
  return shopper.call('POST', '/api/auth/socialLogin', {
    provider: PROVIDER,
    code,
    codeVerifier: pending.codeVerifier,
    redirectUri: pending.redirectUri,
    nonce: pending.nonce,
    redirect: '/account',
    language,
  });
}

async function autoLogin(shopper: Browser): Promise<AutoLoginResponse> {
  return (await shopper.call('GET', '/api/auth/autoLogin')).json();
}

const tokenRequest = (fields: Record<string, string>) =>
  shop.app.inject({
    method: 'POST',
    url: `${BASE}/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

test('the pages offer "Continue with Google" and "… Apple", sending the shopper to the provider', async () => {
  const page = await shop.app.inject({ method: 'GET', url: '/login' });
  const json = /<script id="shop-runtime-config" type="application\/json">(.*?)<\/script>/.exec(
    page.body,
  )?.[1];
  const config = JSON.parse(json ?? '{}') as RuntimeConfig;
  expect(config.socialLogin).toEqual([
    {
      name: 'test-google',
      label: 'Google',
      clientId: TEST_IDP_CLIENT_ID,
      authorizationEndpoint: `${shop.config.storeOrigins.it}${BASE}/authorize`,
    },
    expect.objectContaining({ name: 'test-apple', label: 'Apple', responseMode: 'form_post' }),
  ]);
});

test('a provider answering by form_post posts to the shop’s receiver, which hands the answer to the login page', async () => {
  const apple = '/api/test-identity-provider/test-apple';
  const receiver = `${shop.config.storeOrigins.intl}/api/auth/oidc/form-post/en`;
  const pending = pendingSignIn({ redirectUri: receiver });
  const query = authorizationQuery(pending, { response_mode: 'form_post', ui_locales: 'en' });
  const email = freshEmail('anna');
  const form = new URLSearchParams(query);
  for (const [name, value] of Object.entries({ decision: 'allow', email, given_name: 'Anna' })) {
    form.set(name, value);
  }
  const answer = await shop.app.inject({
    method: 'POST',
    url: `${apple}/authorize`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: shop.config.storeOrigins.it,
    },
    payload: form.toString(),
  });

  // A page whose form posts the code and state to the receiver at once, and may post nowhere else.
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toContain(`<form method="post" action="${receiver}">`);
  expect(answer.headers['content-security-policy']).toContain(
    `form-action ${Object.values(shop.config.storeOrigins).join(' ')}`,
  );
  const fields = Object.fromEntries(
    [...answer.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(
      ([, name, value]) => [name, value],
    ),
  );
  expect(fields).toEqual({ code: expect.any(String), state: pending.state });

  // The provider posts from its own site; the receiver hands on only the answer's fields.
  const handed = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/oidc/form-post/en',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://appleid.apple.com',
    },
    payload: new URLSearchParams({ ...fields, user: '{"name":{}}' }).toString(),
  });
  expect(handed.statusCode).toBe(303);
  const login = new URL(handed.headers.location as string, shop.config.storeOrigins.intl);
  expect(login.pathname).toBe('/en/login');
  expect(Object.fromEntries(login.searchParams)).toEqual(fields);

  const shopper = browser(shop.app, freshClient());
  const signedIn = await shopper.call('POST', '/api/auth/socialLogin', {
    provider: 'test-apple',
    code: fields.code,
    codeVerifier: pending.codeVerifier,
    redirectUri: receiver,
    nonce: pending.nonce,
    language: 'en',
  });
  expect(signedIn.statusCode).toBe(200);
  expect((await autoLogin(shopper)).userData).toMatchObject({ name: 'Anna', email });

  // A language the shop does not have is no receiver.
  const unknown = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/oidc/form-post/fr',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'code=x&state=y',
  });
  expect(unknown.statusCode).toBe(404);
});

test('a code flow with PKCE signs a new customer in, welcomed once, and the same one the next time', async () => {
  const email = freshEmail('chiara');
  const pending = pendingSignIn();
  const page = await openSignIn(authorizationQuery(pending));
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('<html lang="it">');
  expect(page.body).toContain('Accedi con Google: provider di prova');

  const shopper = browser(shop.app, freshClient());
  const response = await socialLogin(shopper, pending, await codeFor(pending, email));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ token: true, redirect: '/account' });
  expect(await autoLogin(shopper)).toEqual({
    guest: false,
    userData: { name: 'Chiara', lastName: 'Verdi', email },
  });
  const welcomes = (await outboxFor(shop.database.db, email)).filter(
    (message) => message.kind === 'welcome',
  );
  expect(welcomes).toHaveLength(1);

  const again = pendingSignIn();
  const other = browser(shop.app, freshClient());
  expect((await socialLogin(other, again, await codeFor(again, email))).statusCode).toBe(200);
  expect((await autoLogin(other)).userData?.email).toBe(email);
  const customers = await sql<{ count: number }>`
    select count(*)::int as count from customers where lower(email) = ${email}`.execute(
    shop.database.db,
  );
  expect(customers.rows[0]?.count).toBe(1);
});

test('the ID token the provider issues is signed with its published Ed25519 key and carries the nonce', async () => {
  const pending = pendingSignIn();
  const code = await codeFor(pending, freshEmail('giulia'));
  const answer = await tokenRequest({
    grant_type: 'authorization_code',
    code,
    client_id: TEST_IDP_CLIENT_ID,
    redirect_uri: pending.redirectUri,
    code_verifier: pending.codeVerifier,
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  const idToken = answer.json<{ id_token: string }>().id_token;
  const keys = (await shop.app.inject({ method: 'GET', url: `${BASE}/jwks` })).json<{
    keys: { kid: string; crv: string }[];
  }>().keys;
  expect(decodeProtectedHeader(idToken)).toMatchObject({ alg: 'EdDSA', kid: keys[0]?.kid });
  expect(keys[0]?.crv).toBe('Ed25519');
  expect(decodeJwt(idToken)).toMatchObject({
    iss: `${shop.config.storeOrigins.it}${BASE}`,
    aud: TEST_IDP_CLIENT_ID,
    nonce: pending.nonce,
    email_verified: true,
  });

  const discovery = (
    await shop.app.inject({ method: 'GET', url: `${BASE}/.well-known/openid-configuration` })
  ).json();
  expect(discovery).toMatchObject({
    issuer: `${shop.config.storeOrigins.it}${BASE}`,
    code_challenge_methods_supported: ['S256'],
    response_types_supported: ['code'],
  });
});

describe("refused: 401 in the shopper's language, no session", () => {
  const refusedMessage = expect.stringMatching(/.+/);

  async function expectRefused(
    shopper: Browser,
    response: Awaited<ReturnType<typeof socialLogin>>,
  ) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: refusedMessage });
    expect(shopper.session).toBeUndefined();
  }

  test('a code redeemed a second time (a replay) is refused', async () => {
    const pending = pendingSignIn();
    const code = await codeFor(pending, freshEmail('replay'));
    const first = browser(shop.app, freshClient());
    expect((await socialLogin(first, pending, code)).statusCode).toBe(200);
    const attacker = browser(shop.app, freshClient());
    await expectRefused(attacker, await socialLogin(attacker, pending, code));
  });

  test('a code brought with another PKCE verifier is refused, and is used up', async () => {
    const pending = pendingSignIn();
    const code = await codeFor(pending, freshEmail('verifier'));
    const attacker = browser(shop.app, freshClient());
    await expectRefused(
      attacker,
      await socialLogin(attacker, { ...pending, codeVerifier: random() }, code),
    );
    const owner = browser(shop.app, freshClient());
    await expectRefused(owner, await socialLogin(owner, pending, code));
  });

  test('an ID token without the nonce the page sent is refused', async () => {
    const pending = pendingSignIn();
    const code = await codeFor(pending, freshEmail('nonce'));
    const shopper = browser(shop.app, freshClient());
    await expectRefused(
      shopper,
      await socialLogin(shopper, { ...pending, nonce: 'another-nonce' }, code),
    );
  });

  test('a code for another redirect URI, or a redirect URI that is no login page, is refused', async () => {
    const pending = pendingSignIn();
    const code = await codeFor(pending, freshEmail('redirect'));
    const shopper = browser(shop.app, freshClient());
    const english = `${shop.config.storeOrigins.it}/en/login`;
    await expectRefused(
      shopper,
      await socialLogin(shopper, { ...pending, redirectUri: english }, code),
    );
    await expectRefused(
      shopper,
      await socialLogin(shopper, { ...pending, redirectUri: 'https://evil.example/login' }, code),
    );
  });

  test('an expired code is refused', async () => {
    const pending = pendingSignIn();
    const code = await codeFor(pending, freshEmail('late'));
    await shop.database.db
      .updateTable('test_idp_codes')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('used_at', 'is', null)
      .execute();
    const shopper = browser(shop.app, freshClient());
    await expectRefused(shopper, await socialLogin(shopper, pending, code));
  });
});

test('the token endpoint says why it refuses, as OAuth 2.0 does', async () => {
  const pending = pendingSignIn();
  const code = await codeFor(pending, freshEmail('token'));
  const grant = {
    grant_type: 'authorization_code',
    code,
    client_id: TEST_IDP_CLIENT_ID,
    redirect_uri: pending.redirectUri,
    code_verifier: pending.codeVerifier,
  };
  const { code_verifier: _withoutVerifier, ...withoutVerifier } = grant;
  expect((await tokenRequest(withoutVerifier)).json()).toMatchObject({ error: 'invalid_request' });
  expect((await tokenRequest({ ...grant, grant_type: 'password' })).json()).toMatchObject({
    error: 'unsupported_grant_type',
  });
  const stranger = await tokenRequest({ ...grant, client_id: 'someone-else' });
  expect(stranger.statusCode).toBe(401);
  expect(stranger.json()).toMatchObject({ error: 'invalid_client' });
  expect((await tokenRequest(grant)).statusCode).toBe(200);
  const replay = await tokenRequest(grant);
  expect(replay.statusCode).toBe(400);
  expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
});

describe('the sign-in page', () => {
  test('a request without PKCE, with the plain method, without a nonce or for another flow goes back with its error and state', async () => {
    const pending = pendingSignIn();
    const cases: [Record<string, string>, string][] = [
      [{ code_challenge: '' }, 'invalid_request'],
      [{ code_challenge_method: 'plain', code_challenge: pending.codeVerifier }, 'invalid_request'],
      [{ nonce: '' }, 'invalid_request'],
      [{ response_type: 'id_token' }, 'unsupported_response_type'],
      [{ scope: 'email' }, 'invalid_scope'],
    ];
    for (const [overrides, error] of cases) {
      const answer = await openSignIn(authorizationQuery(pending, overrides));
      expect(answer.statusCode).toBe(303);
      const back = new URL(answer.headers.location as string);
      expect(back.origin + back.pathname).toBe(loginPage);
      expect(back.searchParams.get('error')).toBe(error);
      expect(back.searchParams.get('state')).toBe(pending.state);
      expect(back.searchParams.has('code')).toBe(false);
    }
  });

  test('an unknown client or a redirect URI that is no store login page is never redirected to', async () => {
    const refused: Record<string, string>[] = [
      { client_id: 'someone-else' },
      { redirect_uri: 'https://evil.example/login' },
      { redirect_uri: `${loginPage}?next=https://evil.example` },
    ];
    for (const overrides of refused) {
      const answer = await openSignIn(authorizationQuery(pendingSignIn(), overrides));
      expect(answer.statusCode).toBe(400);
      expect(answer.headers.location).toBeUndefined();
    }
  });

  test('Cancel goes back with access_denied and no code', async () => {
    const pending = pendingSignIn();
    const answer = await submitSignIn(authorizationQuery(pending), { decision: 'deny' });
    expect(answer.statusCode).toBe(303);
    const back = new URL(answer.headers.location as string);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(pending.state);
    expect(back.searchParams.has('code')).toBe(false);
  });

  test('a wrong address is shown again with what was typed and the problem, in the language asked for', async () => {
    const pending = pendingSignIn();
    const fields = { decision: 'allow', email: 'chiara@', given_name: 'Chiara', family_name: 'V' };
    const italian = await submitSignIn(authorizationQuery(pending), fields);
    expect(italian.statusCode).toBe(400);
    expect(italian.body).toContain('Inserisci un indirizzo e-mail valido.');
    expect(italian.body).toContain('value="chiara@"');
    const english = await submitSignIn(authorizationQuery(pending, { ui_locales: 'en' }), fields);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Enter a valid e-mail address.');
    const markup = await submitSignIn(authorizationQuery(pending), {
      ...fields,
      given_name: '<script>alert(1)</script>',
    });
    expect(markup.body).not.toContain('<script>alert(1)</script>');
  });
});
