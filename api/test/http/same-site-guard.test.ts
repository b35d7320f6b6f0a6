import { CALLBACK_PATH } from '../../src/payments';
import { testAppForFile } from '../helpers/build-test-app';

const shop = testAppForFile();

const ANOTHER_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

test("every state-changing route refuses another site's page, in the body's language", async () => {
  const requests = [
    { method: 'POST', url: '/api/cart/add', payload: { language: 'en' } },
    { method: 'PATCH', url: '/api/cart/edit', payload: { language: 'en' } },
    { method: 'POST', url: '/api/auth/logout', payload: { language: 'en' } },
    { method: 'POST', url: '/api/checkout/orders', payload: { language: 'en' } },
    { method: 'DELETE', url: '/api/account/addresses/1?lang=en' },
  ] as const;
  for (const request of requests) {
    const refused = await shop.app.inject({ ...request, headers: ANOTHER_SITE });
    expect({ url: request.url, status: refused.statusCode }).toEqual({
      url: request.url,
      status: 403,
    });
    expect(refused.json()).toEqual({ message: 'Request refused: it comes from another site' });
  }
});

test('the refusal comes before validation: a malformed body from another site is still a 403', async () => {
  const refused = await shop.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: ANOTHER_SITE,
    payload: { quantity: 'many' },
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ message: 'Richiesta rifiutata: proviene da un altro sito' });
});

test("a provider's signed callback is let through whatever its headers say: its signature decides", async () => {
  const callback = await shop.app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: { ...ANOTHER_SITE, 'content-type': 'application/json' },
    payload: '{}',
  });
  expect(callback.statusCode).toBe(400);
  expect(callback.json()).toEqual({ message: 'signature malformed' });
});

test('reading stays open to any site: a GET is never refused for where it comes from', async () => {
  const categories = await shop.app.inject({
    method: 'GET',
    url: '/api/categories?lang=it',
    headers: ANOTHER_SITE,
  });
  expect(categories.statusCode).toBe(200);
});
