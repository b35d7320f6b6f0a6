import { createServer, type Server } from 'node:http';
import type { AutoLoginResponse, RuntimeConfig, SocialLoginRequest } from '@shop/shared/contracts';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { sql } from 'kysely';
import type { OidcProviderConfig } from '../../src/config';
import { browser, registerCustomer, registration, type Browser } from '../helpers/auth-browser';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { freePort } from '../helpers/free-port';
import { outboxFor } from '../helpers/outbox';

// No provider is reachable from the tests, so this file is the provider: it makes a key pair,
// serves its public half as a JWKS (and a discovery document naming it) on a local port, and
// signs the ID tokens the shopper's browser would bring back.

const CLIENT_ID = 'aurelia-shop-test';
const KEY_ID = 'test-key-1';

let shop: TestApp;
let provider: Server;
let issuer: string;
let signingKey: CryptoKey;
/** Another key under the same key id: its signatures must not verify. */
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };

  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  provider = createServer((request, response) => {
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') {
      json({
        issuer,
        jwks_uri: `${issuer}/keys`,
        id_token_signing_alg_values_supported: ['RS256'],
      });
    } else if (request.url === '/keys') {
      json({ keys: [jwk] });
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => provider.listen(port, '127.0.0.1', resolve));

  const oidcProviders: Record<string, OidcProviderConfig> = {
    // Keys found through the issuer's discovery document.
    aurelia: {
      issuer,
      clientId: CLIENT_ID,
      jwksUrl: null,
      authorizationEndpoint: `${issuer}/authorize`,
      tokenEndpoint: null,
      clientSecret: null,
      label: 'Aurelia ID',
      responseMode: 'query',
    },
    // Keys at a configured address.
    direct: {
      issuer,
      clientId: CLIENT_ID,
      jwksUrl: `${issuer}/keys`,
      authorizationEndpoint: null,
      tokenEndpoint: null,
      clientSecret: null,
      label: 'direct',
      responseMode: 'query',
    },
    // A provider whose discovery document is not there.
    down: {
      issuer: `${issuer}/missing`,
      clientId: CLIENT_ID,
      jwksUrl: null,
      authorizationEndpoint: null,
      tokenEndpoint: null,
      clientSecret: null,
      label: 'down',
      responseMode: 'query',
    },
  };
  shop = await buildTestApp({ oidcProviders });
});
afterAll(async () => {
  await shop?.close();
  await new Promise((resolve) => provider?.close(resolve));
});

let clients = 0;
/** A client address (TEST-NET-3) no other test uses, so rate limits stay out of the way. */
const freshClient = () => `203.0.113.${++clients}`;

let subjects = 0;
const freshSubject = () => `subject-${++subjects}-${Date.now()}`;

interface TokenOptions {
  claims?: JWTPayload;
  key?: CryptoKey;
  issuer?: string;
  audience?: string | string[];
  expiresAt?: number;
  notBefore?: number;
}

/** An ID token as the provider would issue it, with a verified address unless told otherwise. */
async function idToken(subject: string, email: string, options: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({
    email,
    email_verified: true,
    given_name: 'Chiara',
    family_name: 'Verdi',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(options.issuer ?? issuer)
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(now)
    .setExpirationTime(options.expiresAt ?? now + 300);
  if (options.notBefore !== undefined) jwt.setNotBefore(options.notBefore);
  return jwt.sign(options.key ?? signingKey);
}

function socialLogin(shopper: Browser, body: SocialLoginRequest, headers?: Record<string, string>) {
  return shopper.call('POST', '/api/auth/socialLogin', body, headers);
}

async function autoLogin(shopper: Browser) {
  const response = await shopper.call('GET', '/api/auth/autoLogin');
  expect(response.statusCode).toBe(200);
  return response.json<AutoLoginResponse>();
}

/** The one customer of an address; fails the test when there is none or more than one. */
async function onlyCustomerWith(email: string) {
  const customers = await customersWithEmail(email);
  expect(customers).toHaveLength(1);
  const [customer] = customers;
  if (!customer) throw new Error(`no customer ${email}`);
  return customer;
}

function customersWithEmail(email: string) {
  return shop.database.db
    .selectFrom('customers')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .execute();
}

test('a valid ID token logs in a new customer, created without a password and linked', async () => {
  const shopper = browser(shop.app, freshClient());
  const subject = freshSubject();
  const email = `chiara.${subject}@example.it`;

  const response = await socialLogin(shopper, {
    provider: 'aurelia',
    idToken: await idToken(subject, email),
    redirect: '/account',
    language: 'en',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ token: true, redirect: '/account' });
  const cookie = response.cookies.find((entry) => entry.name === 'session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await autoLogin(shopper)).toEqual({
    guest: false,
    userData: { name: 'Chiara', lastName: 'Verdi', email },
  });
  const customer = await onlyCustomerWith(email);
  expect(customer).toMatchObject({
    password_hash: null,
    gender: null,
    interest: null,
    language: 'en',
    newsletter_consent: false,
    privacy_consent_at: null,
  });
  const links = await shop.database.db
    .selectFrom('social_logins')
    .select(['provider', 'subject', 'customer_id'])
    .where('customer_id', '=', customer.id)
    .execute();
  expect(links).toEqual([{ provider: 'aurelia', subject, customer_id: customer.id }]);
  // A new account: welcomed once, in the language of the login.
  const emails = await outboxFor(shop.database.db, email);
  expect(emails.map((message) => [message.kind, message.language])).toEqual([['welcome', 'en']]);
  expect(emails[0]?.text_body).toContain('Hello Chiara,');
});

test('a provider that gives only `name` fills name and last name from it', async () => {
  const shopper = browser(shop.app, freshClient());
  const subject = freshSubject();
  const email = `anna.${subject}@example.it`;
  const token = await idToken(subject, email, {
    claims: { given_name: undefined, family_name: undefined, name: 'Anna Maria Neri' },
  });

  expect((await socialLogin(shopper, { provider: 'direct', idToken: token })).statusCode).toBe(200);
  expect((await autoLogin(shopper)).userData).toEqual({
    name: 'Anna',
    lastName: 'Maria Neri',
    email,
  });
});

test('a second login by the same provider account finds the same customer, even with another address', async () => {
  const subject = freshSubject();
  const email = `luca.${subject}@example.it`;
  const first = browser(shop.app, freshClient());
  await socialLogin(first, { provider: 'aurelia', idToken: await idToken(subject, email) });
  const firstSession = first.session;

  const again = browser(shop.app, freshClient());
  const renamed = await idToken(subject, `luca.nuovo.${subject}@example.it`);
  const response = await socialLogin(again, { provider: 'aurelia', idToken: renamed });

  expect(response.statusCode).toBe(200);
  expect(again.session).toBeDefined();
  expect(again.session).not.toBe(firstSession);
  expect((await autoLogin(again)).userData?.email).toBe(email);
  expect(await customersWithEmail(`luca.nuovo.${subject}@example.it`)).toEqual([]);
  expect(await customersWithEmail(email)).toHaveLength(1);
  // The account was made once, so welcomed once.
  const kinds = (await outboxFor(shop.database.db, email)).map((message) => message.kind);
  expect(kinds).toEqual(['welcome']);
});

test('an existing customer with the verified address is linked, not duplicated', async () => {
  const shopper = browser(shop.app, freshClient());
  const body = registration({ email: `Marta.${freshSubject()}@Example.it` });
  await registerCustomer(shop.app, shopper, body);
  await shopper.call('POST', '/api/auth/logout', {});
  const registered = await onlyCustomerWith(body.email);

  const subject = freshSubject();
  const token = await idToken(subject, body.email.toLowerCase());
  const response = await socialLogin(shopper, { provider: 'aurelia', idToken: token });

  expect(response.statusCode).toBe(200);
  expect((await autoLogin(shopper)).userData).toEqual({
    name: 'Giulia',
    lastName: 'Bianchi',
    email: body.email,
  });
  const customer = await onlyCustomerWith(body.email);
  expect(customer.id).toBe(registered.id);
  expect(customer.password_hash).toBe(registered.password_hash);
  const link = await shop.database.db
    .selectFrom('social_logins')
    .select('customer_id')
    .where('provider', '=', 'aurelia')
    .where('subject', '=', subject)
    .executeTakeFirst();
  expect(link?.customer_id).toBe(registered.id);
  // The password still works.
  const login = await shopper.call('POST', '/api/auth/login', {
    email: body.email,
    password: body.password,
  });
  expect(login.statusCode).toBe(200);
});

test('a customer of the address already linked to another account of the provider is refused', async () => {
  const email = `paolo.${freshSubject()}@example.it`;
  const first = browser(shop.app, freshClient());
  await socialLogin(first, { provider: 'aurelia', idToken: await idToken(freshSubject(), email) });

  const other = browser(shop.app, freshClient());
  const response = await socialLogin(other, {
    provider: 'aurelia',
    idToken: await idToken(freshSubject(), email),
  });

  expect(response.statusCode).toBe(401);
  expect(other.session).toBeUndefined();
});

test('a customer without a password is refused by the password login like a wrong password', async () => {
  const shopper = browser(shop.app, freshClient());
  const subject = freshSubject();
  const email = `senza.password.${subject}@example.it`;
  await socialLogin(shopper, { provider: 'aurelia', idToken: await idToken(subject, email) });

  const stranger = browser(shop.app, freshClient());
  const response = await stranger.call('POST', '/api/auth/login', {
    email,
    password: 'Lino-e-seta-2026',
  });

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ message: 'Email o password non corretti' });
  expect(stranger.session).toBeUndefined();
});

describe('refused tokens: 401, no session', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, (subject: string, email: string) => Promise<string>][] = [
    ['a signature by another key', (s, e) => idToken(s, e, { key: strangerKey })],
    ['another audience', (s, e) => idToken(s, e, { audience: 'someone-else' })],
    [
      'several audiences without azp naming the shop',
      (s, e) => idToken(s, e, { audience: [CLIENT_ID, 'someone-else'] }),
    ],
    ['another issuer', (s, e) => idToken(s, e, { issuer: 'https://issuer.example.com' })],
    ['an expired token', (s, e) => idToken(s, e, { expiresAt: now() - 120 })],
    ['a token not valid yet', (s, e) => idToken(s, e, { notBefore: now() + 600 })],
    ['an unverified address', (s, e) => idToken(s, e, { claims: { email_verified: false } })],
    [
      'an address verified only as a string',
      (s, e) => idToken(s, e, { claims: { email_verified: 'true' } }),
    ],
    ['no address', (s, e) => idToken(s, e, { claims: { email: undefined } })],
    ['no JWT at all', async () => 'not-a-token'],
    [
      'an unsigned token',
      async (s, e) =>
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
          JSON.stringify({ sub: s, email: e, email_verified: true, iss: issuer, aud: CLIENT_ID }),
        ).toString('base64url')}.`,
    ],
  ];

  test.each(cases)('%s', async (_name, makeToken) => {
    const shopper = browser(shop.app, freshClient());
    const subject = freshSubject();
    const email = `rifiutato.${subject}@example.it`;

    const response = await socialLogin(shopper, {
      provider: 'aurelia',
      idToken: await makeToken(subject, email),
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message:
        'Non è stato possibile accedere con questo account. Riprova o accedi con email e password.',
    });
    expect(shopper.session).toBeUndefined();
    expect(await autoLogin(shopper)).toEqual({ guest: false, userData: null });
    expect(await customersWithEmail(email)).toEqual([]);
  });

  test('a token a little past its expiry, within the clock tolerance, is still accepted', async () => {
    const shopper = browser(shop.app, freshClient());
    const subject = freshSubject();
    const token = await idToken(subject, `puntuale.${subject}@example.it`, {
      expiresAt: now() - 10,
    });
    expect((await socialLogin(shopper, { provider: 'aurelia', idToken: token })).statusCode).toBe(
      200,
    );
  });
});

test('an unknown provider answers 400 in the request language, no session', async () => {
  const shopper = browser(shop.app, freshClient());
  const subject = freshSubject();
  const response = await socialLogin(shopper, {
    provider: 'facebook',
    idToken: await idToken(subject, `x.${subject}@example.it`),
    language: 'en',
  });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'This sign-in method is not available' });
  expect(shopper.session).toBeUndefined();
});

test('a body without a code or an ID token answers 400, naming the field of the code flow', async () => {
  const shopper = browser(shop.app, freshClient());
  const response = await shopper.call('POST', '/api/auth/socialLogin', { provider: 'aurelia' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: 'Richiesta non valida: controlla il campo «code».',
  });
});

test('a provider whose keys cannot be read answers 503, no session', async () => {
  const shopper = browser(shop.app, freshClient());
  const subject = freshSubject();
  const response = await socialLogin(shopper, {
    provider: 'down',
    idToken: await idToken(subject, `y.${subject}@example.it`, { issuer: `${issuer}/missing` }),
  });

  expect(response.statusCode).toBe(503);
  expect(shopper.session).toBeUndefined();
});

test('a cross-site POST is refused with 403 before the token is looked at', async () => {
  const shopper = browser(shop.app, freshClient());
  const subject = freshSubject();
  const email = `csrf.${subject}@example.it`;
  const body = { provider: 'aurelia', idToken: await idToken(subject, email) };

  const foreign = await socialLogin(shopper, body, { origin: 'https://evil.example' });
  const crossSite = await socialLogin(shopper, body, { 'sec-fetch-site': 'cross-site' });

  expect(foreign.statusCode).toBe(403);
  expect(crossSite.statusCode).toBe(403);
  expect(shopper.session).toBeUndefined();
  expect(await customersWithEmail(email)).toEqual([]);
});

test('social logins from one client are limited like logins: 429 after the threshold', async () => {
  const shopper = browser(shop.app, freshClient());
  const { limit } = shop.config.authLimits.loginPerClient;
  const token = 'not-a-token';
  for (let attempt = 0; attempt < limit; attempt += 1) {
    expect((await socialLogin(shopper, { provider: 'aurelia', idToken: token })).statusCode).toBe(
      401,
    );
  }
  const subject = freshSubject();
  const valid = await idToken(subject, `z.${subject}@example.it`);
  const refused = await socialLogin(shopper, { provider: 'aurelia', idToken: valid });

  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  expect(shopper.session).toBeUndefined();
});

test("the pages' runtime config offers the providers that name an authorization endpoint, and no secret", async () => {
  const page = await shop.app.inject({ url: '/login' });
  const json = /<script id="shop-runtime-config" type="application\/json">(.*?)<\/script>/.exec(
    page.body,
  )?.[1];
  const config = JSON.parse(json ?? '{}') as RuntimeConfig;

  expect(config.socialLogin).toEqual([
    {
      name: 'aurelia',
      label: 'Aurelia ID',
      authorizationEndpoint: `${issuer}/authorize`,
      clientId: CLIENT_ID,
    },
  ]);
});
