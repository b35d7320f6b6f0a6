import { Kysely, PostgresDialect } from 'kysely';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/schema';
import { testAppForFile } from '../helpers/build-test-app';
import { testEngine } from '../helpers/test-database';

const shop = testAppForFile();

test('GET /api/health reports the database engine after querying it', async () => {
  const response = await shop.app.inject({ url: '/api/health' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: testEngine });
});

test.each(['/api/health', '/api/health/ready'])(
  '%s answers 200 while the database answers',
  async (url) => {
    const response = await shop.app.inject({ url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  },
);

describe('with the database unreachable', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const unreachable = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: {
          connect: () =>
            Promise.reject(
              Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
                code: 'ECONNREFUSED',
              }),
            ),
          end: () => Promise.resolve(),
        },
      }),
    });
    app = await buildApp({
      // A configured gateway secret: the one kept in the database could not be read.
      config: {
        ...shop.config,
        checkout: { ...shop.config.checkout, gatewaySecret: 'health-test' },
      },
      database: { db: unreachable, engine: 'postgres', destroy: () => unreachable.destroy() },
    });
  });
  afterAll(() => app.close());

  test('liveness still answers 200: the process is fine, restarting it would not help', async () => {
    const response = await app.inject({ url: '/api/health/live' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test.each(['/api/health', '/api/health/ready'])(
    "%s answers 503 with Retry-After and a message in the asker's language",
    async (url) => {
      const italian = await app.inject({ url });
      const english = await app.inject({ url, headers: { 'accept-language': 'en-GB,en;q=0.9' } });

      expect(italian.statusCode).toBe(503);
      expect(italian.headers['retry-after']).toBe('5');
      expect(italian.json()).toEqual({
        message: 'Il negozio non è raggiungibile in questo momento. Riprova tra qualche istante.',
      });
      expect(english.json()).toEqual({
        message: 'The shop cannot be reached right now. Please try again in a moment.',
      });
    },
  );
});
