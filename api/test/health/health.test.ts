import { Kysely, PostgresDialect } from 'kysely';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { testEngine } from '../helpers/test-database';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

test('GET /api/health reports the database engine after querying it', async () => {
  const response = await shop.app.inject({ url: '/api/health' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: testEngine });
});

test('GET /api/health answers 503 with a message when the database is unreachable', async () => {
  const unreachable = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
        end: () => Promise.resolve(),
      },
    }),
  });
  const app = await buildApp({
    config: shop.config,
    database: { db: unreachable, engine: 'postgres', destroy: () => unreachable.destroy() },
  });

  const response = await app.inject({ url: '/api/health' });

  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ message: 'Database unavailable' });
  await app.close();
});
