import type { OperatorOutboxResponse } from '@shop/shared/contracts';
import { enqueueEmail } from '../../src/email/outbox-repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
  await shop.database.db.transaction().execute(async (trx) => {
    for (const n of [1, 2, 3]) {
      await enqueueEmail(trx, {
        to: `operatore${n}@example.com`,
        subject: `Messaggio ${n}`,
        text: `Testo ${n}: http://it.localhost:8080/pages/newsletter?confirm=abc${n}`,
        html: `<p>Testo ${n}</p>`,
        kind: 'test',
        language: 'it',
      });
    }
  });
});
afterAll(() => shop.close());

const outbox = (authorization?: string, query = '') =>
  shop.app.inject({
    url: `/api/operator/outbox${query}`,
    headers: authorization === undefined ? {} : { authorization },
  });

test('shows the newest messages first to an operator, with their text and state', async () => {
  const response = await outbox(`Bearer ${shop.operatorToken}`, '?limit=2');

  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const { messages } = response.json<OperatorOutboxResponse>();
  expect(messages).toHaveLength(2);
  expect(messages[0]).toEqual({
    id: expect.any(Number),
    to: 'operatore3@example.com',
    subject: 'Messaggio 3',
    text: 'Testo 3: http://it.localhost:8080/pages/newsletter?confirm=abc3',
    html: '<p>Testo 3</p>',
    kind: 'test',
    language: 'it',
    createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    sentAt: null,
    attempts: 0,
    lastError: null,
    nextAttemptAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(messages[1]?.to).toBe('operatore2@example.com');
});

test.each<[string, (token: string) => string | undefined]>([
  ['no Authorization header', () => undefined],
  ['an empty bearer', () => 'Bearer '],
  ['a wrong token', () => 'Bearer not-the-token'],
  ['the token with a character more', (token) => `Bearer ${token}x`],
  ['the token without its last character', (token) => `Bearer ${token.slice(0, -1)}`],
  ['the token in another scheme', (token) => `Basic ${token}`],
])('answers 401 and reveals nothing with %s', async (_case, authorization) => {
  // An invalid limit too: authentication comes before anything else is looked at.
  const response = await outbox(authorization(shop.operatorToken), '?limit=500');

  expect(response.statusCode).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer realm="operator"');
  expect(response.json()).toEqual({ message: 'A valid operator token is required' });
  expect(response.body).not.toContain('example.com');
});

test('an app without an operator token lets nobody in', async () => {
  const { buildApp } = await import('../../src/app');
  const closed = await buildApp({ config: shop.config, database: shop.database });
  try {
    const response = await closed.inject({
      url: '/api/operator/outbox',
      headers: { authorization: 'Bearer undefined' },
    });
    expect(response.statusCode).toBe(401);
  } finally {
    await closed.close();
  }
});

test('refuses a limit out of range, once authenticated', async () => {
  const response = await outbox(`Bearer ${shop.operatorToken}`, '?limit=0');

  expect(response.statusCode).toBe(400);
});
