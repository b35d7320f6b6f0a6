import { randomUUID } from 'node:crypto';
import {
  CONSENT_TEXT_VERSIONS,
  type AutoLoginResponse,
  type CardTokenResponse,
  type CartResponse,
  type OrderResponse,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type ProductDetail,
} from '@shop/shared/contracts';
import { milanAddress } from '@shop/shared/test/milan-address';
import { insertCustomer, hashPassword } from '../../src/account';
import { TEST_CARD_OK } from '../helpers/checkout-orders';
import { testVariants, type TestVariant } from '../helpers/checkout-shopper';
import { httpBrowser, type HttpBrowser } from '../helpers/http-browser';
import { confirmationToken, outboxFor } from '../helpers/outbox';
import {
  CLUSTER_OPERATOR_TOKEN,
  startShopCluster,
  type ShopCluster,
} from '../helpers/shop-cluster';

// Issue 27, point 8: two shop servers on one PostgreSQL behind a round-robin load balancer, so
// that consecutive requests of one shopper land on different servers. Whatever one server
// remembers only in its memory shows up here. The PostgreSQL server is the test's own, so the
// file runs the same in both suites.

const LOGIN_LIMIT_PER_CLIENT = 4;
/** How often each server's listing index reads the catalogue's change log (the default). */
const CATALOGUE_CHANGES_CHECK_MS = 1_000;

let cluster: ShopCluster;
beforeAll(async () => {
  cluster = await startShopCluster(2, {
    // Both senders poll often, so that they often look at the same due e-mails together.
    OUTBOX_POLL_MS: '100',
    LOGIN_LIMIT_PER_CLIENT: `${LOGIN_LIMIT_PER_CLIENT}/600`,
    NEWSLETTER_LIMIT_PER_CLIENT: '1000/600',
    CATALOGUE_CHANGES_CHECK_MS: String(CATALOGUE_CHANGES_CHECK_MS),
  });
});
afterAll(() => cluster?.stop(), 60_000);

let clients = 0;
/** A browser from an address of its own, so per-client limits of one test stay away from another. */
function newBrowser(): HttpBrowser {
  clients += 1;
  return httpBrowser(cluster.origin, `203.0.113.${clients}`);
}

let taken = 0;
async function variants<N extends number>(count: N, stock = 10) {
  const found = await testVariants(cluster.db, count, { stock, skip: taken });
  taken += count;
  return found;
}

const add = (browser: HttpBrowser, variant: TestVariant, quantity = 1) =>
  browser.call('POST', '/api/cart/add', {
    productId: variant.sku,
    colour: variant.colour,
    size: variant.size,
    quantity,
    language: 'it',
  });

async function cartOf(browser: HttpBrowser): Promise<CartResponse> {
  const answer = await browser.call('GET', '/api/cart?lang=it');
  expect(answer.status).toBe(200);
  return answer.json<CartResponse>();
}

/** Polls `probe` until it answers true, for up to `deadlineMs` (generous: a busy machine). */
async function eventually(probe: () => Promise<boolean>, deadlineMs = 30_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`Not true within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('the proxy takes the servers in turn: consecutive requests land on different servers', async () => {
  const browser = newBrowser();
  const served = [];
  for (let i = 0; i < 4; i += 1) {
    const answer = await browser.call('GET', '/api/health/live');
    expect(answer.status).toBe(200);
    served.push(answer.servedBy);
  }
  expect(new Set(served)).toEqual(new Set([0, 1]));
  expect(served[0]).not.toBe(served[1]);
});

test('a guest checkout, each step on the other server than the last: paid and confirmed', async () => {
  const browser = newBrowser();
  const [variant] = await variants(1);
  const email = `ospite.${randomUUID()}@example.it`;
  const servedBy = new Set<number | null>();
  const step = async (answer: Promise<Awaited<ReturnType<HttpBrowser['call']>>>) => {
    const done = await answer;
    servedBy.add(done.servedBy);
    return done;
  };

  expect((await step(add(browser, variant, 2))).status).toBe(200);
  expect(
    (await step(browser.call('POST', '/api/auth/guest', { email, language: 'it' }))).status,
  ).toBe(200);
  const cart = await cartOf(browser);
  expect(cart.items).toMatchObject([{ productId: variant.sku, quantity: 2 }]);
  // A card token from one server, paid on the other: the gateway's secret is the same.
  const token = await step(
    browser.call('POST', '/api/checkout/card-tokens', {
      number: TEST_CARD_OK,
      expiry: '12/39',
      cvc: '123',
      holder: 'Giulia Bianchi',
    }),
  );
  expect(token.status).toBe(200);
  const order: PlaceOrderRequest = {
    email,
    shippingAddress: milanAddress,
    billingAddress: null,
    shippingMethodId: 'standard',
    paymentMethodId: 'card',
    cardToken: token.json<CardTokenResponse>().token,
    totalCents: cart.totalCents,
    language: 'it',
  };
  const placed = await step(
    browser.call('POST', '/api/checkout/orders', order, { 'idempotency-key': randomUUID() }),
  );
  expect(placed.status).toBe(200);
  const { orderId, next } = placed.json<PlaceOrderResponse>();
  expect(next).toEqual({ kind: 'paid' });

  for (let i = 0; i < 2; i += 1) {
    const success = await step(browser.call('GET', `/api/checkout/orders/${orderId}`));
    expect(success.status).toBe(200);
    expect(success.json<OrderResponse>()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  }
  expect(servedBy).toEqual(new Set([0, 1]));
  // The order is paid once: one payment, the stock taken once, the cart emptied for both servers.
  const payments = await cluster.db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select('p.status')
    .where('o.number', '=', orderId)
    .execute();
  expect(payments).toEqual([{ status: 'paid' }]);
  expect((await cartOf(browser)).items).toEqual([]);
  expect((await cartOf(browser)).items).toEqual([]);
});

test('a login on one server is a session on the other; logging out on one ends it on both', async () => {
  const email = `cliente.${randomUUID()}@example.it`;
  const password = 'Lino-e-seta-2026';
  await insertCustomer(cluster.db, {
    email,
    passwordHash: await hashPassword(password, 1024),
    profile: {
      name: 'Giulia',
      lastName: 'Bianchi',
      birthday: null,
      gender: 'female',
      interest: 'women',
    },
    language: 'it',
    newsletter: false,
    consentTextVersions: CONSENT_TEXT_VERSIONS,
  });
  const browser = newBrowser();
  const login = await browser.call('POST', '/api/auth/login', { email, password, language: 'it' });
  expect(login.status).toBe(200);
  expect(browser.cookies.session).toBeDefined();

  for (let i = 0; i < 2; i += 1) {
    const me = await browser.call('GET', '/api/auth/autoLogin');
    expect(me.json<AutoLoginResponse>()).toMatchObject({ guest: false, userData: { email } });
  }
  const session = browser.cookies.session ?? '';
  expect((await browser.call('POST', '/api/auth/logout')).status).toBeLessThan(300);
  // The same cookie, kept by another tab, is no session on either server now.
  const otherTab = newBrowser();
  for (let i = 0; i < 2; i += 1) {
    const me = await otherTab.call('GET', '/api/auth/autoLogin', undefined, {
      cookie: `session=${session}`,
    });
    expect(me.json<AutoLoginResponse>().userData).toBeNull();
  }
});

test('add to cart from two tabs at once, on the two servers: both lines, and the quantities added up', async () => {
  const browser = newBrowser();
  const [first, second, third] = await variants(3);
  expect((await add(browser, first)).status).toBe(200);
  expect(browser.cookies).not.toEqual({});

  // Two tabs of one browser: the same cart cookie, two requests at the same moment.
  const differentLines = await Promise.all([add(browser, second), add(browser, third)]);
  expect(differentLines.map((answer) => answer.status)).toEqual([200, 200]);
  expect(new Set(differentLines.map((answer) => answer.servedBy))).toEqual(new Set([0, 1]));
  const sameLine = await Promise.all([add(browser, first, 2), add(browser, first, 3)]);
  expect(sameLine.map((answer) => answer.status)).toEqual([200, 200]);
  expect(new Set(sameLine.map((answer) => answer.servedBy))).toEqual(new Set([0, 1]));

  for (let i = 0; i < 2; i += 1) {
    const cart = await cartOf(browser);
    const quantities = Object.fromEntries(
      cart.items.map((item) => [
        `${item.productId}|${item.colour.code}|${item.size}`,
        item.quantity,
      ]),
    );
    expect(quantities).toEqual({
      [`${first.sku}|${first.colour}|${first.size}`]: 6,
      [`${second.sku}|${second.colour}|${second.size}`]: 1,
      [`${third.sku}|${third.colour}|${third.size}`]: 1,
    });
    expect(cart.itemCount).toBe(8);
  }
});

test('newsletter: signed up on one server, confirmed through the link on the other', async () => {
  const browser = newBrowser();
  const email = `lettrice.${randomUUID()}@example.it`;
  const signup = await browser.call('POST', '/api/newsletter', {
    email,
    language: 'it',
    privacy: true,
  });
  expect(signup.status).toBe(200);
  const [message] = await outboxFor(cluster.db, email);
  const token = confirmationToken(message?.text_body ?? '');
  const confirmed = await browser.call('POST', '/api/newsletter/confirm', {
    token,
    language: 'it',
  });
  expect(confirmed.status).toBe(200);
  expect(confirmed.servedBy).not.toBe(signup.servedBy);
  const subscription = await cluster.db
    .selectFrom('newsletter_subscriptions')
    .select('confirmed_at')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(subscription.confirmed_at).not.toBeNull();
});

test("one client's login attempts are counted once over both servers, not once per server", async () => {
  const browser = newBrowser();
  const statuses: number[] = [];
  const servedBy = new Set<number | null>();
  for (let attempt = 0; attempt < LOGIN_LIMIT_PER_CLIENT + 2; attempt += 1) {
    // A new address each time: only the client's own count can refuse it.
    const answer = await browser.call('POST', '/api/auth/login', {
      email: `nessuno.${attempt}.${randomUUID()}@example.it`,
      password: 'Sbagliata-2026',
      language: 'it',
    });
    statuses.push(answer.status);
    servedBy.add(answer.servedBy);
    if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  expect(servedBy).toEqual(new Set([0, 1]));
  expect(statuses.filter((status) => status !== 429)).toHaveLength(LOGIN_LIMIT_PER_CLIENT);
  expect(statuses.slice(LOGIN_LIMIT_PER_CLIENT)).toEqual([429, 429]);
});

test('a price and stock change made on one server shows on the other within its change-log check', async () => {
  const [variant] = await variants(1, 5);
  const { slug_it: slug } = await cluster.db
    .selectFrom('products')
    .select('slug_it')
    .where('sku', '=', variant.sku)
    .executeTakeFirstOrThrow();
  const browser = newBrowser();
  const read = async () => {
    const answer = await browser.call('GET', `/api/products/${slug}?lang=it`);
    expect(answer.status).toBe(200);
    const product = answer.json<ProductDetail>();
    const size = product.colours
      .find((colour) => colour.code === variant.colour)
      ?.sizes.find((entry) => entry.size === variant.size);
    return {
      servedBy: answer.servedBy,
      priceCents: product.price.cents,
      available: size?.available,
    };
  };
  // Both servers have the product's page in memory.
  const before = [await read(), await read()];
  expect(new Set(before.map((answer) => answer.servedBy))).toEqual(new Set([0, 1]));
  for (const answer of before) expect(answer).toMatchObject({ available: true });
  const newPrice = (before[0]?.priceCents ?? 0) + 1_234;

  const change = await browser.call(
    'POST',
    '/api/operator/inventory',
    {
      stock: [{ sku: variant.sku, colour: variant.colour, size: variant.size, quantity: 0 }],
      prices: [{ sku: variant.sku, priceCents: newPrice }],
    },
    { authorization: `Bearer ${CLUSTER_OPERATOR_TOKEN}` },
  );
  expect(change.status).toBe(200);
  const changedAt = Date.now();

  const firstSeen = new Map<number | null, number>();
  await eventually(async () => {
    const answer = await read();
    const changed = answer.priceCents === newPrice && answer.available === false;
    if (changed && !firstSeen.has(answer.servedBy)) {
      firstSeen.set(answer.servedBy, Date.now() - changedAt);
    }
    // A server that has shown the change never answers from before it again.
    if (firstSeen.has(answer.servedBy)) expect(changed).toBe(true);
    return firstSeen.size === 2;
  });
  const other = firstSeen.get(change.servedBy === 0 ? 1 : 0);
  console.log(
    `Price and stock change made on server ${change.servedBy}: first shown by it after ` +
      `${firstSeen.get(change.servedBy)} ms, by the other server after ${other} ms ` +
      `(CATALOGUE_CHANGES_CHECK_MS ${CATALOGUE_CHANGES_CHECK_MS})`,
  );
});

test('every e-mail in the outbox is sent exactly once, though both servers send', async () => {
  const browser = newBrowser();
  // A burst of e-mails, all due at once for both senders.
  const burst = Array.from({ length: 30 }, () => `raffica.${randomUUID()}@example.it`);
  const signups = await Promise.all(
    burst.map((email) =>
      browser.call('POST', '/api/newsletter', { email, language: 'it', privacy: true }),
    ),
  );
  expect(signups.map((answer) => answer.status)).toEqual(burst.map(() => 200));

  // Every e-mail of this file's tests: the order's, the newsletter's, the burst's.
  const outbox = () =>
    cluster.db.selectFrom('email_outbox').select(['id', 'recipient', 'sent_at']).execute();
  await eventually(async () => (await outbox()).every((row) => row.sent_at !== null), 60_000);
  const rows = await outbox();
  expect(rows.length).toBeGreaterThanOrEqual(burst.length + 2);

  // The SMTP server's envelope against the outbox, recipient by recipient.
  const count = (recipients: string[]) => {
    const counts: Record<string, number> = {};
    for (const recipient of recipients) {
      const address = recipient.toLowerCase();
      counts[address] = (counts[address] ?? 0) + 1;
    }
    return counts;
  };
  const received = cluster.smtp.received.flatMap((mail) => mail.to);
  expect(count(received)).toEqual(count(rows.map((row) => row.recipient)));
  expect(cluster.smtp.received).toHaveLength(rows.length);
});
