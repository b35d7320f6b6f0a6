import { browser, registration } from '../helpers/auth-browser';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// The production defaults: 5 attempts per account in 15 minutes, 20 per client in 10 minutes.
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

let clients = 0;
const freshClient = () => `203.0.113.${++clients}`;

async function newAccount() {
  const body = registration();
  const response = await browser(shop.app, freshClient()).call('POST', '/api/auth/register', body);
  expect(response.statusCode).toBe(200);
  return body;
}

function login(email: string, password: string, client = freshClient(), language = 'it') {
  return browser(shop.app, client).call('POST', '/api/auth/login', { email, password, language });
}

test('the 6th failed login for one account answers 429 with Retry-After, even from other clients and with the right password', async () => {
  const account = await newAccount();
  for (let i = 0; i < 5; i++) {
    expect((await login(account.email, 'wrong-password')).statusCode).toBe(401);
  }

  const refused = await login(account.email.toUpperCase(), 'wrong-password');
  const rightPassword = await login(account.email, account.password, freshClient(), 'en');

  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    message: 'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(800);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(rightPassword.statusCode).toBe(429);
  expect(rightPassword.json()).toEqual({
    message: 'Too many login attempts. Please try again in a few minutes.',
  });
  expect(rightPassword.cookies).toEqual([]);

  // Another account is not affected.
  const other = await newAccount();
  expect((await login(other.email, other.password)).statusCode).toBe(200);
});

test('a successful login starts the count of failures again', async () => {
  const account = await newAccount();
  for (let i = 0; i < 4; i++) await login(account.email, 'wrong-password');
  expect((await login(account.email, account.password)).statusCode).toBe(200);

  for (let i = 0; i < 5; i++) {
    expect((await login(account.email, 'wrong-password')).statusCode).toBe(401);
  }
  expect((await login(account.email, 'wrong-password')).statusCode).toBe(429);
});

test('unknown addresses are limited alike, so the limit tells nothing about accounts', async () => {
  for (let i = 0; i < 5; i++) {
    expect((await login('ghost@example.it', 'wrong-password')).statusCode).toBe(401);
  }
  expect((await login('ghost@example.it', 'wrong-password')).statusCode).toBe(429);
});

test('one client gets 20 attempts in 10 minutes, whatever the accounts', async () => {
  const client = freshClient();
  for (let i = 0; i < 20; i++) {
    expect((await login(`guess${i}@example.it`, 'wrong-password', client)).statusCode).toBe(401);
  }

  const refused = await login('guess-last@example.it', 'wrong-password', client);

  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
  expect((await login('guess-last@example.it', 'wrong-password')).statusCode).toBe(401);
});

test('simultaneous guesses cannot slip past the limit', async () => {
  const account = await newAccount();
  const responses = await Promise.all(
    Array.from({ length: 8 }, () => login(account.email, 'wrong-password')),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
});

test('the window ends, and logging in works again', async () => {
  const account = await newAccount();
  for (let i = 0; i < 6; i++) await login(account.email, 'wrong-password');
  expect((await login(account.email, account.password)).statusCode).toBe(429);

  await shop.database.db
    .updateTable('rate_limit_counters')
    .set({ window_ends_at: new Date(Date.now() - 1000) })
    .execute();

  expect((await login(account.email, account.password)).statusCode).toBe(200);
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
