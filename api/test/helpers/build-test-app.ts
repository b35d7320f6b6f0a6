import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { ShopDatabase } from '../../src/db/database';
import { createShellFixture } from './shell-fixture';
import { testConfig } from './test-config';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: ShopDatabase;
  config: AppConfig;
  /** The bearer token of the operator endpoints of this app. */
  operatorToken: string;
  close(): Promise<void>;
}

/** The operator token of each app `buildTestApp` built, for helpers that hold only the app. */
const operatorTokens = new WeakMap<FastifyInstance, string>();

export function operatorTokenOf(app: FastifyInstance): string {
  const token = operatorTokens.get(app);
  if (token === undefined) throw new Error('This app was not built by buildTestApp');
  return token;
}

/**
 * The shop server over a fresh, migrated and seeded database of its own and a fixture shell
 * build. Call once per test file (beforeAll) and close() in afterAll, or use `testAppForFile`.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildAppOptions, 'accountErasure' | 'stripe' | 'logStream'> = {},
): Promise<TestApp> {
  const shell = createShellFixture();
  const config = testConfig({ shellDist: shell.dir, ...overrides });
  const database = await createTestDatabase();
  const operatorToken = randomBytes(32).toString('base64url');
  const app = await buildApp({ config, database, operatorToken, ...options });
  await app.ready();
  operatorTokens.set(app, operatorToken);
  return {
    app,
    database,
    config,
    operatorToken,
    async close() {
      await app.close();
      await database.destroy();
      shell.remove();
    },
  };
}

/**
 * The test file's app: built before its first test, closed after its last. The object is filled in
 * by `beforeAll`, so read its fields inside tests and hooks, not at the file's top level.
 */
export function testAppForFile(): TestApp {
  const shop = {} as TestApp;
  beforeAll(async () => {
    Object.assign(shop, await buildTestApp());
  });
  afterAll(() => shop.close());
  return shop;
}
