import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  PlaceOrderRequest,
  PlaceOrderResponse,
  RetryPaymentRequest,
} from '@shop/shared/contracts';
import { Client } from 'pg';
import {
  NOT_STARTED_REASON,
  settleUnstartedPayments,
} from '../../src/checkout/orders/payment-starts';
import { expireReservations } from '../../src/checkout/orders/reservations';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { PAYMENT_FAILED } from '../helpers/checkout-orders';
import { stockOf, testVariants, type TestVariant } from '../helpers/checkout-shopper';
import { httpShopper, shopOnPostgresEnv, type HttpShopper } from '../helpers/http-shopper';
import { startPostgresServer, type PostgresServer } from '../helpers/postgres/postgres-server';
import { shopOrigin, spawnShop, type ShopProcess } from '../helpers/shop-process';

// A server killed between an order's commit and its payment's start. The shop runs as `npm start`
// does, in a process of its own on a PostgreSQL of this file's own (in both suites): a trigger
// holds the payment's start (the first write after the commit) until the process is killed there.
const STOCK = 5;
const HOLD_LOCK = 727_001;
const settleContext = {
  storeOrigins: { it: 'http://it.localhost:8080', intl: 'http://intl.localhost:8080' },
  reservationMinutes: 30,
};

let postgres: PostgresServer;
let stateDir: string;
let database: ShopDatabase;
const shops: ShopProcess[] = [];

beforeAll(async () => {
  postgres = await startPostgresServer();
  stateDir = mkdtempSync(path.join(tmpdir(), 'shop-unstarted-'));
});

afterAll(async () => {
  for (const shop of shops) shop.child.kill('SIGKILL');
  await Promise.all(shops.map((shop) => shop.exited));
  await database?.destroy();
  postgres?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startShop(): Promise<{ shop: ShopProcess; origin: string }> {
  const shop = spawnShop(shopOnPostgresEnv(postgres.url, stateDir));
  shops.push(shop);
  // A start on a busy machine can take a minute or more.
  return { shop, origin: await shopOrigin(shop, 180_000) };
}

async function admin(): Promise<Client> {
  const client = new Client({ connectionString: postgres.url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** Each payment's first claim of its start waits for the advisory lock `HOLD_LOCK`. */
async function holdPaymentStarts(client: Client): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [HOLD_LOCK]);
  await client.query(`
    create or replace function hold_payment_start() returns trigger language plpgsql as $$
    begin
      if old.start_requested_at is null and new.start_requested_at is not null then
        perform pg_advisory_xact_lock(${HOLD_LOCK});
      end if;
      return new;
    end $$`);
  await client.query(`create trigger hold_payment_start before update on payments
    for each row execute function hold_payment_start()`);
}

async function startsHeld(client: Client): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    `select pid from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'`,
  );
  return rows.map((row) => row.pid);
}

interface Crashed {
  shopper: HttpShopper;
  variant: TestVariant;
  body: PlaceOrderRequest;
  key: string;
}

/** Places one order per shopper and kills the server once each is committed and its start held. */
async function crashAfterCommits(
  shop: ShopProcess,
  shoppers: { shopper: HttpShopper; variant: TestVariant }[],
): Promise<Crashed[]> {
  const crashed: Crashed[] = [];
  for (const { shopper, variant } of shoppers) {
    await shopper.add(variant);
    const body = await shopper.cardOrder('it', `unstarted-${randomUUID()}@example.it`);
    crashed.push({ shopper, variant, body, key: randomUUID() });
  }
  const client = await admin();
  await holdPaymentStarts(client);
  // Never answered: the server dies under them.
  const lost = crashed.map(({ shopper, body, key }) =>
    shopper.placeOrder(body, key).then(
      (answer) => `answered ${answer.status}`,
      () => 'lost',
    ),
  );
  let held: number[] = [];
  for (const deadline = Date.now() + 60_000; held.length < crashed.length;) {
    if (Date.now() > deadline) throw new Error(`starts held: ${held.length}`);
    await sleep(100);
    held = await startsHeld(client);
  }
  shop.child.kill('SIGKILL');
  await shop.exited;
  // The killed server's sessions end (a dead peer's connection is dropped by the database).
  for (const pid of held) await client.query('select pg_terminate_backend($1)', [pid]);
  await client.query('drop trigger hold_payment_start on payments');
  await client.query('select pg_advisory_unlock($1)', [HOLD_LOCK]);
  await client.end();
  expect(await Promise.all(lost)).toEqual(crashed.map(() => 'lost'));
  return crashed;
}

async function attemptsOf(key: string) {
  return database.db
    .selectFrom('idempotency_keys as k')
    .innerJoin('orders as o', 'o.id', 'k.order_id')
    .innerJoin('payments as p', 'p.order_id', 'o.id')
    .select([
      'o.number',
      'o.status',
      'o.payment_status',
      'o.stock_reserved',
      'p.status as attempt',
      'p.failure_reason',
    ])
    .where('k.key', '=', key)
    .orderBy('p.attempt')
    .execute();
}

test('orders committed without their payment started: a same-key retry pays, the job settles the rest, stock comes back once', async () => {
  const first = await startShop();
  database = await createDatabase({ engine: 'postgres', url: postgres.url });
  const variants = await testVariants(database.db, 3, { stock: STOCK });
  const [resumed, settled, released] = await crashAfterCommits(
    first.shop,
    variants.map((variant) => ({ shopper: httpShopper(first.origin), variant })),
  );
  if (!resumed || !settled || !released) throw new Error('three orders were placed');

  // Committed, stock taken, payment never started: what a crash leaves.
  for (const crashed of [resumed, settled, released]) {
    expect(await attemptsOf(crashed.key)).toEqual([
      expect.objectContaining({ status: 'pending', payment_status: 'pending', attempt: 'pending' }),
    ]);
    expect(await stockOf(database.db, crashed.variant)).toBe(STOCK - 1);
  }

  const second = await startShop();
  for (const crashed of [resumed, settled, released]) crashed.shopper.origin = second.origin;

  // The shopper's retry with the same key starts the payment of that order: paid, once.
  const retried = await resumed.shopper.placeOrder(resumed.body, resumed.key);
  expect(retried.status).toBe(200);
  expect(retried.json<PlaceOrderResponse>().next).toEqual({ kind: 'paid' });
  expect(await attemptsOf(resumed.key)).toEqual([
    expect.objectContaining({ status: 'confirmed', payment_status: 'paid', attempt: 'paid' }),
  ]);

  // Two servers' jobs at once: each attempt is settled by one of them.
  const runs = await Promise.all([
    settleUnstartedPayments(database.db, settleContext, { graceSeconds: 0 }),
    settleUnstartedPayments(database.db, settleContext, { graceSeconds: 0 }),
  ]);
  expect(runs[0] + runs[1]).toBeLessThanOrEqual(2);
  for (const crashed of [settled, released]) {
    expect(await attemptsOf(crashed.key)).toEqual([
      expect.objectContaining({
        status: 'pending',
        payment_status: 'failed',
        stock_reserved: true,
        attempt: 'failed',
        failure_reason: NOT_STARTED_REASON,
      }),
    ]);
  }

  // The shopper comes back: the same key tells the payment failed and which order it is; paying
  // that order again works.
  const told = await settled.shopper.placeOrder(settled.body, settled.key);
  expect(told.status).toBe(200);
  const order = told.json<PlaceOrderResponse>();
  expect(order.next).toEqual({ kind: 'failed', message: expect.stringContaining(PAYMENT_FAILED) });
  const card = await settled.shopper.cardOrder('it', settled.body.email);
  const paid = await settled.shopper.call(
    'POST',
    `/api/checkout/orders/${order.orderId}/pay`,
    {
      paymentMethodId: 'card',
      cardToken: card.cardToken,
      accessToken: order.accessToken,
      language: 'it',
    } satisfies RetryPaymentRequest,
    { 'idempotency-key': randomUUID() },
  );
  expect(paid.status).toBe(200);
  expect(paid.json<PlaceOrderResponse>().next).toEqual({ kind: 'paid' });
  expect((await attemptsOf(settled.key)).map((row) => [row.status, row.attempt])).toEqual([
    ['confirmed', 'failed'],
    ['confirmed', 'paid'],
  ]);

  // Not paid in time: the reservation job gives the stock back, once, with two servers at it.
  await database.db
    .updateTable('orders')
    .set({ reserved_until: new Date(Date.now() - 1_000) })
    .where('email', '=', released.body.email)
    .execute();
  const cancelled = await Promise.all([
    expireReservations(database.db),
    expireReservations(database.db),
  ]);
  expect(cancelled[0] + cancelled[1]).toBe(1);
  expect(await attemptsOf(released.key)).toEqual([
    expect.objectContaining({ status: 'cancelled', stock_reserved: false, attempt: 'failed' }),
  ]);
  expect(await stockOf(database.db, released.variant)).toBe(STOCK);
  expect(await stockOf(database.db, resumed.variant)).toBe(STOCK - 1);
  expect(await stockOf(database.db, settled.variant)).toBe(STOCK - 1);
  expect(second.shop.child.exitCode).toBeNull();
}, 600_000);
