import fastifyCookie from '@fastify/cookie';
import type { AutoLoginResponse } from '@shop/shared/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { customerIdOf, requireCustomer } from '../../src/account/require-customer';
import {
  activationTokenIn,
  browser,
  newestEmail,
  registerCustomer,
  registration,
  SESSION_COOKIE,
} from '../helpers/auth-browser';
import { buildTestApp, testAppForFile } from '../helpers/build-test-app';

const shop = testAppForFile();

const NOBODY: AutoLoginResponse = { guest: false, userData: null };

let clients = 0;
/** A client address (TEST-NET-2) no other test uses, so rate limits stay out of the way. */
const freshClient = () => `198.51.100.${++clients}`;

async function autoLogin(shopper: ReturnType<typeof browser>) {
  const response = await shopper.call('GET', '/api/auth/autoLogin');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<AutoLoginResponse>();
}

test('register, the e-mailed link logs in, auto-login shows the customer, logout, auto-login shows nobody', async () => {
  const shopper = browser(shop.app, freshClient());
  expect(await autoLogin(shopper)).toEqual(NOBODY);

  const body = registration({ email: '  Giulia.Register@Example.it ', redirect: '/checkout' });
  const registered = await shopper.call('POST', '/api/auth/register', body);

  expect(registered.statusCode).toBe(200);
  expect(registered.json()).toEqual({
    message:
      'Ti abbiamo inviato un’email: apri il link per attivare il tuo account. Se l’indirizzo ha già un account, l’email ti spiega come accedere.',
  });
  expect(shopper.session).toBeUndefined();
  expect(await autoLogin(shopper)).toEqual(NOBODY);
  // Nobody exists until the link is opened.
  const before = await shop.database.db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', 'Giulia.Register@Example.it')
    .execute();
  expect(before).toEqual([]);

  const email = await newestEmail(shop.app, 'Giulia.Register@Example.it', 'account-activation');
  expect(email.subject).toBe('Attiva il tuo account Aurelia');
  expect(email.text).toContain('/login/register?activate=');
  const activated = await shopper.call('POST', '/api/auth/register/confirm', {
    token: activationTokenIn(email.text),
    language: 'it',
  });
  expect(activated.statusCode).toBe(200);
  expect(activated.json()).toEqual({
    message: 'Registrazione completata! Benvenuto in Aurelia.',
    redirect: '/checkout',
    token: true,
  });
  expect(await autoLogin(shopper)).toEqual({
    guest: false,
    userData: { name: 'Giulia', lastName: 'Bianchi', email: 'Giulia.Register@Example.it' },
  });
  const customer = await shop.database.db
    .selectFrom('customers')
    .selectAll()
    .select(sql<string>`birthday::text`.as('birthday'))
    .where('email', '=', 'Giulia.Register@Example.it')
    .executeTakeFirstOrThrow();
  expect(customer).toMatchObject({
    birthday: '1990-03-07',
    gender: 'female',
    interest: 'women',
    language: 'it',
    newsletter_consent: false,
    newsletter_consent_at: null,
    privacy_text_version: expect.any(String),
  });
  expect(customer.privacy_consent_at).toBeInstanceOf(Date);
  expect(customer.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=5,p=1\$/);
  expect(customer.password_hash).not.toContain(body.password);

  const loggedOut = await shopper.call('POST', '/api/auth/logout', {});
  expect(loggedOut.statusCode).toBe(200);
  expect(loggedOut.json()).toEqual({ message: 'Sei uscito dal tuo account' });
  const cleared = loggedOut.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  expect(cleared?.value).toBe('');
  expect(await autoLogin(shopper)).toEqual(NOBODY);
});

test('logout ends the session on the server, not only the cookie', async () => {
  const shopper = browser(shop.app, freshClient());
  await registerCustomer(shop.app, shopper, registration());
  const stolen = shopper.session;

  await shopper.call('POST', '/api/auth/logout', {});
  shopper.useSession(stolen);

  expect(await autoLogin(shopper)).toEqual(NOBODY);
});

test('the session cookie is httpOnly, SameSite=Lax, for the whole site, 30 days, not readable from the token', async () => {
  const shopper = browser(shop.app, freshClient());
  const response = await registerCustomer(shop.app, shopper, registration());

  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
  expect(cookie).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: 30 * 24 * 60 * 60,
  });
  expect(cookie?.secure).toBeFalsy();
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Only the token's hash is stored.
  const sessions = await shop.database.db.selectFrom('sessions').select('id').execute();
  expect(sessions.map((session) => session.id)).not.toContain(cookie?.value);
});

test('the cookie is Secure when the store is served over HTTPS', async () => {
  const secureShop = await buildTestApp({
    storeOrigins: { it: 'https://shop.example.it', intl: 'https://shop.example.com' },
  });
  try {
    const headers = { host: 'shop.example.it', origin: 'https://shop.example.it' };
    const body = registration();
    const registered = await secureShop.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: { ...body },
    });
    expect(registered.statusCode).toBe(200);
    const email = await newestEmail(secureShop.app, body.email, 'account-activation');
    expect(email.text).toContain('https://shop.example.it/login/register?activate=');
    const response = await secureShop.app.inject({
      method: 'POST',
      url: '/api/auth/register/confirm',
      headers,
      payload: { token: activationTokenIn(email.text), language: 'it' },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  } finally {
    await secureShop.close();
  }
});

describe('login', () => {
  const account = registration({ email: 'marco.login@example.it', name: 'Marco' });
  beforeAll(async () => {
    const response = await registerCustomer(shop.app, browser(shop.app, freshClient()), account);
    expect(response.statusCode).toBe(200);
  });

  test('succeeds with token true and the redirect asked for, with a new session id', async () => {
    const shopper = browser(shop.app, freshClient());
    await shopper.call('POST', '/api/auth/guest', { email: 'prima@example.it', language: 'it' });
    const before = shopper.session;

    const response = await shopper.call('POST', '/api/auth/login', {
      email: 'Marco.Login@example.it',
      password: account.password,
      redirect: '/en/account/orders?page=2',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: true, redirect: '/en/account/orders?page=2' });
    expect(shopper.session).toBeDefined();
    expect(shopper.session).not.toBe(before);
    expect(await autoLogin(shopper)).toEqual({
      guest: false,
      userData: { name: 'Marco', lastName: 'Bianchi', email: 'marco.login@example.it' },
    });
    // The session the browser had before logging in is over (session fixation).
    shopper.useSession(before);
    expect(await autoLogin(shopper)).toEqual(NOBODY);
  });

  test('without a redirect, or with one that leaves the site, the redirect is "/"', async () => {
    for (const redirect of [
      undefined,
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/..//evil.example',
    ]) {
      const response = await browser(shop.app, freshClient()).call('POST', '/api/auth/login', {
        email: account.email,
        password: account.password,
        ...(redirect !== undefined && { redirect }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ token: true, redirect: '/' });
    }
  });

  test('a wrong password and an unknown address get the same 401, in the request language', async () => {
    const shopper = browser(shop.app, freshClient());
    const wrong = await shopper.call('POST', '/api/auth/login', {
      email: account.email,
      password: 'not-the-password',
    });
    const unknown = await shopper.call('POST', '/api/auth/login', {
      email: 'nessuno@example.it',
      password: account.password,
    });
    const english = await shopper.call('POST', '/api/auth/login', {
      email: account.email,
      password: 'not-the-password',
      language: 'en',
    });

    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Email o password non corretti' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ message: 'Incorrect email or password' });
    expect(shopper.session).toBeUndefined();
  });

  test('a malformed address is refused before any password is checked', async () => {
    const response = await browser(shop.app, freshClient()).call('POST', '/api/auth/login', {
      email: 'not-an-address',
      password: account.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La email inserita non è valida' });
  });
});

test('registering an address that has an account answers exactly as a new address, and tells its owner', async () => {
  const first = registration({ email: 'Owner.Known@example.it', name: 'Ornella' });
  await registerCustomer(shop.app, browser(shop.app, freshClient()), first);

  const shopper = browser(shop.app, freshClient());
  const again = await shopper.call('POST', '/api/auth/register', {
    ...registration({ name: 'Intruso' }),
    email: first.email.toUpperCase(),
  });
  const fresh = await browser(shop.app, freshClient()).call(
    'POST',
    '/api/auth/register',
    registration({ email: 'nobody.yet@example.it' }),
  );

  expect(again.statusCode).toBe(fresh.statusCode);
  expect(again.json()).toEqual(fresh.json());
  expect(again.headers['set-cookie']).toBeUndefined();
  expect(shopper.session).toBeUndefined();
  const note = await newestEmail(shop.app, 'Owner.Known@example.it', 'already-registered');
  expect(note.subject).toBe('Qualcuno ha provato a registrarsi con il tuo indirizzo');
  expect(note.text).toContain('Ciao Ornella,');
  expect(note.text).not.toContain('activate=');
  const customers = await shop.database.db
    .selectFrom('customers')
    .select('name')
    .where(sql<string>`lower(email)`, '=', 'owner.known@example.it')
    .execute();
  expect(customers).toEqual([{ name: 'Ornella' }]);
});

test('a newsletter consent at registration starts the newsletter double opt-in', async () => {
  const body = registration({ newsletter: true, email: 'News.Letter@example.it' });
  const response = await registerCustomer(shop.app, browser(shop.app, freshClient()), body);
  expect(response.statusCode).toBe(200);

  const subscription = await shop.database.db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'status'])
    .where('email', '=', 'news.letter@example.it')
    .executeTakeFirst();
  expect(subscription).toEqual({ email: 'news.letter@example.it', status: 'pending' });
  const customer = await shop.database.db
    .selectFrom('customers')
    .select(['newsletter_consent', 'newsletter_consent_at'])
    .where('email', '=', 'News.Letter@example.it')
    .executeTakeFirstOrThrow();
  expect(customer.newsletter_consent).toBe(true);
  expect(customer.newsletter_consent_at).toBeInstanceOf(Date);
});

describe('requests from another site are refused', () => {
  const paths = [
    '/api/auth/register',
    '/api/auth/register/confirm',
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/lost-password',
    '/api/auth/reset',
    '/api/auth/guest',
  ];

  test.each(paths)(
    '%s with a foreign Origin or Sec-Fetch-Site: cross-site answers 403',
    async (path) => {
      const shopper = browser(shop.app, freshClient());
      const foreign = await shopper.call('POST', path, registration(), {
        origin: 'https://evil.example',
      });
      const crossSite = await shopper.call('POST', path, registration(), {
        'sec-fetch-site': 'cross-site',
      });

      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: 'Richiesta rifiutata: proviene da un altro sito' });
      expect(crossSite.statusCode).toBe(403);
      expect(shopper.session).toBeUndefined();
    },
  );

  test('a logout from another site leaves the session alone', async () => {
    const shopper = browser(shop.app, freshClient());
    await registerCustomer(shop.app, shopper, registration());

    const refused = await shopper.call(
      'POST',
      '/api/auth/logout',
      {},
      { origin: 'https://evil.example' },
    );

    expect(refused.statusCode).toBe(403);
    expect((await autoLogin(shopper)).userData).not.toBeNull();
  });

  test('the stores themselves may post', async () => {
    const response = await browser(shop.app, freshClient()).call(
      'POST',
      '/api/auth/register',
      registration(),
      { origin: shop.config.storeOrigins.intl, 'sec-fetch-site': 'same-site' },
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('guest sessions and requireCustomer', () => {
  /** A small app with one account route behind requireCustomer, on the shop's database. */
  let accountApp: FastifyInstance;
  beforeAll(async () => {
    accountApp = Fastify();
    await accountApp.register(fastifyCookie);
    accountApp.get(
      '/api/account/whoami',
      { preHandler: requireCustomer(shop.database.db, shop.config.storeOrigins) },
      async (request) => ({ customerId: customerIdOf(request) }),
    );
    await accountApp.ready();
  });
  afterAll(() => accountApp.close());

  const whoami = (session: string | undefined) =>
    accountApp.inject({
      url: '/api/account/whoami',
      headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {},
    });

  test('a guest session answers guest true with the address, and is no customer', async () => {
    const shopper = browser(shop.app, freshClient());
    const started = await shopper.call('POST', '/api/auth/guest', {
      email: ' Ospite@Example.it ',
      language: 'en',
    });

    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ message: 'Continuing as a guest', guest: true });
    expect(await autoLogin(shopper)).toEqual({
      guest: true,
      userData: { name: '', lastName: '', email: 'Ospite@Example.it' },
    });
    const refused = await whoami(shopper.session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Devi accedere per continuare' });
  });

  test('nobody is refused; a customer is let through with their id', async () => {
    expect((await whoami(undefined)).statusCode).toBe(401);
    expect((await whoami('A'.repeat(43))).statusCode).toBe(401);

    const shopper = browser(shop.app, freshClient());
    const body = registration();
    await registerCustomer(shop.app, shopper, body);
    const customer = await shop.database.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();

    const allowed = await whoami(shopper.session);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ customerId: customer.id });
  });

  test('an expired session is nobody', async () => {
    const shopper = browser(shop.app, freshClient());
    await registerCustomer(shop.app, shopper, registration());
    await shop.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();

    expect(await autoLogin(shopper)).toEqual(NOBODY);
    expect((await whoami(shopper.session)).statusCode).toBe(401);
  });

  test('using a session slides its expiry and renews the cookie, at most every few minutes', async () => {
    const shopper = browser(shop.app, freshClient());
    await registerCustomer(shop.app, shopper, registration());
    const fresh = await shopper.call('GET', '/api/auth/autoLogin');
    expect(fresh.cookies).toEqual([]);

    const longAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await shop.database.db
      .updateTable('sessions')
      .set({ last_seen: longAgo, expires_at: new Date(Date.now() + 20 * 24 * 3600 * 1000) })
      .execute();
    const stale = await shopper.call('GET', '/api/auth/autoLogin');

    expect(stale.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 24 * 3600,
    });
    const rows = await shop.database.db
      .selectFrom('sessions')
      .select(['expires_at', 'last_seen'])
      .where('last_seen', '>', longAgo)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    }
  });
});
