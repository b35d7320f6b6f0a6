import { createHash } from 'node:crypto';
import type { NewsletterSignupRequest } from '@shop/shared/contracts';
import { requestSignup } from '../../src/newsletter/newsletter-service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { confirmationToken, outboxFor } from '../helpers/outbox';

let shop: TestApp;
beforeAll(async () => {
  // Rate limits have their own tests; here every request comes from one client.
  shop = await buildTestApp({
    newsletterLimits: {
      perEmail: { limit: 1000, windowSeconds: 3600 },
      perClient: { limit: 1000, windowSeconds: 600 },
    },
  });
});
afterAll(() => shop.close());

const ITALIAN_CHECK_INBOX =
  "Quasi fatto! Controlla la tua casella di posta e apri il link che ti abbiamo inviato per confermare l'iscrizione: riceverai il codice sconto del 10% sul primo ordine. Se sei già iscritto, non devi fare nulla.";
const ENGLISH_CHECK_INBOX =
  'Almost done! Check your inbox and open the link we sent you to confirm your subscription: you will then receive your 10% discount code for your first order. If you are already subscribed, there is nothing more to do.';
const ITALIAN_CONFIRMED =
  'Iscrizione confermata! Ti abbiamo inviato via email il codice sconto del 10% sul primo ordine.';
const ENGLISH_CONFIRMED =
  'Subscription confirmed! We have e-mailed you your 10% discount code for your first order.';
const ITALIAN_INVALID_LINK =
  'Il link di conferma non è valido o è scaduto. Iscriviti di nuovo per riceverne uno nuovo.';
const ENGLISH_INVALID_LINK =
  'This confirmation link is not valid or has expired. Sign up again to receive a new one.';

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

function confirm(token: unknown, language: unknown = 'it') {
  return shop.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    payload: { token, language },
  });
}

function subscriptionsOf(email: string) {
  return shop.database.db
    .selectFrom('newsletter_subscriptions')
    .selectAll()
    .where('email', 'ilike', email)
    .execute();
}

const emailsTo = (email: string) => outboxFor(shop.database.db, email);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Signs `email` up and answers the token of the confirmation e-mail it received. */
async function signUpAndReadToken(email: string, language: 'it' | 'en' = 'it'): Promise<string> {
  expect((await signup({ email, language, privacy: true })).statusCode).toBe(200);
  const last = (await emailsTo(email)).at(-1);
  return confirmationToken(last?.text_body ?? '');
}

describe('POST /api/newsletter', () => {
  test('keeps a new address pending and writes an Italian confirmation e-mail to the outbox', async () => {
    const email = freshEmail();

    const response = await signup({ email, language: 'it', privacy: true });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: ITALIAN_CHECK_INBOX });
    const [row, ...otherRows] = await subscriptionsOf(email);
    expect(otherRows).toHaveLength(0);
    expect(row).toMatchObject({
      email,
      language: 'it',
      privacy_consent: true,
      status: 'pending',
      confirmed_at: null,
      discount_code: null,
    });
    const hoursValid = ((row?.confirmation_expires_at?.getTime() ?? NaN) - Date.now()) / 3_600_000;
    expect(hoursValid).toBeGreaterThan(47.9);
    expect(hoursValid).toBeLessThanOrEqual(48);

    const [message, ...otherMessages] = await emailsTo(email);
    expect(otherMessages).toHaveLength(0);
    expect(message).toMatchObject({
      kind: 'newsletter-confirmation',
      language: 'it',
      subject: 'Conferma la tua iscrizione alla newsletter Aurelia',
      sent_at: null,
      attempts: 0,
    });
    const token = confirmationToken(message?.text_body ?? '');
    expect(message?.text_body).toContain(
      `${shop.config.storeOrigins.it}/pages/newsletter?confirm=${token}`,
    );
    expect(message?.text_body).toContain('entro 48 ore');
    expect(message?.html_body).toContain(
      `href="${shop.config.storeOrigins.it}/pages/newsletter?confirm=${token}"`,
    );
    // Only the token's hash is stored: the table alone gives no working link.
    expect(row?.confirmation_token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  test('links an English signup to the English page of the international store', async () => {
    const response = await signup({
      email: '  Mario.Rossi@Example.COM ',
      language: 'en',
      privacy: true,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ENGLISH_CHECK_INBOX });
    const rows = await subscriptionsOf('mario.rossi@example.com');
    expect(rows).toEqual([
      expect.objectContaining({ email: 'mario.rossi@example.com', language: 'en' }),
    ]);
    const [message] = await emailsTo('mario.rossi@example.com');
    expect(message).toMatchObject({
      language: 'en',
      subject: 'Confirm your subscription to the Aurelia newsletter',
    });
    const token = confirmationToken(message?.text_body ?? '');
    expect(message?.text_body).toContain(
      `${shop.config.storeOrigins.intl}/en/pages/newsletter?confirm=${token}`,
    );
  });

  test('answers a new, a pending and a confirmed address exactly alike', async () => {
    const email = freshEmail();
    const answer = async (address: string) => {
      const response = await signup({ email: address, language: 'it', privacy: true });
      return {
        status: response.statusCode,
        type: response.headers['content-type'],
        body: response.body,
      };
    };

    const asNew = await answer(email);
    const asPending = await answer(`  ${email.toUpperCase()} `);
    const [first, second] = await emailsTo(email);
    expect(await confirm(confirmationToken(second?.text_body ?? ''))).toMatchObject({
      statusCode: 200,
    });
    const asConfirmed = await answer(email);

    expect(asNew).toEqual({
      status: 200,
      type: expect.stringMatching(/^application\/json/),
      body: JSON.stringify({ message: ITALIAN_CHECK_INBOX }),
    });
    expect(asPending).toEqual(asNew);
    expect(asConfirmed).toEqual(asNew);
    // The pending address got a new link, which replaced the first one.
    expect(confirmationToken(first?.text_body ?? '')).not.toBe(
      confirmationToken(second?.text_body ?? ''),
    );
    expect((await confirm(confirmationToken(first?.text_body ?? ''))).statusCode).toBe(404);
    // The confirmed one got no confirmation e-mail, only the welcome; it stays confirmed.
    expect((await emailsTo(email)).map((row) => row.kind)).toEqual([
      'newsletter-confirmation',
      'newsletter-confirmation',
      'newsletter-welcome',
    ]);
    expect(await subscriptionsOf(email)).toEqual([
      expect.objectContaining({ status: 'confirmed' }),
    ]);
  });

  test('keeps one subscription when an address signs up twice at once', async () => {
    const email = freshEmail();

    const responses = await Promise.all([
      signup({ email, language: 'it', privacy: true }),
      signup({ email: email.toUpperCase(), language: 'en', privacy: true }),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await subscriptionsOf(email)).toHaveLength(1);
  });

  test.each([
    ['a malformed', 'non-una-email'],
    ['an undotted-domain', 'anna@example'],
    ['a too long', `${'a'.repeat(250)}@example.com`],
  ])('refuses %s e-mail with the exact Italian message', async (_case, email) => {
    const response = await signup({ email, language: 'it', privacy: true });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'La email inserita non è valida' });
  });

  test.each([
    ['a blank', '   '],
    ['a non-string', 42],
  ])('refuses %s e-mail as the form does: the field is required', async (_case, email) => {
    const response = await signup({ email, language: 'it', privacy: true });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Il campo è obbligatorio' });
  });

  test('refuses a missing e-mail, and checks it before the consent', async () => {
    const response = await signup({ language: 'it' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Il campo è obbligatorio' });
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
    expect(await emailsTo(email)).toHaveLength(0);
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

describe('the confirmation e-mail is written in the transaction of the signup', () => {
  test('both are visible inside it, and neither remains when it rolls back', async () => {
    const email = freshEmail();
    const rollback = new Error('the change failed after the e-mail was queued');

    await expect(
      shop.database.db.transaction().execute(async (trx) => {
        await requestSignup(
          trx,
          { email, language: 'it', privacyConsent: true },
          shop.config.storeOrigins,
        );
        const queued = await trx
          .selectFrom('email_outbox')
          .select('kind')
          .where('recipient', '=', email)
          .execute();
        expect(queued).toEqual([{ kind: 'newsletter-confirmation' }]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);

    expect(await subscriptionsOf(email)).toHaveLength(0);
    expect(await emailsTo(email)).toHaveLength(0);
  });
});

describe('POST /api/newsletter/confirm', () => {
  test('confirms the subscription, stores a 10% code and e-mails it in the signup language', async () => {
    const email = freshEmail();
    const token = await signUpAndReadToken(email, 'en');

    // The link is opened on a page in another language: the answer follows the page.
    const response = await confirm(token, 'it');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ITALIAN_CONFIRMED });
    const [row] = await subscriptionsOf(email);
    expect(row).toMatchObject({ status: 'confirmed', discount_redeemed_at: null });
    expect(row?.confirmed_at).toBeInstanceOf(Date);
    expect(row?.discount_code).toMatch(/^BENVENUTO10-[A-HJ-NP-Z2-9]{10}$/);
    const welcome = (await emailsTo(email)).at(-1);
    expect(welcome).toMatchObject({
      kind: 'newsletter-welcome',
      language: 'en',
      subject: 'Welcome to the Aurelia newsletter: your 10% discount',
    });
    expect(welcome?.text_body).toContain(row?.discount_code);
    expect(welcome?.text_body).toContain(`${shop.config.storeOrigins.intl}/en`);
    expect(welcome?.html_body).toContain(row?.discount_code);
  });

  test('a second click, or two at once, confirm once and send one code', async () => {
    const email = freshEmail();
    const token = await signUpAndReadToken(email);

    const together = await Promise.all([confirm(token, 'en'), confirm(token, 'en')]);
    const again = await confirm(token, 'en');

    for (const response of [...together, again]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: ENGLISH_CONFIRMED });
    }
    const kinds = (await emailsTo(email)).map((row) => row.kind);
    expect(kinds).toEqual(['newsletter-confirmation', 'newsletter-welcome']);
  });

  test('an expired link answers 404 in the request language and confirms nothing', async () => {
    const email = freshEmail();
    const token = await signUpAndReadToken(email);
    await shop.database.db
      .updateTable('newsletter_subscriptions')
      .set({ confirmation_expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();

    const response = await confirm(token, 'en');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ENGLISH_INVALID_LINK });
    expect(await subscriptionsOf(email)).toEqual([
      expect.objectContaining({ status: 'pending', discount_code: null }),
    ]);
    expect(await emailsTo(email)).toHaveLength(1);

    // Signing up again sends a new link, which works.
    const fresh = await signUpAndReadToken(email);
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  test('an unknown link answers 404, a malformed one 400, in the request language', async () => {
    const unknown = await confirm('A'.repeat(43), 'it');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ITALIAN_INVALID_LINK });

    for (const token of ['short', `${'A'.repeat(42)}=`, 'A'.repeat(44), 42, null]) {
      const response = await confirm(token, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: ENGLISH_INVALID_LINK });
    }
    const noLanguage = await confirm('short', 'de');
    expect(noLanguage.json()).toEqual({ message: ITALIAN_INVALID_LINK });
  });
});
