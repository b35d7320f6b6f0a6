import type { AutoLoginResponse } from '@shop/shared/contracts';
import { browser, registerCustomer, registration } from '../helpers/auth-browser';
import { testAppForFile } from '../helpers/build-test-app';
import { outboxFor, resetToken } from '../helpers/outbox';

const shop = testAppForFile();

const SENT_IT =
  'Se l’indirizzo è registrato, riceverai a breve un’email con il link per reimpostare la password. Il link vale un’ora.';
const SENT_EN =
  'If the address is registered, you will shortly receive an e-mail with a link to reset your password. The link is valid for one hour.';
const INVALID_LINK_IT =
  'Il link per reimpostare la password non è valido, è già stato usato o è scaduto. Richiedine uno nuovo.';

let clients = 0;
const freshClient = () => `192.0.2.${++clients}`;

async function newAccount(email?: string) {
  const body = registration(email ? { email } : {});
  const shopper = browser(shop.app, freshClient());
  expect((await registerCustomer(shop.app, shopper, body)).statusCode).toBe(200);
  return { body, shopper };
}

function lostPassword(email: string, language: 'it' | 'en' = 'it', client = freshClient()) {
  return browser(shop.app, client).call('POST', '/api/auth/lost-password', { email, language });
}

function reset(token: string, password: string, language: 'it' | 'en' = 'it') {
  return browser(shop.app, freshClient()).call('POST', '/api/auth/reset', {
    token,
    password,
    passwordConfirmation: password,
    language,
  });
}

async function linkFor(email: string): Promise<string> {
  const emails = await outboxFor(shop.database.db, email);
  const last = emails.at(-1);
  if (!last) throw new Error(`No e-mail to ${email}`);
  return last.text_body;
}

test('lost password answers the same for a known and an unknown address; each gets one e-mail, only the known one a link', async () => {
  const { body } = await newAccount('Sara.Reset@example.it');

  const known = await lostPassword(' sara.reset@EXAMPLE.it ');
  const unknown = await lostPassword('nobody.here@example.it');

  expect(known.statusCode).toBe(200);
  expect(unknown.statusCode).toBe(200);
  expect(known.json()).toEqual({ message: SENT_IT });
  expect(unknown.json()).toEqual(known.json());
  // The unknown address is told it has no account: both paths write one e-mail, so they take
  // alike; the note carries no link that resets anything.
  const note = await outboxFor(shop.database.db, 'nobody.here@example.it');
  expect(note).toHaveLength(1);
  expect(note[0]).toMatchObject({ kind: 'password-reset-no-account', language: 'it' });
  expect(note[0]?.text_body).not.toContain('token=');
  const emails = (await outboxFor(shop.database.db, body.email)).filter(
    (email) => email.kind === 'password-reset',
  );
  expect(emails).toHaveLength(1);
  const [email] = emails;
  expect(email).toMatchObject({ kind: 'password-reset', language: 'it' });
  expect(email?.subject).toBe('Reimposta la tua password Aurelia');
  expect(email?.text_body).toContain(
    `${shop.config.storeOrigins.it}/login/reset?token=${resetToken(email?.text_body ?? '')}`,
  );
  expect(email?.text_body).toContain('60 minuti');
  expect(email?.html_body).toContain('/login/reset?token=');
  // Only the token's hash is stored.
  const stored = await shop.database.db.selectFrom('password_reset_tokens').select('id').execute();
  expect(stored.map((row) => row.id)).not.toContain(resetToken(email?.text_body ?? ''));
});

test('in English the link leads to the international store', async () => {
  const { body } = await newAccount();
  const response = await lostPassword(body.email, 'en');
  expect(response.json()).toEqual({ message: SENT_EN });
  const text = await linkFor(body.email);
  expect(text).toContain(`${shop.config.storeOrigins.intl}/en/login/reset?token=`);
  expect(text).toContain('within 60 minutes');
});

test('the reset link works once, not twice, and the new password logs in', async () => {
  const { body } = await newAccount();
  await lostPassword(body.email);
  const token = resetToken(await linkFor(body.email));

  const first = await reset(token, 'Nuova-Password-2026');
  const second = await reset(token, 'Altra-Password-2026');

  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({
    message: 'Password aggiornata! Ora puoi accedere con la nuova password.',
  });
  expect(second.statusCode).toBe(400);
  expect(second.json()).toEqual({ message: INVALID_LINK_IT });
  const login = (password: string) =>
    browser(shop.app, freshClient()).call('POST', '/api/auth/login', {
      email: body.email,
      password,
    });
  expect((await login(body.password)).statusCode).toBe(401);
  expect((await login('Nuova-Password-2026')).statusCode).toBe(200);
  expect((await login('Altra-Password-2026')).statusCode).toBe(401);
});

test('an expired link is refused', async () => {
  const { body } = await newAccount();
  await lostPassword(body.email);
  const token = resetToken(await linkFor(body.email));
  await shop.database.db
    .updateTable('password_reset_tokens')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .execute();

  const response = await reset(token, 'Nuova-Password-2026', 'en');

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message:
      'This password reset link is not valid, has already been used or has expired. Please request a new one.',
  });
});

test('the link expires one hour after it was asked for', async () => {
  const { body } = await newAccount();
  await lostPassword(body.email);
  const row = await shop.database.db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .select(['t.created_at', 't.expires_at'])
    .where('c.email', '=', body.email)
    .executeTakeFirstOrThrow();
  expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(60 * 60 * 1000);
});

test('a newer link replaces the older one', async () => {
  const { body } = await newAccount();
  await lostPassword(body.email);
  const older = resetToken(await linkFor(body.email));
  await lostPassword(body.email);
  const newer = resetToken(await linkFor(body.email));

  expect((await reset(older, 'Nuova-Password-2026')).statusCode).toBe(400);
  expect((await reset(newer, 'Nuova-Password-2026')).statusCode).toBe(200);
});

test('a reset ends every session of the customer', async () => {
  const { body, shopper } = await newAccount();
  const otherDevice = browser(shop.app, freshClient());
  await otherDevice.call('POST', '/api/auth/login', { email: body.email, password: body.password });
  const someoneElse = await newAccount();

  await lostPassword(body.email);
  expect(
    (await reset(resetToken(await linkFor(body.email)), 'Nuova-Password-2026')).statusCode,
  ).toBe(200);

  const nobody: AutoLoginResponse = { guest: false, userData: null };
  expect((await shopper.call('GET', '/api/auth/autoLogin')).json()).toEqual(nobody);
  expect((await otherDevice.call('GET', '/api/auth/autoLogin')).json()).toEqual(nobody);
  // Other customers stay logged in.
  expect(
    (await someoneElse.shopper.call('GET', '/api/auth/autoLogin')).json<AutoLoginResponse>()
      .userData,
  ).not.toBeNull();
});

test('the new password follows the same rules as at registration', async () => {
  const { body } = await newAccount();
  await lostPassword(body.email);
  const token = resetToken(await linkFor(body.email));
  const send = (password: string, passwordConfirmation = password) =>
    browser(shop.app, freshClient()).call('POST', '/api/auth/reset', {
      token,
      password,
      passwordConfirmation,
      language: 'it',
    });

  expect((await send('corta')).json()).toEqual({ message: 'La password inserita non è valida' });
  expect((await send('password123')).statusCode).toBe(400);
  expect((await send('Nuova-Password-2026', 'Nuova-Password-2027')).json()).toEqual({
    message: 'Le 2 password non coincidono',
  });
  // None of the refusals used the link up.
  expect((await send('Nuova-Password-2026')).statusCode).toBe(200);
});

test('a malformed or unknown token is refused', async () => {
  expect((await reset('not-a-token', 'Nuova-Password-2026')).json()).toEqual({
    message: INVALID_LINK_IT,
  });
  expect((await reset('A'.repeat(43), 'Nuova-Password-2026')).statusCode).toBe(400);
});

test('lost password is rate-limited per address and per client, known or not', async () => {
  const { body } = await newAccount();
  for (let i = 0; i < 3; i++) expect((await lostPassword(body.email)).statusCode).toBe(200);
  const perAddress = await lostPassword(body.email);
  expect(perAddress.statusCode).toBe(429);
  expect(perAddress.json()).toEqual({ message: 'Troppe richieste. Riprova tra qualche minuto.' });
  expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(3500);
  const resets = (await outboxFor(shop.database.db, body.email)).filter(
    (email) => email.kind === 'password-reset',
  );
  expect(resets).toHaveLength(3);

  const client = freshClient();
  for (let i = 0; i < 10; i++) {
    expect((await lostPassword(`someone${i}@example.it`, 'en', client)).statusCode).toBe(200);
  }
  const perClient = await lostPassword('someone-else@example.it', 'en', client);
  expect(perClient.statusCode).toBe(429);
  expect(perClient.json()).toEqual({
    message: 'Too many requests. Please try again in a few minutes.',
  });
});

test('a malformed address is refused with the spec text', async () => {
  const response = await lostPassword('not an address');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: 'La email inserita non è valida' });
});
