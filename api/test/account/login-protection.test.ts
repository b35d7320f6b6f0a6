import { sql } from 'kysely';
import { loginThrottleBucket } from '../../src/rate-limit/login-throttle';
import {
  browser,
  newestEmail,
  registerCustomer,
  registration,
  type Browser,
} from '../helpers/auth-browser';
import { buildTestApp, testAppForFile } from '../helpers/build-test-app';
import { resetToken } from '../helpers/outbox';

// The production defaults: 5 attempts at one address come freely, then 1, 2, 4 … up to 60 seconds
// apart from unknown devices; 20 attempts per client in 10 minutes.
const shop = testAppForFile();

let clients = 0;
const freshClient = () => `203.0.113.${++clients}`;

/** A new customer, and the browser that registered (a known device of theirs). */
async function newAccount(): Promise<{ email: string; password: string; owner: Browser }> {
  const body = registration();
  const owner = browser(shop.app, freshClient());
  expect((await registerCustomer(shop.app, owner, body)).statusCode).toBe(200);
  await owner.call('POST', '/api/auth/logout', {});
  return { email: body.email, password: body.password, owner };
}

/** A login from a browser that has never logged in (an unknown device), from a fresh client. */
function login(email: string, password: string, client = freshClient(), language = 'it') {
  return browser(shop.app, client).call('POST', '/api/auth/login', { email, password, language });
}

/** The address's throttle row: its count and the delay its last attempt set, in seconds. */
async function throttleOf(email: string) {
  const row = await shop.database.db
    .selectFrom('login_throttles')
    .select([
      'failures',
      sql<number>`round(extract(epoch from (next_attempt_at - last_attempt_at)))::integer`.as(
        'delay',
      ),
    ])
    .where('bucket', '=', loginThrottleBucket(email))
    .executeTakeFirst();
  return row ?? null;
}

/** The time passes: the address's next attempt may come now. */
async function waitIsOver(email: string) {
  await shop.database.db
    .updateTable('login_throttles')
    .set({ next_attempt_at: sql<Date>`now() - interval '1 second'` })
    .where('bucket', '=', loginThrottleBucket(email))
    .execute();
}

test('after 5 failed attempts each next one waits longer: 1, 2, 4 seconds, with Retry-After and the wait in the message', async () => {
  const account = await newAccount();
  for (let i = 0; i < 5; i++) {
    expect((await login(account.email, 'wrong-password')).statusCode).toBe(401);
  }
  expect(await throttleOf(account.email)).toEqual({ failures: 5, delay: 1 });

  const delayed = await login(account.email.toUpperCase(), 'wrong-password');
  expect(delayed.statusCode).toBe(429);
  expect(delayed.headers['retry-after']).toBe('1');
  expect(delayed.json()).toEqual({
    message:
      'Per proteggere l’account, il prossimo tentativo di accesso con questa email è possibile tra 1 secondo. Dal dispositivo da cui accedi di solito, o dopo aver reimpostato la password, puoi entrare subito.',
  });
  // A refused attempt does not count: the wait is not made longer by asking.
  expect(await throttleOf(account.email)).toEqual({ failures: 5, delay: 1 });

  await waitIsOver(account.email);
  expect((await login(account.email, 'wrong-password')).statusCode).toBe(401);
  expect(await throttleOf(account.email)).toEqual({ failures: 6, delay: 2 });
  await waitIsOver(account.email);
  expect((await login(account.email, 'wrong-password')).statusCode).toBe(401);
  expect(await throttleOf(account.email)).toEqual({ failures: 7, delay: 4 });

  const english = await login(account.email, account.password, freshClient(), 'en');
  expect(english.statusCode).toBe(429);
  const retryAfter = Number(english.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(4);
  expect(english.json<{ message: string }>().message).toMatch(
    /^To protect the account, the next login attempt with this e-mail address is possible in [1-4] seconds?\./,
  );
  expect(english.cookies).toEqual([]);

  // Another address is not affected.
  const other = await newAccount();
  expect((await login(other.email, other.password)).statusCode).toBe(200);
});

test('a stranger can hold the owner up for at most a minute, however long they keep guessing', async () => {
  const account = await newAccount();
  await shop.database.db
    .insertInto('login_throttles')
    .values({
      bucket: loginThrottleBucket(account.email),
      failures: 500,
      next_attempt_at: sql<Date>`now() - interval '1 second'`,
      last_attempt_at: sql<Date>`now()`,
    })
    .execute();

  expect((await login(account.email, 'wrong-password')).statusCode).toBe(401);
  expect(await throttleOf(account.email)).toEqual({ failures: 501, delay: 60 });
  const delayed = await login(account.email, account.password);
  expect(delayed.statusCode).toBe(429);
  expect(Number(delayed.headers['retry-after'])).toBeLessThanOrEqual(60);

  // Once the minute is over, the owner's password works from anywhere, and clears the count.
  await waitIsOver(account.email);
  expect((await login(account.email, account.password)).statusCode).toBe(200);
  expect(await throttleOf(account.email)).toBeNull();
});

test("the owner's correct password from a known device always logs in, whatever strangers tried", async () => {
  const account = await newAccount();
  expect(account.owner.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
  for (let i = 0; i < 8; i++) await login(account.email, 'wrong-password');
  expect((await login(account.email, account.password)).statusCode).toBe(429);

  const fromKnownDevice = await account.owner.call('POST', '/api/auth/login', {
    email: account.email,
    password: account.password,
    language: 'it',
  });

  expect(fromKnownDevice.statusCode).toBe(200);
  expect(fromKnownDevice.json()).toEqual({ token: true, redirect: '/' });
  expect(await throttleOf(account.email)).toBeNull();
  // Each login gives the device a new token, HttpOnly, SameSite=Lax, for the auth calls only.
  const cookie = fromKnownDevice.cookies.find((entry) => entry.name === 'device');
  expect(cookie).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
    path: '/api/auth',
    maxAge: 180 * 24 * 60 * 60,
  });
  const stored = await shop.database.db.selectFrom('known_devices').select('id').execute();
  expect(stored.map((row) => row.id)).not.toContain(cookie?.value);
});

test('a known device of another customer, or a forged one, is an unknown device', async () => {
  const account = await newAccount();
  const stranger = await newAccount();
  for (let i = 0; i < 8; i++) await login(account.email, 'wrong-password');

  const fromOtherCustomersDevice = await stranger.owner.call('POST', '/api/auth/login', {
    email: account.email,
    password: account.password,
    language: 'it',
  });
  const forged = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: freshClient(),
    headers: { cookie: `device=${'A'.repeat(43)}` },
    payload: { email: account.email, password: account.password, language: 'it' },
  });

  expect(fromOtherCustomersDevice.statusCode).toBe(429);
  expect(forged.statusCode).toBe(429);
});

test('a password reset always works while the address is delayed, clears the count, and makes its browser a known device', async () => {
  const account = await newAccount();
  for (let i = 0; i < 8; i++) await login(account.email, 'wrong-password');
  expect((await login(account.email, account.password)).statusCode).toBe(429);

  const owner = browser(shop.app, freshClient());
  const asked = await owner.call('POST', '/api/auth/lost-password', {
    email: account.email,
    language: 'it',
  });
  expect(asked.statusCode).toBe(200);
  const email = await newestEmail(shop.app, account.email, 'password-reset');
  const reset = await owner.call('POST', '/api/auth/reset', {
    token: resetToken(email.text),
    password: 'Nuova-Password-2026',
    passwordConfirmation: 'Nuova-Password-2026',
    language: 'it',
  });
  expect(reset.statusCode).toBe(200);
  expect(await throttleOf(account.email)).toBeNull();
  expect(owner.device).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Strangers try again at once; the browser that reset the password still logs in.
  for (let i = 0; i < 8; i++) await login(account.email, 'wrong-password');
  const loggedIn = await owner.call('POST', '/api/auth/login', {
    email: account.email,
    password: 'Nuova-Password-2026',
    language: 'it',
  });
  expect(loggedIn.statusCode).toBe(200);
});

test('unknown addresses are delayed alike, so the delay tells nothing about accounts', async () => {
  const account = await newAccount();
  const answers = async (email: string) => {
    const seen: Array<{ status: number; body: unknown; retryAfter: unknown }> = [];
    for (let i = 0; i < 6; i++) {
      const response = await login(email, 'wrong-password');
      seen.push({
        status: response.statusCode,
        body: response.json(),
        retryAfter: response.headers['retry-after'],
      });
    }
    return seen;
  };

  const known = await answers(account.email);
  const unknown = await answers('ghost@example.it');

  expect(unknown).toEqual(known);
  expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429]);
});

test('one client gets 20 attempts in 10 minutes, whatever the addresses, and is told how long to wait', async () => {
  const client = freshClient();
  for (let i = 0; i < 20; i++) {
    expect((await login(`guess${i}@example.it`, 'wrong-password', client)).statusCode).toBe(401);
  }

  const refused = await login('guess-last@example.it', 'wrong-password', client);

  expect(refused.statusCode).toBe(429);
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(refused.json<{ message: string }>().message).toMatch(
    /^Troppi tentativi di accesso da questa connessione\. Riprova tra \d+ minut[oi]\.$/,
  );
  expect((await login('guess-last@example.it', 'wrong-password')).statusCode).toBe(401);
});

test('simultaneous guesses cannot slip past the delay', async () => {
  const account = await newAccount();
  const responses = await Promise.all(
    Array.from({ length: 8 }, () => login(account.email, 'wrong-password')),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
});

test('an hour without attempts starts the address afresh', async () => {
  const account = await newAccount();
  for (let i = 0; i < 7; i++) await login(account.email, 'wrong-password');
  await shop.database.db
    .updateTable('login_throttles')
    .set({
      next_attempt_at: sql<Date>`now() - interval '61 minutes'`,
      last_attempt_at: sql<Date>`now() - interval '61 minutes'`,
    })
    .where('bucket', '=', loginThrottleBucket(account.email))
    .execute();

  expect((await login(account.email, 'wrong-password')).statusCode).toBe(401);
  expect(await throttleOf(account.email)).toEqual({ failures: 1, delay: 0 });
});

test('failed logins are logged without the password', async () => {
  const lines: string[] = [];
  const logged = await buildTestApp(
    { logLevel: 'warn' },
    { logStream: { write: (line) => lines.push(line) } },
  );
  try {
    await browser(logged.app).call('POST', '/api/auth/login', {
      email: 'someone@example.it',
      password: 'Segreto-del-log-42',
    });
  } finally {
    await logged.close();
  }
  const failures = lines.filter((line) => line.includes('login failed'));
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatch(/"level":40/);
  expect(lines.join('')).not.toContain('Segreto-del-log-42');
});

test('one client starts at most 20 guest sessions in 10 minutes, and the 21st is told so in its language', async () => {
  const client = freshClient();
  const startGuest = (language: string) =>
    browser(shop.app, client).call('POST', '/api/auth/guest', {
      email: 'ospite@example.it',
      language,
    });
  for (let i = 0; i < 20; i++) expect((await startGuest('it')).statusCode).toBe(200);

  const refused = await startGuest('en');

  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
  expect(refused.json<{ message: string }>().message).toBe(
    'Too many requests. Please try again in a few minutes.',
  );
  const elsewhere = browser(shop.app, freshClient());
  expect(
    (
      await elsewhere.call('POST', '/api/auth/guest', {
        email: 'ospite@example.it',
        language: 'it',
      })
    ).statusCode,
  ).toBe(200);
});
