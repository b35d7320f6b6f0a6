import type { NewsletterSignupRequest } from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const ITALIAN_THANKS =
  "Grazie per l'iscrizione! Riceverai via email il codice sconto del 10% sul primo ordine.";
const ENGLISH_THANKS =
  'Thank you for signing up! You will receive your 10% discount code for your first order by e-mail.';
const ITALIAN_ALREADY = 'Questo indirizzo email è già iscritto alla newsletter.';
const ENGLISH_ALREADY = 'This e-mail address is already subscribed to the newsletter.';

let counter = 0;
/** An address no other test of this file uses. */
const freshEmail = () => `cliente${++counter}@example.com`;

function signup(body: Partial<Record<keyof NewsletterSignupRequest, unknown>> | string) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    ...(typeof body === 'string'
      ? { payload: body, headers: { 'content-type': 'application/json' } }
      : { payload: body }),
  });
}

function subscriptionsOf(email: string) {
  return shop.database.db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', 'ilike', email)
    .execute();
}

describe('POST /api/newsletter', () => {
  test('subscribes an address and thanks the shopper with the 10% discount, in JSON', async () => {
    const email = freshEmail();
    const before = Date.now();

    const response = await signup({ email, language: 'it', privacy: true });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: ITALIAN_THANKS });
    const [row, ...others] = await subscriptionsOf(email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ email, language: 'it', privacy_consent: true });
    expect(row?.created_at.getTime()).toBeGreaterThanOrEqual(before - 60_000);
  });

  test('stores the address trimmed and lower-cased, with the language asked for', async () => {
    const response = await signup({
      email: '  Mario.Rossi@Example.COM ',
      language: 'en',
      privacy: true,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ENGLISH_THANKS });
    const rows = await subscriptionsOf('mario.rossi@example.com');
    expect(rows).toEqual([expect.objectContaining({ email: 'mario.rossi@example.com' })]);
    expect(rows[0]?.language).toBe('en');
  });

  test('answers 409 for an address already subscribed, whatever its case or blanks', async () => {
    const email = freshEmail();
    expect((await signup({ email, language: 'it', privacy: true })).statusCode).toBe(200);

    for (const again of [email, `  ${email.toUpperCase()}  `]) {
      const response = await signup({ email: again, language: 'it', privacy: true });
      expect(response.statusCode).toBe(409);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: ITALIAN_ALREADY });
    }
    const english = await signup({ email, language: 'en', privacy: true });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({ message: ENGLISH_ALREADY });
    expect(await subscriptionsOf(email)).toHaveLength(1);
  });

  test('lets only one of two simultaneous signups of an address through', async () => {
    const email = freshEmail();

    const statuses = await Promise.all([
      signup({ email, language: 'it', privacy: true }),
      signup({ email: email.toUpperCase(), language: 'en', privacy: true }),
    ]).then((responses) => responses.map((response) => response.statusCode).sort());

    expect(statuses).toEqual([200, 409]);
    expect(await subscriptionsOf(email)).toHaveLength(1);
  });

  test.each([
    ['a malformed', 'non-una-email'],
    ['an undotted-domain', 'anna@example'],
    ['a blank', '   '],
    ['a too long', `${'a'.repeat(250)}@example.com`],
    ['a non-string', 42],
  ])('refuses %s e-mail with the exact Italian message', async (_case, email) => {
    const response = await signup({ email, language: 'it', privacy: true });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'La email inserita non è valida' });
  });

  test('refuses a missing e-mail, and checks it before the consent', async () => {
    const response = await signup({ language: 'it' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'La email inserita non è valida' });
  });

  test.each([
    ['missing', undefined],
    ['refused', false],
  ])('refuses a %s privacy consent with the exact Italian message', async (_case, privacy) => {
    const email = freshEmail();

    const response = await signup({ email, language: 'it', privacy });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'È necessario accettare la privacy' });
    expect(await subscriptionsOf(email)).toHaveLength(0);
  });

  test('answers in English when the language is en', async () => {
    const badEmail = await signup({ email: 'nope', language: 'en', privacy: true });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ message: 'The email address entered is not valid' });

    const noConsent = await signup({ email: freshEmail(), language: 'en', privacy: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toEqual({ message: 'You must accept the privacy policy' });
  });

  test('falls back to Italian when the language itself is wrong', async () => {
    const badEmail = await signup({ email: 'nope', language: 'de', privacy: true });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ message: 'La email inserita non è valida' });

    const email = freshEmail();
    const badLanguage = await signup({ email, language: 'de', privacy: true });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json()).toEqual({
      message: 'La lingua della newsletter deve essere una tra: it, en',
    });
    expect(await subscriptionsOf(email)).toHaveLength(0);
  });

  test('answers a body that is not JSON with 400 and a message', async () => {
    const response = await signup('{"email": ');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
