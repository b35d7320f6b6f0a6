import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CardTokenResponse, CartResponse, PlaceOrderResponse } from '@shop/shared/contracts';
import { milanAddress } from '@shop/shared/test/milan-address';
import { createDatabase, type ShopDatabase } from '../../src/db/database';
import { testVariants } from '../helpers/checkout-shopper';
import { startPostgresServer, type PostgresServer } from '../helpers/postgres/postgres-server';
import { shopOrigin, spawnShop, type ShopProcess } from '../helpers/shop-process';

// Two shop servers (`npm start`'s, each a process) on one PostgreSQL of the test's own, each with
// a state folder of its own and no PAYMENT_GATEWAY_SECRET: what a second shop on the same machine,
// or a second copy behind a load balancer, looks like in development. Runs the same in both suites.
let root: string;
let postgres: PostgresServer;
let database: ShopDatabase;
const shops: ShopProcess[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'shop-state-'));
  postgres = await startPostgresServer();
  database = await createDatabase({ engine: 'postgres', url: postgres.url });
});

afterAll(async () => {
  for (const shop of shops) if (shop.child.exitCode === null) shop.child.kill('SIGTERM');
  await Promise.all(shops.map((shop) => shop.exited));
  await database?.destroy();
  postgres?.stop();
  rmSync(root, { recursive: true, force: true });
});

function startShop(stateDir: string, env: Record<string, string> = {}): ShopProcess {
  const shop = spawnShop({
    DATABASE_URL: postgres.url,
    STATE_DIR: stateDir,
    PAYMENT_GATEWAY_SECRET: '',
    OPERATOR_TOKEN: '',
    LOG_LEVEL: 'error',
    ...env,
  });
  shops.push(shop);
  return shop;
}

/** A browser of its own: keeps the cookies a server sets, sends them to whichever server it asks. */
function browser() {
  const cookies = new Map<string, string>();
  return async (origin: string, method: string, url: string, body?: object) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        origin,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body && { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}

test('two servers on one PostgreSQL: a state folder each, tokens apart, and one card token good on both', async () => {
  const [stateA, stateB] = [path.join(root, 'a'), path.join(root, 'b')];
  const [a, b] = [startShop(stateA), startShop(stateB)];
  const [originA, originB] = [await shopOrigin(a, 200_000), await shopOrigin(b, 200_000)];

  // Each writes its own operator token, into its own folder, and records where it listens.
  const tokenA = readFileSync(path.join(stateA, 'operator-token'), 'utf8').trim();
  const tokenB = readFileSync(path.join(stateB, 'operator-token'), 'utf8').trim();
  expect(tokenA).not.toBe(tokenB);
  expect(JSON.parse(readFileSync(path.join(stateA, 'server.json'), 'utf8'))).toMatchObject({
    pid: a.child.pid,
    app: originA,
    database: 'postgres',
  });
  const outbox = (origin: string, token: string) =>
    fetch(`${origin}/api/operator/outbox`, { headers: { authorization: `Bearer ${token}` } });
  expect((await outbox(originA, tokenA)).status).toBe(200);
  expect((await outbox(originB, tokenB)).status).toBe(200);

  // A card token made by A pays an order placed through B: the gateway's secret is the database's.
  const [variant] = await testVariants(database.db, 1, { stock: 5 });
  const ask = browser();
  const added = await ask(originB, 'POST', '/api/cart/add', {
    productId: variant.sku,
    colour: variant.colour,
    size: variant.size,
    quantity: 1,
    language: 'it',
  });
  expect(added.status).toBe(200);
  const cart = (await (await ask(originB, 'GET', '/api/cart?lang=it')).json()) as CartResponse;
  const card = await ask(originA, 'POST', '/api/checkout/card-tokens', {
    number: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
    holder: 'Giulia Bianchi',
  });
  expect(card.status).toBe(200);
  const { token } = (await card.json()) as CardTokenResponse;
  const placed = await ask(originB, 'POST', '/api/checkout/orders', {
    email: 'due.server@example.it',
    shippingAddress: milanAddress,
    billingAddress: null,
    shippingMethodId: 'standard',
    paymentMethodId: 'card',
    cardToken: token,
    totalCents: cart.totalCents,
    language: 'it',
  });
  expect([
    placed.status,
    placed.status === 200 ? '' : `${await placed.text()}\n${b.output()}`,
  ]).toEqual([200, '']);
  expect(((await placed.json()) as PlaceOrderResponse).orderId).toMatch(/^IT-\d{4}-\d{6}$/);

  // B stops: its token goes with it, A's stays and still opens A's operator endpoints.
  b.child.kill('SIGTERM');
  expect(await b.exited).toBe(0);
  expect(existsSync(path.join(stateB, 'operator-token'))).toBe(false);
  expect(existsSync(path.join(stateB, 'server.json'))).toBe(false);
  expect(readFileSync(path.join(stateA, 'operator-token'), 'utf8').trim()).toBe(tokenA);
  expect((await outbox(originA, tokenA)).status).toBe(200);

  // A second server on A's state folder is refused, naming the folder, its holder and the way out.
  const second = startShop(stateA);
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(
    `The state folder ${stateA} is in use by the shop server with process id ${a.child.pid}`,
  );
  expect(second.output()).toContain('STATE_DIR=');
  expect(readFileSync(path.join(stateA, 'operator-token'), 'utf8').trim()).toBe(tokenA);
  expect((await outbox(originA, tokenA)).status).toBe(200);
}, 480_000);
