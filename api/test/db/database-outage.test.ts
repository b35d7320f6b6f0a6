import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';
import { startPostgresServer, type PostgresServer } from '../helpers/postgres/postgres-server';
import { createShellFixture } from '../helpers/shell-fixture';
import { testConfig } from '../helpers/test-config';

// A PostgreSQL of this file's own, so that stopping it leaves the rest of the run alone. It runs in
// both suites: the outage is PostgreSQL's to have (PGlite lives inside the process).
const FRAME_DATA_MAX_AGE_MS = 200;
const shell = createShellFixture();
let postgres: PostgresServer;
let database: ShopDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  postgres = await startPostgresServer();
  database = await createDatabase({ engine: 'postgres', url: postgres.url });
  await migrateToLatest(database.db);
  await seedIfEmpty(database.db);
  app = await buildApp({
    config: testConfig({ shellDist: shell.dir, frameDataMaxAgeMs: FRAME_DATA_MAX_AGE_MS }),
    database,
  });
  // The Italian frame was read once before the outage; the English one never was.
  expect((await app.inject({ url: '/api/categories?lang=it' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/settings?lang=it' })).statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  postgres?.stop();
  shell.remove();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signup(language: 'it' | 'en') {
  return app.inject({
    method: 'POST',
    url: '/api/newsletter',
    headers: { origin: 'http://it.localhost:8080' },
    payload: { email: `outage-${language}-${Date.now()}@example.com`, language, privacy: true },
  });
}

test('while PostgreSQL is down the shop answers 503 with Retry-After, serves what it has cached, and recovers by itself', async () => {
  const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  postgres.halt();
  await sleep(FRAME_DATA_MAX_AGE_MS + 50);

  const started = Date.now();
  const ready = await app.inject({ url: '/api/health/ready' });
  const live = await app.inject({ url: '/api/health/live' });
  const cachedCategories = await app.inject({ url: '/api/categories?lang=it' });
  const cachedSettings = await app.inject({ url: '/api/settings?lang=it' });
  const uncachedCategories = await app.inject({ url: '/api/categories?lang=en' });
  const contentPage = await app.inject({ url: '/api/pages/faq?lang=en' });
  const italianSignup = await signup('it');
  const englishSignup = await signup('en');
  const homePage = await app.inject({ url: '/', headers: { host: 'shop.example.it' } });
  const faqPage = await app.inject({ url: '/pages/faq', headers: { host: 'shop.example.it' } });

  expect(Date.now() - started).toBeLessThan(15_000);
  expect(live.statusCode).toBe(200);
  expect(cachedCategories.statusCode).toBe(200);
  expect(cachedCategories.json().categories.length).toBeGreaterThan(0);
  expect(cachedSettings.statusCode).toBe(200);
  expect(homePage.statusCode).toBe(200);
  for (const response of [ready, uncachedCategories, contentPage, englishSignup, faqPage]) {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  }
  expect(uncachedCategories.json()).toEqual({
    message: 'The shop cannot be reached right now. Please try again in a moment.',
  });
  expect(contentPage.json().message).toMatch(/^The shop cannot be reached/);
  expect(englishSignup.json().message).toMatch(/^The shop cannot be reached/);
  expect(italianSignup.statusCode).toBe(503);
  expect(italianSignup.json()).toEqual({
    message: 'Il negozio non è raggiungibile in questo momento. Riprova tra qualche istante.',
  });
  expect(faqPage.headers['content-type']).toMatch(/^text\/html/);

  postgres.resume();
  let recovered = 503;
  for (let attempt = 0; attempt < 50 && recovered !== 200; attempt += 1) {
    recovered = (await app.inject({ url: '/api/health/ready' })).statusCode;
    if (recovered !== 200) await sleep(200);
  }
  expect(recovered).toBe(200);
  expect((await app.inject({ url: '/api/categories?lang=en' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/pages/faq?lang=en' })).statusCode).toBe(200);
  expect((await signup('en')).statusCode).toBeLessThan(300);
  // The connections the outage dropped were reported, not thrown (which would end the process).
  expect(warned).toHaveBeenCalledWith(
    expect.stringMatching(/^An idle database connection was lost/),
  );
  warned.mockRestore();
});
