import type { OrderResponse, PlaceOrderResponse } from '@shop/shared/contracts';
import { formatDate, formatTime } from '@shop/shared/format';
import type { LightMyRequestResponse } from 'fastify';
import { expireReservations } from '../../src/checkout/orders/reservations';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, stockOf, type Shopper, variantSupply } from '../helpers/checkout-shopper';
import { outboxFor } from '../helpers/outbox';

// The shop's defaults (3 unpaid orders, 30 pieces, 5 order e-mails an hour, a 48-hour hold),
// behind a proxy whose X-Forwarded-For names the client: request.ip as the shop computes it.
let shop: TestApp;
// Migrating and seeding a fresh database takes minutes when several suites share the machine.
beforeAll(async () => {
  shop = await buildTestApp({ trustProxy: true });
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const variants = variantSupply(db);
let addresses = 0;
/** A client address of its own (TEST-NET-3). */
const newAddress = () => `203.0.113.${(addresses += 1)}`;

/** A visitor from `address` with `pieces` of a fresh variant (stock 60) in the cart. */
async function visitorWithCart(address: string, pieces = 1): Promise<Shopper> {
  const browser = shopper(shop.app, { 'x-forwarded-for': address });
  const [variant] = await variants(1, 60);
  expect((await browser.add(variant, Math.min(pieces, 10))).statusCode).toBe(200);
  for (let left = pieces - 10; left > 0; left -= 10) {
    const [more] = await variants(1, 60);
    expect((await browser.add(more, Math.min(left, 10))).statusCode).toBe(200);
  }
  return browser;
}

async function bankTransfer(
  browser: Shopper,
  email: string,
  lang: 'it' | 'en' = 'it',
): Promise<LightMyRequestResponse> {
  return placeOrder(browser, await orderBody(browser, { email, lang }));
}

async function expire(orderNumber: string): Promise<void> {
  await db()
    .updateTable('orders')
    .set({ reserved_until: new Date(Date.now() - 1000) })
    .where('number', '=', orderNumber)
    .execute();
  expect(await expireReservations(db())).toBeGreaterThanOrEqual(1);
}

const TOO_MANY_IT =
  'Hai già 3 ordini in attesa di pagamento. Paga uno di questi (il link è nella sua e-mail di conferma) oppure attendi che la sua prenotazione scada, poi riprova.';
const TOO_MANY_EN =
  'You already have 3 orders awaiting payment. Pay one of them (the link is in its confirmation e-mail) or wait until its reservation ends, then try again.';

test('one visitor holds at most 3 unpaid orders, whatever address and e-mail it uses; a 4th is refused until one ends', async () => {
  const browser = shopper(shop.app);
  const placed: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    const [variant] = await variants(1, 60);
    await browser.add(variant, 1);
    const response = await browser.call(
      'POST',
      '/api/checkout/orders',
      await orderBody(browser, { email: `visitor.${index}@example.it` }),
      { 'idempotency-key': `visitor-${index}-key`, 'x-forwarded-for': newAddress() },
    );
    if (index < 3) {
      expect(response.statusCode).toBe(200);
      placed.push(response.json<PlaceOrderResponse>().orderId);
      continue;
    }
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: TOO_MANY_IT });
    // The first reservation ends in 48 hours: that is when trying again may work.
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(47 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(48 * 3600);
  }
  // The refused order wrote nothing and left the cart as it was.
  expect((await browser.cart()).itemCount).toBe(1);

  const [first] = placed;
  if (!first) throw new Error('no order');
  await expire(first);
  const again = await browser.call(
    'POST',
    '/api/checkout/orders',
    await orderBody(browser, { email: 'visitor.again@example.it' }),
    { 'idempotency-key': 'visitor-again-key', 'x-forwarded-for': newAddress() },
  );
  expect(again.statusCode).toBe(200);
});

test('one e-mail address holds at most 3 unpaid orders, from any visitor and address; the refusal in English', async () => {
  for (let index = 0; index < 3; index += 1) {
    const response = await bankTransfer(await visitorWithCart(newAddress()), 'Same@Example.com');
    expect(response.statusCode).toBe(200);
  }
  const refused = await bankTransfer(await visitorWithCart(newAddress()), 'same@example.com', 'en');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: TOO_MANY_EN });
});

test('one client address holds at most 3 unpaid orders, whatever visitors and e-mails it uses', async () => {
  const address = newAddress();
  for (let index = 0; index < 3; index += 1) {
    const response = await bankTransfer(
      await visitorWithCart(address),
      `client.${index}@example.it`,
    );
    expect(response.statusCode).toBe(200);
  }
  const refused = await bankTransfer(await visitorWithCart(address), 'client.3@example.it');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: TOO_MANY_IT });
  // Another address is not held back by this one.
  const elsewhere = await bankTransfer(await visitorWithCart(newAddress()), 'client.4@example.it');
  expect(elsewhere.statusCode).toBe(200);
});

test('pieces held unpaid are capped at 30 per holder, and one order at 30 pieces', async () => {
  const address = newAddress();
  const large = await visitorWithCart(address, 31);
  const tooLarge = await bankTransfer(large, 'pieces.0@example.it');
  expect(tooLarge.statusCode).toBe(409);
  expect(tooLarge.json()).toEqual({
    message: 'Un ordine può contenere al massimo 30 capi: togline qualcuno dal carrello.',
  });

  const first = await bankTransfer(await visitorWithCart(address, 20), 'pieces.1@example.it');
  expect(first.statusCode).toBe(200);
  const second = await bankTransfer(await visitorWithCart(address, 11), 'pieces.2@example.it');
  expect(second.statusCode).toBe(429);
  expect(second.json()).toEqual({
    message:
      'Con questo ordine i tuoi ordini in attesa di pagamento supererebbero i 30 capi, il massimo che possiamo tenere da parte. Paga uno di questi oppure attendi che la sua prenotazione scada, poi riprova.',
  });
  const fits = await bankTransfer(await visitorWithCart(address, 10), 'pieces.3@example.it');
  expect(fits.statusCode).toBe(200);
});

test('a burst of 12 simultaneous checkouts from one address: exactly 3 orders, the rest refused', async () => {
  const address = newAddress();
  const visitors = await Promise.all(Array.from({ length: 12 }, () => visitorWithCart(address)));
  const bodies = await Promise.all(
    visitors.map((browser, index) => orderBody(browser, { email: `burst.${index}@example.it` })),
  );
  const responses = await Promise.all(
    visitors.map((browser, index) => placeOrder(browser, bodies[index] as object)),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([200, 200, 200, ...Array<number>(9).fill(429)]);
  const held = await db()
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('email', 'like', 'burst.%')
    .executeTakeFirstOrThrow();
  expect(Number(held.n)).toBe(3);
});

test('a burst of 12 simultaneous checkouts naming one e-mail from 12 addresses: exactly 3 orders', async () => {
  const visitors = await Promise.all(
    Array.from({ length: 12 }, () => visitorWithCart(newAddress())),
  );
  const bodies = await Promise.all(
    visitors.map((browser) => orderBody(browser, { email: 'burst.same@example.it' })),
  );
  const responses = await Promise.all(
    visitors.map((browser, index) => placeOrder(browser, bodies[index] as object)),
  );
  expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
  expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(9);
});

test('a bank transfer holds the stock for 48 hours, says so by e-mail and on the order, and is cancelled after', async () => {
  const browser = await visitorWithCart(newAddress(), 2);
  const [line] = (await browser.cart()).items;
  const response = await bankTransfer(browser, 'hold@example.it');
  expect(response.statusCode).toBe(200);
  const placed = response.json<PlaceOrderResponse>();
  const row = await db()
    .selectFrom('orders')
    .select(['created_at', 'reserved_until'])
    .where('number', '=', placed.orderId)
    .executeTakeFirstOrThrow();
  const held = (row.reserved_until?.getTime() ?? 0) - row.created_at.getTime();
  expect(Math.abs(held - 48 * 3600_000)).toBeLessThan(60_000);

  if (placed.next.kind !== 'awaiting-transfer') throw new Error(placed.next.kind);
  expect(placed.next.instructions.payBy).toBe(row.reserved_until?.toISOString());
  const [email] = await outboxFor(db(), 'hold@example.it');
  const { payBy } = placed.next.instructions;
  expect(email?.text_body).toContain(
    `Scadenza: ${formatDate(payBy, 'it')}, ore ${formatTime(payBy, 'it')} (ora italiana)`,
  );
  expect(email?.text_body).toContain(
    'se il bonifico non ci arriva in tempo, l’ordine sarà annullato.',
  );

  const variant = await db()
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.colour_id as colourId', 'order_items.size'])
    .where('orders.number', '=', placed.orderId)
    .executeTakeFirstOrThrow();
  const stockNow = () => stockOf(db(), { sku: '', colour: '', priceCents: 0, ...variant });
  const before = await stockNow();
  await expire(placed.orderId);
  expect(await stockNow()).toBe(before + (line?.quantity ?? 0));
  const order = await browser.call('GET', `/api/checkout/orders/${placed.orderId}?lang=it`);
  expect(order.json<OrderResponse>()).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'expired',
    bankTransfer: null,
  });
});

test('order e-mails to one address: 5 an hour; beyond, the order goes through with its instructions on the page, and a paid confirmation is still sent', async () => {
  const email = 'inbox@example.it';
  const placed: PlaceOrderResponse[] = [];
  for (let index = 0; index < 6; index += 1) {
    const response = await bankTransfer(await visitorWithCart(newAddress()), email);
    expect(response.statusCode).toBe(200);
    const order = response.json<PlaceOrderResponse>();
    expect(order.next.kind).toBe('awaiting-transfer');
    placed.push(order);
    // Ended at once, so the per-address cap on unpaid orders does not stop the sixth.
    await expire(order.orderId);
  }
  const sent = await outboxFor(db(), email);
  expect(sent).toHaveLength(5);
  expect(sent.map((message) => message.text_body).join('\n')).not.toContain(placed[5]?.orderId);

  const payer = await visitorWithCart(newAddress());
  const paid = await placeOrder(payer, await orderBody(payer, { email, method: 'card' }));
  expect(paid.json<PlaceOrderResponse>().next).toEqual({ kind: 'paid' });
  expect(await outboxFor(db(), email)).toHaveLength(6);
});
