import type { OrderResponse, PlaceOrderResponse, WithdrawalResponse } from '@shop/shared/contracts';
import { sql } from 'kysely';
import { testAppForFile } from '../helpers/build-test-app';
import { orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, type Shopper, variantSupply } from '../helpers/checkout-shopper';
import { outboxFor } from '../helpers/outbox';
import { pdfText } from '../helpers/pdf-text';

const shop = testAppForFile();

const db = () => shop.database.db;
const variants = variantSupply(db);

/** A paid order (test card) of `browser`, registered first when `customer`. */
async function paidOrder(
  browser: Shopper,
  email: string,
  method: 'card' | 'bank-transfer' = 'card',
): Promise<PlaceOrderResponse> {
  const [variant] = await variants(1);
  await browser.add(variant, 1);
  const response = await placeOrder(browser, await orderBody(browser, { method, email }));
  expect(response.statusCode).toBe(200);
  return response.json<PlaceOrderResponse>();
}

async function registered(): Promise<Shopper> {
  const customer = shopper(shop.app);
  await customer.register();
  return customer;
}

const withdrawAsCustomer = (browser: Shopper, orderId: string, language = 'it') =>
  browser.call('POST', `/api/account/orders/${orderId}/withdrawal`, { language });

const withdrawByLink = (browser: Shopper, orderId: string, accessToken?: string) =>
  browser.call('POST', `/api/checkout/orders/${orderId}/withdrawal`, {
    ...(accessToken !== undefined && { accessToken }),
    language: 'it',
  });

const orderEmail = async (orderId: string) =>
  (
    await db()
      .selectFrom('orders')
      .select('email')
      .where('number', '=', orderId)
      .executeTakeFirstOrThrow()
  ).email;

const withdrawalEmails = async (orderId: string) =>
  (await outboxFor(db(), await orderEmail(orderId))).filter(
    (message) => message.kind === 'order-withdrawal',
  );

/** Moves the order's delivery back by `days`. */
const deliveredDaysAgo = (orderId: string, days: number) =>
  db()
    .updateTable('orders')
    .set({ delivered_at: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where('number', '=', orderId)
    .execute();

test('a customer withdraws inside the period: recorded, acknowledged by e-mail with date and time, once', async () => {
  const customer = await registered();
  const placed = await paidOrder(customer, 'recesso.cliente@example.it');
  const before = (
    await customer.call('GET', `/api/account/orders/${placed.orderId}`)
  ).json<OrderResponse>();
  expect(before.withdrawal).toMatchObject({ open: true, withdrawnAt: null });
  expect(Date.parse(before.withdrawal.deadline ?? '')).toBeGreaterThan(
    Date.now() + 14 * 24 * 60 * 60 * 1000,
  );

  const response = await withdrawAsCustomer(customer, placed.orderId);
  expect(response.statusCode).toBe(200);
  const answer = response.json<WithdrawalResponse>();
  // Nothing chosen: the whole order goes back.
  expect(answer.withdrawal).toMatchObject({
    open: false,
    deadline: before.withdrawal.deadline,
    lines: [{ line: 1, quantity: 1 }],
  });
  const at = new Date(answer.withdrawal.withdrawnAt ?? '');
  const time = new Intl.DateTimeFormat('it-IT', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Rome',
  }).format(at);
  expect(answer.message).toContain(
    `Abbiamo ricevuto il tuo recesso dal contratto per l’ordine ${placed.orderId}`,
  );
  expect(answer.message).toContain(`alle ${time}`);

  const [email, ...more] = await withdrawalEmails(placed.orderId);
  expect(more).toEqual([]);
  expect(email?.subject).toBe(`Recesso dall’ordine ${placed.orderId} ricevuto`);
  expect(email?.text_body).toContain(`alle ${time} (ora italiana)`);
  expect(email?.text_body).toMatch(/il \d{1,2} \p{L}+ \d{4} alle/u);
  expect(email?.text_body).toContain(`/account/orders/${placed.orderId}`);
  // Where the goods go back, and what the return shipping costs (spec §9, the Italian store).
  expect(email?.text_body).toContain(
    `entro 14 giorni a questo indirizzo, scrivendo sul pacco il numero d’ordine ${placed.orderId}: Aurelia S.r.l., Via della Spiga 18, 20121 Milano, Italia.`,
  );
  expect(email?.text_body).toMatch(
    /trattenendo 10,00\s€ \(IVA inclusa\) per la spedizione del reso/,
  );

  const after = (
    await customer.call('GET', `/api/account/orders/${placed.orderId}`)
  ).json<OrderResponse>();
  expect(after.withdrawal).toEqual(answer.withdrawal);

  // Twice: refused, and no second e-mail.
  const again = await withdrawAsCustomer(customer, placed.orderId);
  expect(again.statusCode).toBe(409);
  expect(again.json<{ message: string }>().message).toContain(
    'Hai già esercitato il recesso per questo ordine',
  );
  expect(await withdrawalEmails(placed.orderId)).toHaveLength(1);
});

test('after the period the withdrawal is refused, counted from delivery or, unrecorded, from the promised one', async () => {
  const customer = await registered();
  const delivered = await paidOrder(customer, 'recesso.tardi@example.it');
  // Delivered 30 days ago: past 14 days and past 14 working days.
  await deliveredDaysAgo(delivered.orderId, 30);
  const late = await withdrawAsCustomer(customer, delivered.orderId);
  expect(late.statusCode).toBe(409);
  expect(late.json<{ message: string }>().message).toMatch(
    /^Il periodo di recesso per questo ordine è terminato il \d{1,2} \p{L}+ \d{4}\.$/u,
  );
  const read = (
    await customer.call('GET', `/api/account/orders/${delivered.orderId}`)
  ).json<OrderResponse>();
  expect(read.withdrawal).toMatchObject({ open: false, withdrawnAt: null });

  // Delivered 10 days ago: still inside.
  await deliveredDaysAgo(delivered.orderId, 10);
  expect((await withdrawAsCustomer(customer, delivered.orderId)).statusCode).toBe(200);

  // No delivery recorded, ordered 40 days ago.
  const old = await paidOrder(customer, 'recesso.tardi@example.it');
  await sql`update orders set created_at = now() - interval '40 days' where number = ${old.orderId}`.execute(
    db(),
  );
  expect((await withdrawAsCustomer(customer, old.orderId)).statusCode).toBe(409);
  expect(await withdrawalEmails(old.orderId)).toHaveLength(1);
});

test('an order never paid has no contract to withdraw from', async () => {
  const customer = await registered();
  const placed = await paidOrder(customer, 'recesso.bonifico@example.it', 'bank-transfer');
  const read = (
    await customer.call('GET', `/api/account/orders/${placed.orderId}`)
  ).json<OrderResponse>();
  expect(read.withdrawal).toEqual({ open: false, deadline: null, withdrawnAt: null, lines: [] });
  const refused = await withdrawAsCustomer(customer, placed.orderId, 'en');
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message: 'You cannot withdraw from this order: it has not been paid.',
  });
});

test('someone else’s order answers 404 on both routes; a visitor or guest cannot use the account’s', async () => {
  const owner = await registered();
  const placed = await paidOrder(owner, 'recesso.altrui@example.it');

  const other = await registered();
  const byOther = await withdrawAsCustomer(other, placed.orderId);
  expect(byOther.statusCode).toBe(404);
  expect(byOther.json()).toEqual({ message: 'Ordine non trovato' });
  expect((await withdrawByLink(other, placed.orderId)).statusCode).toBe(404);
  expect((await withdrawByLink(other, placed.orderId, 'x'.repeat(43))).statusCode).toBe(404);
  expect((await withdrawAsCustomer(other, 'IT-2026-999999')).statusCode).toBe(404);

  expect((await withdrawAsCustomer(shopper(shop.app), placed.orderId)).statusCode).toBe(401);
  const guest = shopper(shop.app);
  await guest.guest('recesso.ospite.altro@example.it');
  expect((await withdrawAsCustomer(guest, placed.orderId)).statusCode).toBe(401);

  expect(await withdrawalEmails(placed.orderId)).toEqual([]);
  const read = (
    await owner.call('GET', `/api/account/orders/${placed.orderId}`)
  ).json<OrderResponse>();
  expect(read.withdrawal.open).toBe(true);
});

test('a guest withdraws through the token of the e-mailed link, never by the order number alone', async () => {
  const guest = shopper(shop.app);
  const placed = await paidOrder(guest, 'recesso.ospite@example.it');

  // Without the token, even from the browser that placed it.
  const noToken = await withdrawByLink(guest, placed.orderId);
  expect(noToken.statusCode).toBe(404);
  expect(noToken.json()).toEqual({ message: 'Ordine non trovato' });
  expect((await withdrawByLink(guest, placed.orderId, '')).statusCode).toBe(404);

  // The link of the confirmation e-mail carries the token; any browser holding it may withdraw.
  const [confirmation] = await outboxFor(db(), 'recesso.ospite@example.it');
  const token = /[?&]access=([A-Za-z0-9_-]+)/.exec(confirmation?.text_body ?? '')?.[1];
  expect(token).toBe(placed.accessToken);
  const elsewhere = shopper(shop.app);
  const response = await withdrawByLink(elsewhere, placed.orderId, token);
  expect(response.statusCode).toBe(200);
  expect(response.json<WithdrawalResponse>().message).toContain('recesso.ospite@example.it');

  const [email] = await withdrawalEmails(placed.orderId);
  expect(email?.text_body).toContain(
    `/checkout/success/${placed.orderId}?access=${placed.accessToken}`,
  );
  const byLink = await elsewhere.call(
    'GET',
    `/api/checkout/orders/${placed.orderId}?access=${placed.accessToken}`,
  );
  expect(byLink.json<OrderResponse>().withdrawal.withdrawnAt).not.toBeNull();
  expect((await withdrawByLink(elsewhere, placed.orderId, token)).statusCode).toBe(409);
});

test('simultaneous withdrawals make one, and other sites are refused', async () => {
  const customer = await registered();
  const placed = await paidOrder(customer, 'recesso.doppio@example.it');
  const crossSite = await customer.call(
    'POST',
    `/api/account/orders/${placed.orderId}/withdrawal`,
    { language: 'it' },
    { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  );
  expect(crossSite.statusCode).toBe(403);

  const answers = await Promise.all(
    Array.from({ length: 5 }, () => withdrawAsCustomer(customer, placed.orderId)),
  );
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  expect(await withdrawalEmails(placed.orderId)).toHaveLength(1);
  const rows = await db()
    .selectFrom('order_withdrawals')
    .innerJoin('orders', 'orders.id', 'order_withdrawals.order_id')
    .select(['order_withdrawals.channel', 'order_withdrawals.status'])
    .where('orders.number', '=', placed.orderId)
    .execute();
  expect(rows).toEqual([{ channel: 'account', status: 'requested' }]);
});

/** The e-mailed link to the return label, as a path the test app answers. */
const labelLinkOf = async (orderId: string) => {
  const [email] = await withdrawalEmails(orderId);
  const link = /https?:\/\/\S+\/return-label\?\S+/.exec(email?.text_body ?? '')?.[0];
  if (!link) throw new Error('no return label link in the acknowledgement');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('a customer’s withdrawal e-mails the return label: from the delivery address to the returns office, the order’s number on it', async () => {
  const customer = await registered();
  const placed = await paidOrder(customer, 'etichetta.cliente@example.it');
  const path = `/api/account/orders/${placed.orderId}/return-label?lang=it`;

  // Before the withdrawal there is nothing to send back.
  const early = await customer.call('GET', path);
  expect(early.statusCode).toBe(409);
  expect(early.json()).toEqual({
    message: 'L’etichetta di reso è disponibile dopo che hai esercitato il recesso.',
  });

  expect((await withdrawAsCustomer(customer, placed.orderId)).statusCode).toBe(200);
  expect(await labelLinkOf(placed.orderId)).toBe(path);
  const [email] = await withdrawalEmails(placed.orderId);
  expect(email?.html_body).toContain('Scarica l’etichetta di reso (PDF)');

  const label = await customer.call('GET', path);
  expect(label.statusCode).toBe(200);
  expect(label.headers['content-type']).toBe('application/pdf');
  expect(label.headers['content-disposition']).toBe(
    `inline; filename="etichetta-reso-${placed.orderId}.pdf"`,
  );
  expect(label.headers['cache-control']).toBe('private, no-store');
  expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(label.rawPayload);
  expect(text).toContain('ETICHETTA DI RESO');
  expect(text).toMatch(/MITTENTE\nGiulia Bianchi\n/);
  expect(text).toContain('DESTINATARIO\nAurelia S.r.l. – Ufficio resi\nVia della Spiga 18');
  expect(text).toContain(`ORDINE\n${placed.orderId}`);
  // Wrapped to the label's width: read as one paragraph.
  expect(text.replace(/\s*\n/g, ' ')).toMatch(
    /Spese di reso: 10,00\s€ IVA inclusa, trattenute dal rimborso\./,
  );

  // Nobody else's: another customer, a visitor.
  const other = await registered();
  expect((await other.call('GET', path)).statusCode).toBe(404);
  expect((await shopper(shop.app).call('GET', path)).statusCode).toBe(401);
});

test('a guest’s label opens with the e-mailed link’s token alone, in the shopper’s language', async () => {
  const guest = shopper(shop.app);
  const placed = await paidOrder(guest, 'etichetta.ospite@example.it');
  expect((await withdrawByLink(guest, placed.orderId, placed.accessToken)).statusCode).toBe(200);
  const path = await labelLinkOf(placed.orderId);
  expect(path).toBe(
    `/api/checkout/orders/${placed.orderId}/return-label?access=${placed.accessToken}&lang=it`,
  );

  const elsewhere = shopper(shop.app);
  const label = await elsewhere.call('GET', path);
  expect(label.statusCode).toBe(200);
  expect(pdfText(label.rawPayload)).toContain(`ORDINE\n${placed.orderId}`);
  const english = await elsewhere.call('GET', path.replace('lang=it', 'lang=en'));
  expect(pdfText(english.rawPayload)).toContain('RETURN LABEL\nFROM\n');

  const base = `/api/checkout/orders/${placed.orderId}/return-label`;
  expect((await elsewhere.call('GET', base)).statusCode).toBe(404);
  expect((await elsewhere.call('GET', `${base}?access=wrong-token`)).statusCode).toBe(404);
  expect((await elsewhere.call('GET', `${base}?access=x&lang=de`)).statusCode).toBe(400);
});

test('the shopper chooses the lines and pieces she sends back; the e-mail, the label and the order name them', async () => {
  const customer = await registered();
  const [shirt, trousers] = await variants(2);
  await customer.add(shirt, 1);
  await customer.add(trousers, 2);
  const response = await placeOrder(
    customer,
    await orderBody(customer, { method: 'card', email: 'resi.scelti@example.it' }),
  );
  const placed = response.json<PlaceOrderResponse>();
  const path = `/api/account/orders/${placed.orderId}/withdrawal`;
  const withdraw = (lines: unknown, language = 'it') =>
    customer.call('POST', path, { language, lines });

  // Pieces the order does not have: refused in the shopper's language, nothing recorded.
  for (const [lines, message] of [
    [[{ line: 3, quantity: 1 }], 'L’ordine non ha un articolo numero 3.'],
    [
      [
        { line: 2, quantity: 1 },
        { line: 2, quantity: 1 },
      ],
      'L’articolo numero 2 è indicato due volte.',
    ],
    [[{ line: 2, quantity: 3 }], 'puoi restituire al massimo 2 pezzi.'],
  ] as const) {
    const refused = await withdraw(lines);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(message);
  }
  expect((await withdraw([{ line: 2, quantity: 9 }], 'en')).json()).toEqual({
    message: expect.stringMatching(/^You can return at most 2 pieces of /),
  });
  for (const malformed of [[], [{ line: 0, quantity: 1 }], [{ line: 1, quantity: 0 }], 'all']) {
    expect((await withdraw(malformed)).statusCode).toBe(400);
  }
  expect(await withdrawalEmails(placed.orderId)).toEqual([]);

  const answer = (await withdraw([{ line: 2, quantity: 1 }])).json<WithdrawalResponse>();
  expect(answer.withdrawal.lines).toEqual([{ line: 2, quantity: 1 }]);
  const order = (
    await customer.call('GET', `/api/account/orders/${placed.orderId}`)
  ).json<OrderResponse>();
  expect(order.withdrawal.lines).toEqual([{ line: 2, quantity: 1 }]);
  const described = (item: OrderResponse['items'][number] | undefined) =>
    `${item?.name} – ${item?.colour.name}, ${item?.size}`;
  const piece = `1 × ${described(order.items[1])}`;

  const [email] = await withdrawalEmails(placed.orderId);
  expect(email?.text_body).toContain(`Prodotti da restituire: ${piece}.`);
  expect(email?.text_body).not.toContain(described(order.items[0]));
  const label = await customer.call('GET', await labelLinkOf(placed.orderId));
  expect(pdfText(label.rawPayload)).toContain(`CONTENUTO\n${piece}\n`);
});
