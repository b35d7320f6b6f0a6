import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlaceOrderResponse } from '@shop/shared/contracts';
import { Client } from 'pg';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { databaseUnavailableMessages } from '../../src/db/database-unavailable';
import { stockOf, testVariants, type TestVariant } from '../helpers/checkout-shopper';
import { httpShopper, shopOnPostgresEnv, type HttpShopper } from '../helpers/http-shopper';
import { startPostgresServer, type PostgresServer } from '../helpers/postgres/postgres-server';
import { shopOrigin, spawnShop, type ShopProcess } from '../helpers/shop-process';

// An administrator restarts PostgreSQL (`pg_ctl stop -m fast`, 20 s away, start) while six guest
// checkouts are in the middle of their transactions. The shop runs as `npm start` does, in a
// process of its own, so a crash would show. A PostgreSQL of this file's own, in both suites.
const SHOPPERS = 6;
const OUTAGE_MS = 20_000;
const STOCK = 5;

let postgres: PostgresServer;
let stateDir: string;
let shop: ShopProcess;
let origin: string;
let database: ShopDatabase;

beforeAll(async () => {
  postgres = await startPostgresServer();
  stateDir = mkdtempSync(path.join(tmpdir(), 'shop-outage-'));
  // Room in the pool for every checkout at once (the default 4 would queue two of them).
  shop = spawnShop({ ...shopOnPostgresEnv(postgres.url, stateDir), DATABASE_POOL_SIZE: '8' });
  // A start on a busy machine can take a minute or more.
  origin = await shopOrigin(shop, 180_000);
  database = await createDatabase({ engine: 'postgres', url: postgres.url });
});

afterAll(async () => {
  shop?.child.kill('SIGKILL');
  await shop?.exited;
  await database?.destroy();
  postgres?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Checkout {
  shopper: HttpShopper;
  variant: TestVariant;
  language: 'it' | 'en';
  key: string;
}

interface Tries {
  /** The 503 answers, with their Retry-After and message. */
  unavailable: { retryAfter: string | null; message: string }[];
  /** Anything else that was not the final answer (a refused connection would be a dead server). */
  other: string[];
  final: PlaceOrderResponse | null;
}

/** Submits the order with its one idempotency key until the shop answers 200, as the page retries. */
async function checkOutUntilDone(checkout: Checkout, deadline: number): Promise<Tries> {
  const tries: Tries = { unavailable: [], other: [], final: null };
  const body = await checkout.shopper.cardOrder(
    checkout.language,
    `outage-${checkout.key}@example.it`,
  );
  while (Date.now() < deadline) {
    try {
      const answer = await checkout.shopper.placeOrder(body, checkout.key);
      if (answer.status === 200) {
        tries.final = answer.json<PlaceOrderResponse>();
        return tries;
      }
      if (answer.status === 503) {
        tries.unavailable.push({
          retryAfter: answer.headers.get('retry-after'),
          message: answer.json<{ message: string }>().message,
        });
      } else {
        tries.other.push(`${answer.status} ${answer.body}`);
      }
    } catch (error) {
      tries.other.push(String((error as { cause?: unknown }).cause ?? error));
    }
    await sleep(1_000);
  }
  return tries;
}

/** Backends of the shop waiting for a lock: checkouts in the middle of their transaction. */
async function checkoutsWaitingOnLock(watcher: Client): Promise<number> {
  const { rows } = await watcher.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity
      where wait_event_type = 'Lock' and query like 'select %from "idempotency_keys"%'`,
  );
  return Number(rows[0]?.n ?? 0);
}

test('PostgreSQL restarted under six checkouts: the server lives, answers 503 with Retry-After, and each order completes once', async () => {
  const variants = await testVariants(database.db, SHOPPERS, { stock: STOCK });
  const checkouts: Checkout[] = variants.map((variant, index) => ({
    shopper: httpShopper(origin),
    variant,
    language: index % 2 === 0 ? 'it' : 'en',
    key: randomUUID(),
  }));
  for (const checkout of checkouts) await checkout.shopper.add(checkout.variant);

  // Hold the checkouts inside their transactions (each with a connection of the pool checked
  // out) until PostgreSQL goes away under them: that is when a restart killed the server.
  const holder = new Client({ connectionString: postgres.url });
  holder.on('error', () => undefined);
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table idempotency_keys in access exclusive mode');

  const deadline = Date.now() + 120_000;
  const running = checkouts.map((checkout) => checkOutUntilDone(checkout, deadline));
  const watcher = new Client({ connectionString: postgres.url });
  watcher.on('error', () => undefined);
  await watcher.connect();
  for (let waited = 0; (await checkoutsWaitingOnLock(watcher)) < SHOPPERS; waited += 100) {
    if (waited > 60_000) throw new Error('the checkouts never reached their transaction');
    await sleep(100);
  }
  await watcher.end();

  postgres.halt('fast');
  await sleep(OUTAGE_MS / 2);
  // Halfway through the outage the server is alive and says so.
  expect(shop.child.exitCode).toBeNull();
  const live = await fetch(`${origin}/api/health/live`);
  expect(live.status).toBe(200);
  const ready = await fetch(`${origin}/api/health/ready`);
  expect(ready.status).toBe(503);
  expect(ready.headers.get('retry-after')).toBe('5');
  await sleep(OUTAGE_MS / 2);
  postgres.resume();

  const outcomes = await Promise.all(running);
  expect(shop.child.exitCode).toBeNull();
  expect(shop.child.signalCode).toBeNull();

  for (const [index, tries] of outcomes.entries()) {
    const { language } = checkouts[index] as Checkout;
    expect(tries.other).toEqual([]);
    expect(tries.final?.next).toEqual({ kind: 'paid' });
    // At least the answer to the transaction the restart cut, and the tries while it was away.
    expect(tries.unavailable.length).toBeGreaterThanOrEqual(2);
    for (const answer of tries.unavailable) {
      expect(answer).toEqual({
        retryAfter: '5',
        message: databaseUnavailableMessages[language],
      });
    }
  }

  // Each key made one order, each order took its piece once.
  const keys = checkouts.map((checkout) => checkout.key);
  const perKey = await database.db
    .selectFrom('idempotency_keys as k')
    .innerJoin('orders as o', 'o.id', 'k.order_id')
    .select(['k.key', 'o.number', 'o.status', 'o.email'])
    .where('k.key', 'in', keys)
    .execute();
  expect(perKey.map((row) => row.key).sort()).toEqual([...keys].sort());
  expect(new Set(perKey.map((row) => row.status))).toEqual(new Set(['confirmed']));
  const orders = await database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('email', 'like', 'outage-%')
    .executeTakeFirstOrThrow();
  expect(Number(orders.n)).toBe(SHOPPERS);
  expect(new Set(outcomes.map((tries) => tries.final?.orderId)).size).toBe(SHOPPERS);
  for (const variant of variants) expect(await stockOf(database.db, variant)).toBe(STOCK - 1);
});
