import { buildApp } from '../../src/app';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { confirmationToken, outboxFor } from '../helpers/outbox';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({
    newsletterLimits: {
      perEmail: { limit: 2, windowSeconds: 3600 },
      perClient: { limit: 3, windowSeconds: 600 },
    },
  });
});
afterAll(() => shop.close());

const ITALIAN_TOO_MANY = 'Troppe richieste. Riprova tra qualche minuto.';
const ENGLISH_TOO_MANY = 'Too many requests. Please try again in a few minutes.';

let counter = 0;
const freshEmail = () => `limite${++counter}@example.org`;
let clients = 0;
/** A client address (TEST-NET-3) no other test uses. */
const freshClient = () => `203.0.113.${++clients}`;

function signup(email: string, client: string, language: 'it' | 'en' = 'it', app = shop.app) {
  return app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: client,
    payload: { email, language, privacy: true },
  });
}

describe('rate limits of the newsletter signup', () => {
  test('per e-mail address: the third signup within the hour is refused, in Italian', async () => {
    const email = freshEmail();

    const allowed = [await signup(email, freshClient()), await signup(email, freshClient())];
    const refused = await signup(email.toUpperCase(), freshClient());

    expect(allowed.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ITALIAN_TOO_MANY });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // A refused signup sends nothing.
    expect(await outboxFor(shop.database.db, email)).toHaveLength(2);
    // Other addresses are not affected.
    expect((await signup(freshEmail(), freshClient())).statusCode).toBe(200);
  });

  test('per client address: the fourth signup within ten minutes is refused, in English', async () => {
    const client = freshClient();
    for (let i = 0; i < 3; i++) {
      expect((await signup(freshEmail(), client, 'en')).statusCode).toBe(200);
    }

    const refused = await signup(freshEmail(), client, 'en');

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ENGLISH_TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await signup(freshEmail(), freshClient(), 'en')).statusCode).toBe(200);
  });

  test('simultaneous requests cannot all slip under the limit', async () => {
    const client = freshClient();

    const responses = await Promise.all(
      Array.from({ length: 8 }, () => signup(freshEmail(), client)),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
  });

  test('the count is kept in the database, so a second API server sees it', async () => {
    const secondServer = await buildApp({ config: shop.config, database: shop.database });
    try {
      const client = freshClient();
      await signup(freshEmail(), client);
      await signup(freshEmail(), client, 'it', secondServer);
      await signup(freshEmail(), client);

      const refused = await signup(freshEmail(), client, 'it', secondServer);

      expect(refused.statusCode).toBe(429);
    } finally {
      await secondServer.close();
    }
  });

  test('a new window starts once the old one has ended', async () => {
    const email = freshEmail();
    await signup(email, freshClient());
    await signup(email, freshClient());
    expect((await signup(email, freshClient())).statusCode).toBe(429);

    await shop.database.db
      .updateTable('rate_limit_counters')
      .set({ window_ends_at: new Date(Date.now() - 1000) })
      .execute();

    expect((await signup(email, freshClient())).statusCode).toBe(200);
  });

  test('the confirmation endpoint is limited per client too', async () => {
    const email = freshEmail();
    await signup(email, freshClient());
    const [invitation] = await outboxFor(shop.database.db, email);
    const token = confirmationToken(invitation?.text_body ?? '');
    const client = freshClient();
    const confirm = (language: 'it' | 'en') =>
      shop.app.inject({
        method: 'POST',
        url: '/api/newsletter/confirm',
        remoteAddress: client,
        payload: { token: 'B'.repeat(43), language },
      });
    for (let i = 0; i < 3; i++) expect((await confirm('it')).statusCode).toBe(404);

    const refused = await confirm('en');

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ENGLISH_TOO_MANY });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another client still confirms its link.
    const confirmed = await shop.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      remoteAddress: freshClient(),
      payload: { token, language: 'it' },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  test('stores no address: buckets are hashes', async () => {
    const email = freshEmail();
    const client = freshClient();
    await signup(email, client);

    const buckets = await shop.database.db
      .selectFrom('rate_limit_counters')
      .select('bucket')
      .execute();

    const all = buckets.map((row) => row.bucket).join('\n');
    expect(all).not.toContain(email);
    expect(all).not.toContain(client);
    expect(all).toMatch(/^newsletter-email:[0-9a-f]{64}$/m);
  });
});
