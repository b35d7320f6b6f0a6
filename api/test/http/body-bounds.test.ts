import type { NewsletterSignupResponse } from '@shop/shared/contracts';
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

function post(url: string, payload: string, headers: Record<string, string> = {}) {
  return shop.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const nestedArrays = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
const signup = (extra = '') =>
  `{"email":"giulia.bianchi@example.it","privacy":true,"language":"en"${extra}}`;

test('a legitimate body still goes through', async () => {
  const response = await post('/api/newsletter', signup());
  expect(response.statusCode).toBe(200);
  expect(response.json<NewsletterSignupResponse>().message).toMatch(/^Almost done!/);
});

test('a 1 MB body of nested arrays is refused by its size, in the shopper language', async () => {
  const italian = await post('/api/cart/add', nestedArrays(1_000_000));
  expect(italian.statusCode).toBe(413);
  expect(italian.json()).toEqual({ message: 'La richiesta è troppo grande.' });

  const english = await post('/api/cart/add?lang=en', nestedArrays(1_000_000));
  expect(english.statusCode).toBe(413);
  expect(english.json()).toEqual({ message: 'The request is too large.' });
});

test('a small body nested deeper than any form is refused before it is parsed', async () => {
  const response = await post('/api/cart/add', nestedArrays(60_000), { 'accept-language': 'en' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: 'The request is not valid: its data is nested too deeply.',
  });
  const objects = await post('/api/newsletter', `${'{"a":'.repeat(17)}1${'}'.repeat(17)}`);
  expect(objects.statusCode).toBe(400);
  expect(objects.json()).toEqual({
    message: 'La richiesta non è valida: contiene dati annidati troppo in profondità.',
  });
});

test('an array or object longer than any form sends is refused', async () => {
  const longArray = await post('/api/newsletter', signup(`,"extra":[${'0,'.repeat(200)}0]`));
  expect(longArray.statusCode).toBe(400);
  expect(longArray.json()).toEqual({
    message: 'La richiesta non è valida: contiene un elenco troppo lungo.',
  });
  const keys = Array.from({ length: 201 }, (_, index) => `"k${index}":0`).join(',');
  const wideObject = await post('/api/newsletter', `{${keys}}`, { 'accept-language': 'en' });
  expect(wideObject.statusCode).toBe(400);
  expect(wideObject.json()).toEqual({
    message: 'The request is not valid: it holds a list that is too long.',
  });
  // 200 entries are within bounds: the route's own rules answer.
  const within = await post('/api/newsletter', signup(`,"extra":[${'0,'.repeat(199)}0]`));
  expect(within.statusCode).toBe(200);
});

test('prototype poisoning and text that is not JSON are refused with a message', async () => {
  const poisoned = await post('/api/newsletter', signup(',"__proto__":{"isAdmin":true}'));
  expect(poisoned.statusCode).toBe(400);
  expect(poisoned.json()).toEqual({
    message: 'La richiesta non è valida: il contenuto non è JSON leggibile.',
  });
  const constructor = await post(
    '/api/newsletter?lang=en',
    signup(',"constructor":{"prototype":{"isAdmin":true}}'),
  );
  expect(constructor.statusCode).toBe(400);
  expect(constructor.json()).toEqual({
    message: 'The request is not valid: its content is not readable JSON.',
  });
  const broken = await post('/api/newsletter', '{"email": ');
  expect(broken.statusCode).toBe(400);
  expect(broken.json()).toEqual({
    message: 'La richiesta non è valida: il contenuto non è JSON leggibile.',
  });
  const empty = await post('/api/newsletter', '');
  expect(empty.statusCode).toBe(400);
});

test("the operator's stock import takes its 1,000 lines, behind its token", async () => {
  const lines = Array.from({ length: 1000 }, (_, index) => ({
    sku: `NO-SUCH-${index}`,
    colour: 'navy',
    size: 'M',
    quantity: 1,
  }));
  const prices = lines.map(({ sku }) => ({ sku, priceCents: 4900 }));
  const payload = JSON.stringify({ stock: lines, prices });
  expect(payload.length).toBeGreaterThan(64 * 1024);

  const stranger = await post('/api/operator/inventory', payload);
  expect(stranger.statusCode).toBe(401);

  const operator = await post('/api/operator/inventory', payload, {
    authorization: `Bearer ${shop.operatorToken}`,
  });
  // Read and validated whole: the import names the first unknown item (all or nothing).
  expect(operator.statusCode).toBe(404);
  expect(operator.json()).toEqual({ message: 'No variant NO-SUCH-0 navy M' });
});
