import { sql } from 'kysely';
import {
  activationTokenIn,
  browser,
  newestEmail,
  registration,
  SESSION_COOKIE,
} from '../helpers/auth-browser';
import { testAppForFile } from '../helpers/build-test-app';
import { shopper, testVariants } from '../helpers/checkout-shopper';

const shop = testAppForFile();

let clients = 0;
const freshClient = () => `198.51.100.${++clients}`;

/** Registers `email` from a fresh browser and answers the token of its activation link. */
async function registerAndReadLink(overrides: Parameters<typeof registration>[0] = {}) {
  const body = registration(overrides);
  const response = await browser(shop.app, freshClient()).call('POST', '/api/auth/register', body);
  expect(response.statusCode).toBe(200);
  const email = await newestEmail(shop.app, body.email, 'account-activation');
  return { body, email, token: activationTokenIn(email.text) };
}

function confirm(token: string, shopper = browser(shop.app, freshClient()), language = 'it') {
  return shopper.call('POST', '/api/auth/register/confirm', { token, language });
}

test('the activation e-mail is in the registration language, links to its store and works for 48 hours', async () => {
  const { email } = await registerAndReadLink({ language: 'en', name: 'Emma' });
  expect(email.subject).toBe('Activate your Aurelia account');
  expect(email.text).toContain('Hello Emma,');
  expect(email.text).toContain('within 48 hours');
  expect(email.text).toMatch(/\/en\/login\/register\?activate=[A-Za-z0-9_-]{43}/);
  const pending = await shop.database.db
    .selectFrom('pending_registrations')
    .select(sql<number>`round(extract(epoch from (expires_at - created_at)) / 3600)`.as('hours'))
    .executeTakeFirstOrThrow();
  expect(Number(pending.hours)).toBe(48);
});

test('the account holds the profile as the form gave it: trimmed, the birthday as a date', async () => {
  const { body, token } = await registerAndReadLink({
    name: '  Giulia ',
    lastName: 'Bianchi ',
    birthday: { day: '7', month: '3', year: '1990' },
    gender: 'female',
    interest: 'women',
  });
  expect((await confirm(token)).statusCode).toBe(200);

  const customer = await shop.database.db
    .selectFrom('customers')
    .select(['name', 'last_name', sql<string>`birthday::text`.as('birthday'), 'gender', 'interest'])
    .where('email', '=', body.email)
    .executeTakeFirstOrThrow();
  expect(customer).toEqual({
    name: 'Giulia',
    last_name: 'Bianchi',
    birthday: '1990-03-07',
    gender: 'female',
    interest: 'women',
  });
});

test('the link creates the account with the consents of the form, logs in and keeps the redirect', async () => {
  const { body, token } = await registerAndReadLink({
    redirect: '/checkout/registrationLogin',
    consentTextVersions: { privacy: '2026-01', newsletter: '2026-02' },
    newsletter: true,
  });
  const shopper = browser(shop.app, freshClient());

  const activated = await confirm(token, shopper);

  expect(activated.statusCode).toBe(200);
  expect(activated.json()).toEqual({
    message: 'Registrazione completata! Benvenuto in Aurelia.',
    redirect: '/checkout/registrationLogin',
    token: true,
  });
  expect(activated.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeDefined();
  expect(shopper.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const customer = await shop.database.db
    .selectFrom('customers')
    .select(['id', 'privacy_text_version', 'newsletter_consent'])
    .where('email', '=', body.email)
    .executeTakeFirstOrThrow();
  expect(customer).toMatchObject({ privacy_text_version: '2026-01', newsletter_consent: true });
  const consents = await shop.database.db
    .selectFrom('customer_consents')
    .select(['kind', 'text_version'])
    .where('customer_id', '=', customer.id)
    .orderBy('kind')
    .execute();
  expect(consents).toEqual([
    { kind: 'newsletter', text_version: '2026-02' },
    { kind: 'privacy', text_version: '2026-01' },
  ]);
  const subscription = await shop.database.db
    .selectFrom('newsletter_subscriptions')
    .select('status')
    .where('email', '=', body.email.toLowerCase())
    .executeTakeFirst();
  expect(subscription).toEqual({ status: 'pending' });
  // The password of the form logs in.
  const login = await browser(shop.app, freshClient()).call('POST', '/api/auth/login', {
    email: body.email,
    password: body.password,
  });
  expect(login.statusCode).toBe(200);
});

test.each([
  ['left out', { gender: undefined, interest: undefined }],
  ['null', { gender: null, interest: null }],
])(
  'gender and interest are optional: %s, the account is created without them',
  async (_how, profile) => {
    const { body, token } = await registerAndReadLink({
      email: `no.profile.${String(profile.gender)}@example.it`,
      ...profile,
    });

    expect((await confirm(token)).statusCode).toBe(200);
    const customer = await shop.database.db
      .selectFrom('customers')
      .select(['gender', 'interest'])
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(customer).toEqual({ gender: null, interest: null });
  },
);

test('a link works once', async () => {
  const { token } = await registerAndReadLink();
  expect((await confirm(token)).statusCode).toBe(200);

  const again = await confirm(token, undefined, 'en');

  expect(again.statusCode).toBe(400);
  expect(again.json()).toEqual({
    message:
      'This activation link is not valid, has already been used or has expired. Please register again or, if you have already activated your account, log in.',
  });
  expect(again.cookies).toEqual([]);
});

test('opened twice at once, a link creates one account and one session', async () => {
  const { body, token } = await registerAndReadLink();
  const answers = await Promise.all([confirm(token), confirm(token), confirm(token)]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  const customers = await shop.database.db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', body.email)
    .execute();
  expect(customers).toHaveLength(1);
});

test('an expired link, an unknown one and a malformed one are refused alike', async () => {
  const { body, token } = await registerAndReadLink();
  await shop.database.db
    .updateTable('pending_registrations')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .execute();

  const expired = await confirm(token);
  const unknown = await confirm('A'.repeat(43));
  const malformed = await confirm('not-a-token');

  for (const answer of [expired, unknown, malformed]) {
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(
      /^Il link di attivazione non è valido/,
    );
  }
  const customers = await shop.database.db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', body.email)
    .execute();
  expect(customers).toEqual([]);
});

test('until its link is opened, a registration cannot log in: the answer of a wrong password', async () => {
  const { body } = await registerAndReadLink();
  const login = (email: string) =>
    browser(shop.app, freshClient()).call('POST', '/api/auth/login', {
      email,
      password: body.password,
    });

  const pending = await login(body.email);
  const unknown = await login('never.registered@example.it');

  expect(pending.statusCode).toBe(401);
  expect(pending.json()).toEqual({ message: 'Email o password non corretti' });
  expect(pending.json()).toEqual(unknown.json());
});

test('of two registrations of one address, the first link opened wins; the other is spent', async () => {
  const first = await registerAndReadLink({ email: 'twice@example.it', name: 'Prima' });
  const second = await registerAndReadLink({ email: 'twice@example.it', name: 'Seconda' });

  expect((await confirm(second.token)).statusCode).toBe(200);
  expect((await confirm(first.token)).statusCode).toBe(400);
  const customers = await shop.database.db
    .selectFrom('customers')
    .select('name')
    .where('email', '=', 'twice@example.it')
    .execute();
  expect(customers).toEqual([{ name: 'Seconda' }]);
});

test("a visitor's cart joins the new account when the link is opened in the same browser", async () => {
  const visitor = shopper(shop.app);
  const [variant] = await testVariants(shop.database.db, 1, { skip: 7 });
  expect((await visitor.add(variant, 2)).statusCode).toBe(200);
  const body = registration();
  expect((await visitor.call('POST', '/api/auth/register', body)).statusCode).toBe(200);
  const email = await newestEmail(shop.app, body.email, 'account-activation');

  const activated = await visitor.call('POST', '/api/auth/register/confirm', {
    token: activationTokenIn(email.text),
    language: 'it',
  });

  expect(activated.statusCode).toBe(200);
  expect((await visitor.cart()).itemCount).toBe(2);
  // The cart is the customer's now: it follows them to another browser.
  const elsewhere = shopper(shop.app);
  expect((await elsewhere.login(body.email, body.password)).statusCode).toBe(200);
  expect((await elsewhere.cart()).itemCount).toBe(2);
});

test('one address can be registered a few times an hour at most, so the form floods no inbox', async () => {
  const email = 'flood.target@example.it';
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await browser(shop.app, freshClient()).call(
      'POST',
      '/api/auth/register',
      registration({ email }),
    );
    statuses.push(response.statusCode);
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  const sent = await shop.database.db
    .selectFrom('email_outbox')
    .select('id')
    .where('recipient', '=', email)
    .execute();
  expect(sent).toHaveLength(3);
});
