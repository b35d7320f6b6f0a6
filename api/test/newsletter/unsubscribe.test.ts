import {
  findFirstOrderCode,
  redeemFirstOrderCode,
} from '../../src/newsletter/newsletter-repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { confirmationToken, outboxFor } from '../helpers/outbox';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({
    newsletterLimits: {
      perEmail: { limit: 1000, windowSeconds: 3600 },
      perClient: { limit: 1000, windowSeconds: 600 },
    },
  });
});
afterAll(() => shop.close());

let counter = 0;
const freshEmail = () => `iscritto${++counter}@example.com`;
const emailsTo = (email: string) => outboxFor(shop.database.db, email);

async function signUpAndConfirm(email: string, language: 'it' | 'en' = 'it') {
  const signup = await shop.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email, language, privacy: true },
  });
  expect(signup.statusCode).toBe(200);
  const invitation = (await emailsTo(email)).at(-1);
  return shop.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    payload: { token: confirmationToken(invitation?.text_body ?? ''), language },
  });
}

function unsubscribeLink(text: string): URL {
  const link = /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No unsubscribe link in:\n${text}`);
  return new URL(link);
}

async function statusOf(email: string) {
  const row = await shop.database.db
    .selectFrom('newsletter_subscriptions')
    .select(['status', 'discount_code'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row;
}

/** What a mail client does with `List-Unsubscribe-Post` (RFC 8058): no cookies, no Origin. */
function oneClickPost(link: URL) {
  return shop.app.inject({
    method: 'POST',
    url: `${link.pathname}${link.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
}

describe('the unsubscribe link of newsletter e-mails', () => {
  test('the welcome e-mail carries it in its text, its HTML and the RFC 8058 headers', async () => {
    const email = freshEmail();
    await signUpAndConfirm(email, 'en');

    const welcome = (await emailsTo(email)).at(-1);
    expect(welcome?.kind).toBe('newsletter-welcome');
    const link = unsubscribeLink(welcome?.text_body ?? '');
    expect(link.origin).toBe(shop.config.storeOrigins.intl);
    expect(welcome?.text_body).toContain('Unsubscribe in one click');
    expect(welcome?.html_body).toContain(`href="${link.href}"`);
    expect(welcome?.headers).toEqual({
      'List-Unsubscribe': `<${link.href}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The confirmation e-mail is not a newsletter: it has no unsubscribe link.
    expect((await emailsTo(email))[0]?.headers).toBeNull();
  });

  test('opening it shows a page that asks, without JavaScript, and changes nothing', async () => {
    const email = freshEmail();
    await signUpAndConfirm(email);
    const link = unsubscribeLink((await emailsTo(email)).at(-1)?.text_body ?? '');

    const page = await shop.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain(`Vuoi che ${email} non riceva più la newsletter di Aurelia?`);
    expect(page.body).toContain(
      `<form method="post" action="${link.pathname}${link.search.replace(/&/g, '&amp;')}">`,
    );
    expect(page.body).not.toContain('<script');
    expect((await statusOf(email)).status).toBe('confirmed');
  });

  test('a one-click POST unsubscribes, and a second one changes nothing more', async () => {
    const email = freshEmail();
    await signUpAndConfirm(email);
    const link = unsubscribeLink((await emailsTo(email)).at(-1)?.text_body ?? '');

    const first = await oneClickPost(link);
    const second = await oneClickPost(link);

    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Iscrizione annullata');
    expect(second.statusCode).toBe(200);
    expect((await statusOf(email)).status).toBe('unsubscribed');
    // Opening the link afterwards says it is done, with no button.
    const page = await shop.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.body).toContain('Iscrizione annullata');
    expect(page.body).not.toContain('<form');
  });

  test("the page's own form (same origin) unsubscribes; another site's cannot", async () => {
    const email = freshEmail();
    await signUpAndConfirm(email);
    const link = unsubscribeLink((await emailsTo(email)).at(-1)?.text_body ?? '');
    const url = `${link.pathname}${link.search}`;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };

    const foreign = await shop.app.inject({
      method: 'POST',
      url,
      headers: { ...form, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(foreign.statusCode).toBe(403);
    expect((await statusOf(email)).status).toBe('confirmed');

    const own = await shop.app.inject({
      method: 'POST',
      url,
      headers: { ...form, origin: shop.config.storeOrigins.it, 'sec-fetch-site': 'same-origin' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(own.statusCode).toBe(200);
    expect((await statusOf(email)).status).toBe('unsubscribed');
  });

  test('an unknown or malformed token answers 404 with a page, and changes nothing', async () => {
    for (const token of ['A'.repeat(43), 'nope', '']) {
      const url = `/api/newsletter/unsubscribe?token=${token}`;
      const page = await shop.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en' },
      });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This unsubscribe link is not valid.');
      expect((await shop.app.inject({ method: 'POST', url })).statusCode).toBe(404);
    }
  });
});

describe('the first-order code', () => {
  test('is e-mailed once per address: signing up again after unsubscribing gives no second code', async () => {
    const email = freshEmail();
    const first = await signUpAndConfirm(email);
    expect(first.json()).toEqual({
      message:
        'Iscrizione confermata! Ti abbiamo inviato via email il codice sconto del 10% sul primo ordine.',
    });
    const { discount_code: code } = await statusOf(email);
    expect(code).toMatch(/^BENVENUTO10-[A-HJ-NP-Z2-9]{10}$/);
    const link = unsubscribeLink((await emailsTo(email)).at(-1)?.text_body ?? '');
    expect((await oneClickPost(link)).statusCode).toBe(200);

    const again = await signUpAndConfirm(email);

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message:
        'Iscrizione confermata! Bentornato: il codice sconto del primo ordine si riceve una sola volta per indirizzo.',
    });
    expect(await statusOf(email)).toEqual({ status: 'confirmed', discount_code: code });
    const messages = await emailsTo(email);
    expect(messages.map((message) => message.kind)).toEqual([
      'newsletter-confirmation',
      'newsletter-welcome',
      'newsletter-confirmation',
      'newsletter-welcome-back',
    ]);
    const withCode = messages.filter((message) => /BENVENUTO10-/.test(message.text_body));
    expect(withCode).toHaveLength(1);
    // The welcome back is a newsletter e-mail too, with the same working unsubscribe link.
    expect(unsubscribeLink(messages.at(-1)?.text_body ?? '').href).toBe(link.href);
  });
});

test('the checkout can look the code up and use it once, whatever its letter case', async () => {
  const email = freshEmail();
  await signUpAndConfirm(email);
  const { discount_code: code } = await statusOf(email);
  const typed = ` ${code?.toLowerCase()} `;

  expect(await findFirstOrderCode(shop.database.db, typed)).toEqual({
    code,
    email,
    redeemed: false,
  });
  const redeem = () =>
    shop.database.db.transaction().execute((trx) => redeemFirstOrderCode(trx, typed));
  expect(await Promise.all([redeem(), redeem()])).toEqual(expect.arrayContaining([true, false]));
  expect(await redeem()).toBe(false);
  expect(await findFirstOrderCode(shop.database.db, typed)).toMatchObject({ redeemed: true });
  expect(await findFirstOrderCode(shop.database.db, 'BENVENUTO10-NOTACODE22')).toBeNull();
});
