import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({
    newsletterLimits: {
      perEmail: { limit: 1000, windowSeconds: 3600 },
      perClient: { limit: 1000, windowSeconds: 3600 },
    },
  });
});
afterAll(() => shop.close());

const ANOTHER_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const subscriptions = async (email: string) =>
  (
    await shop.database.db
      .selectFrom('newsletter_subscriptions')
      .select('email')
      .where('email', '=', email)
      .execute()
  ).length;
const signup = (email: string, headers: Record<string, string>) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers,
    payload: { email, privacy: true, language: 'en' },
  });

test("another site's page cannot sign an address up: 403 in the shopper's language, nothing stored", async () => {
  const refused = await signup('vittima@example.it', ANOTHER_SITE);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: 'Request refused: it comes from another site' });
  expect(await subscriptions('vittima@example.it')).toBe(0);

  const nullOrigin = await signup('vittima@example.it', { origin: 'null' });
  expect(nullOrigin.statusCode).toBe(403);
  expect(await subscriptions('vittima@example.it')).toBe(0);
});

test("the shop's own pages still sign up", async () => {
  const own = await signup('giulia@example.it', {
    origin: shop.config.storeOrigins.it,
    'sec-fetch-site': 'same-origin',
  });
  expect(own.statusCode).toBe(200);
  expect(await subscriptions('giulia@example.it')).toBe(1);
});

test("another site's page cannot confirm a subscription either", async () => {
  const refused = await shop.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    headers: ANOTHER_SITE,
    payload: { token: 'x'.repeat(43), language: 'it' },
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: 'Richiesta rifiutata: proviene da un altro sito' });
});
