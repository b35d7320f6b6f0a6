import type {
  OperatorOrder,
  OperatorOrderList,
  OrderItem,
  PlaceOrderResponse,
} from '@shop/shared/contracts';
import { testAppForFile } from '../helpers/build-test-app';
import { cardToken, orderBody, placeOrder } from '../helpers/checkout-orders';
import {
  shopper,
  stockOf,
  variantSupply,
  type Shopper,
  type TestVariant,
} from '../helpers/checkout-shopper';
import { operatorOrderCalls } from '../helpers/operator-orders';
import { outboxFor } from '../helpers/outbox';

const shop = testAppForFile();
const db = () => shop.database.db;
const variants = variantSupply(db, 220);

/** The test card whose charge succeeds and whose refunds the gateway refuses. */
const CARD_REFUNDS_REFUSED = '4000 0000 0000 5126';
const IBAN = 'IT60 X054 2811 1010 0000 0123 456';

let addresses = 0;

/** A paid order of `pieces` pieces of each of `lines` fresh variants. */
async function paidOrder({
  lines = 1,
  pieces = 1,
  method = 'card',
  card,
}: {
  lines?: number;
  pieces?: number;
  method?: 'card' | 'bank-transfer';
  card?: string;
} = {}) {
  const browser: Shopper = shopper(shop.app);
  const bought: TestVariant[] = await variants(lines);
  for (const variant of bought) await browser.add(variant, pieces);
  const email = `rimborso.${(addresses += 1)}@example.it`;
  const body = await orderBody(browser, {
    method,
    email,
    ...(card && { card: await cardToken(browser, card) }),
  });
  const response = await placeOrder(browser, body);
  expect(response.statusCode).toBe(200);
  const { orderId } = response.json<PlaceOrderResponse>();
  if (method === 'bank-transfer') {
    const received = await operatorCall(
      'POST',
      `/api/operator/orders/${orderId}/transfer-received`,
    );
    expect(received.statusCode).toBe(200);
  }
  return { orderId, email, bought, order: (await show(orderId)).order };
}

const { call: operatorCall, show } = operatorOrderCalls(shop);

const cancel = (orderId: string, body: object) =>
  operatorCall('POST', `/api/operator/orders/${orderId}/cancel`, body);

const refund = (orderId: string, body: object) =>
  operatorCall('POST', `/api/operator/orders/${orderId}/refunds`, body);

const emailsOfKind = async (email: string, kind: string) =>
  (await outboxFor(db(), email)).filter((message) => message.kind === kind);

test('the operator cancels a paid order not shipped: stock back, refunded in full through the gateway, the shopper told twice', async () => {
  const placed = await paidOrder({ pieces: 2 });
  const [variant] = placed.bought as [TestVariant];
  const stockBefore = await stockOf(db(), variant);

  const cancelled = await cancel(placed.orderId, { reason: 'Il capo ha un difetto.' });
  expect(cancelled.statusCode).toBe(200);
  const { order, history, refunds } = cancelled.json<OperatorOrder>();
  expect(order).toMatchObject({
    status: 'cancelled',
    paymentStatus: 'refunded',
    shippingStatus: 'not-shipped',
  });
  expect(refunds).toEqual([
    expect.objectContaining({
      amountCents: placed.order.totalCents,
      status: 'succeeded',
      provider: 'test-gateway',
      attempt: 1,
      includesShipping: true,
      lines: [{ line: 1, quantity: 2 }],
      providerReference: expect.stringMatching(/^tg_re_/),
    }),
  ]);
  expect(order.refunds).toEqual([
    expect.objectContaining({ amountCents: placed.order.totalCents, status: 'succeeded' }),
  ]);
  expect(history.map((entry) => [entry.move, entry.by]).slice(-2)).toEqual([
    ['cancelled-by-operator', 'operator'],
    ['refunded', 'provider'],
  ]);
  expect(await stockOf(db(), variant)).toBe(stockBefore + 2);

  const [cancelEmail] = await emailsOfKind(placed.email, 'order-cancelled');
  expect(cancelEmail?.text_body).toContain('Il motivo: Il capo ha un difetto. Ti rimborsiamo');
  const [refundEmail, ...more] = await emailsOfKind(placed.email, 'order-refunded');
  expect(more).toEqual([]);
  expect(refundEmail?.subject).toMatch(
    new RegExp(`^Rimborso di .+ per l'ordine ${placed.orderId}$`),
  );

  // Twice: refused, the stock and the money counted once.
  expect((await cancel(placed.orderId, { reason: 'Ancora' })).statusCode).toBe(409);
  expect(await stockOf(db(), variant)).toBe(stockBefore + 2);
  expect((await show(placed.orderId)).refunds).toHaveLength(1);
});

test('an order with a parcel on its way is not cancelled: its returns are refunded instead', async () => {
  const placed = await paidOrder({ lines: 2 });
  await operatorCall('POST', `/api/operator/orders/${placed.orderId}/shipments`, {
    carrier: 'brt',
    trackingNumber: 'BRT-CANCEL-1',
    lines: [{ line: 1, quantity: 1 }],
  });
  const refused = await cancel(placed.orderId, { reason: 'Troppo tardi' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message: 'Part of the order has shipped: refund what comes back instead',
  });
  expect((await show(placed.orderId)).order.status).toBe('confirmed');
});

test('refunds per line and for the shipping add up to what was paid, to the cent, and never twice', async () => {
  const placed = await paidOrder({ lines: 2, pieces: 2 });
  const [first, second] = placed.order.items as [OrderItem, OrderItem];
  const { shippingCents, totalCents } = placed.order;

  const one = await refund(placed.orderId, {
    lines: [{ line: 1, quantity: 1 }],
    reason: 'Reso ricevuto',
  });
  expect(one.statusCode).toBe(200);
  const afterOne = one.json<OperatorOrder>();
  expect(afterOne.refunds.at(-1)).toMatchObject({
    amountCents: first.unitPriceCents,
    status: 'succeeded',
    includesShipping: false,
  });
  expect(afterOne.order.paymentStatus).toBe('paid');
  expect(afterOne.history.map((entry) => entry.move).slice(-2)).toEqual([
    'refund-started',
    'partly-refunded',
  ]);

  const tooMany = await refund(placed.orderId, {
    lines: [{ line: 1, quantity: 2 }],
    reason: 'Di nuovo',
  });
  expect(tooMany.statusCode).toBe(409);
  expect(tooMany.json()).toEqual({ message: 'Line 1 has 1 pieces left to refund' });
  expect(
    (await refund(placed.orderId, { lines: [{ line: 3, quantity: 1 }], reason: 'x' })).statusCode,
  ).toBe(400);
  expect((await refund(placed.orderId, { reason: 'Niente' })).statusCode).toBe(400);

  if (shippingCents > 0) {
    const shipping = await refund(placed.orderId, { shipping: true, reason: 'Spedizione' });
    expect(shipping.json<OperatorOrder>().refunds.at(-1)?.amountCents).toBe(shippingCents);
    const again = await refund(placed.orderId, { shipping: true, reason: 'Spedizione' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'The shipping is refunded already' });
  }

  const rest = await refund(placed.orderId, {
    lines: [
      { line: 1, quantity: 1 },
      { line: 2, quantity: 2 },
    ],
    shipping: shippingCents > 0 ? undefined : false,
    reason: 'Reso completo',
  });
  expect(rest.statusCode).toBe(200);
  const done = rest.json<OperatorOrder>();
  expect(done.refunds.at(-1)?.amountCents).toBe(first.unitPriceCents + 2 * second.unitPriceCents);
  expect(done.refunds.reduce((sum, each) => sum + each.amountCents, 0)).toBe(totalCents);
  expect(done.order.paymentStatus).toBe('refunded');
  expect(done.history.at(-1)).toMatchObject({ move: 'refunded', by: 'provider' });
  expect(await emailsOfKind(placed.email, 'order-refunded')).toHaveLength(done.refunds.length);

  const nothing = await refund(placed.orderId, { lines: [{ line: 2, quantity: 1 }], reason: 'x' });
  expect(nothing.statusCode).toBe(409);
});

test('a refund the provider refuses stays on the operator’s list with its reason, and is tried again as a new try', async () => {
  const placed = await paidOrder({ card: CARD_REFUNDS_REFUSED });
  const refused = await refund(placed.orderId, {
    lines: [{ line: 1, quantity: 1 }],
    reason: 'Reso',
  });
  expect(refused.statusCode).toBe(200);
  const { refunds, history, order } = refused.json<OperatorOrder>();
  expect(refunds).toEqual([
    expect.objectContaining({
      status: 'refused',
      attempt: 1,
      failureReason: 'charge-not-refundable',
    }),
  ]);
  expect(order.paymentStatus).toBe('paid');
  expect(history.at(-1)).toMatchObject({
    move: 'refund-refused',
    by: 'provider',
    reason: 'charge-not-refundable',
  });
  const failing = (
    await operatorCall('GET', '/api/operator/orders?needs=refund-failed')
  ).json<OperatorOrderList>();
  expect(failing.orders.map((each) => each.orderId)).toContain(placed.orderId);

  // The pieces stay with the refused refund: a second decision of them is refused.
  expect(
    (await refund(placed.orderId, { lines: [{ line: 1, quantity: 1 }], reason: 'x' })).statusCode,
  ).toBe(409);

  const id = refunds[0]?.id ?? '';
  const retried = await operatorCall(
    'POST',
    `/api/operator/orders/${placed.orderId}/refunds/${id}/retry`,
  );
  expect(retried.statusCode).toBe(200);
  expect(retried.json<OperatorOrder>().refunds).toEqual([
    expect.objectContaining({ id, status: 'refused', attempt: 2 }),
  ]);
  expect(await emailsOfKind(placed.email, 'order-refunded')).toEqual([]);
  const unknown = await operatorCall(
    'POST',
    `/api/operator/orders/${placed.orderId}/refunds/00000000-0000-4000-8000-000000000000/retry`,
  );
  expect(unknown.statusCode).toBe(404);
});

test('a bank transfer’s refund needs the IBAN the shopper gave, and is recorded with it', async () => {
  const placed = await paidOrder({ method: 'bank-transfer' });
  const without = await cancel(placed.orderId, { reason: 'Esaurito' });
  expect(without.statusCode).toBe(409);
  expect(without.json()).toEqual({
    message: 'The order was paid by bank transfer: give the IBAN to refund',
  });
  expect((await show(placed.orderId)).order.status).toBe('confirmed');
  expect((await cancel(placed.orderId, { reason: 'Esaurito', iban: 'IT00 12' })).statusCode).toBe(
    400,
  );

  const cancelled = await cancel(placed.orderId, { reason: 'Esaurito', iban: IBAN });
  expect(cancelled.statusCode).toBe(200);
  const { order, refunds, history } = cancelled.json<OperatorOrder>();
  expect(order.paymentStatus).toBe('refunded');
  expect(refunds[0]).toMatchObject({
    provider: 'bank-transfer',
    status: 'succeeded',
    providerReference: 'bank transfer to IT60X0542811101000000123456',
  });
  expect(history.at(-1)).toMatchObject({ move: 'refunded', by: 'operator' });
  const [email] = await emailsOfKind(placed.email, 'order-refunded');
  expect(email?.text_body).toContain('con un bonifico sul conto IT60X0542811101000000123456');
});

test('two refunds of one line at once: one is decided, the other finds the pieces taken', async () => {
  const placed = await paidOrder({ pieces: 2 });
  const answers = await Promise.all(
    [1, 2].map(() =>
      refund(placed.orderId, { lines: [{ line: 1, quantity: 2 }], reason: 'Doppio clic' }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  const { refunds } = await show(placed.orderId);
  expect(refunds).toHaveLength(1);
  expect(await emailsOfKind(placed.email, 'order-refunded')).toHaveLength(1);
});

test('20 cancels of one paid order at once: one cancels and refunds, the stock comes back once', async () => {
  const placed = await paidOrder({ pieces: 3 });
  const [variant] = placed.bought as [TestVariant];
  const stockBefore = await stockOf(db(), variant);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => cancel(placed.orderId, { reason: 'Annullato' })),
  );
  const codes = answers.map((answer) => answer.statusCode);
  expect(codes.filter((code) => code === 200)).toHaveLength(1);
  expect(codes.filter((code) => code === 409)).toHaveLength(19);
  expect(await stockOf(db(), variant)).toBe(stockBefore + 3);
  const { refunds, order } = await show(placed.orderId);
  expect(refunds).toHaveLength(1);
  expect(order.paymentStatus).toBe('refunded');
});

const ship = (orderId: string, trackingNumber: string, lines?: object[]) =>
  operatorCall('POST', `/api/operator/orders/${orderId}/shipments`, {
    carrier: 'brt',
    trackingNumber,
    ...(lines && { lines }),
  });

const receive = (orderId: string, body: object) =>
  operatorCall('POST', `/api/operator/orders/${orderId}/returns`, body);

/** Spec §9: a withdrawal's return shipping is the shopper's, kept back from the refund (the Italian store's 10 €). */
const RETURN_COST_IT_CENTS = 1_000;

test('a withdrawal comes back: the operator receives the pieces per line, they go back on sale, refunded with the shipping once all is back, less the return shipping once', async () => {
  const placed = await paidOrder({ lines: 2, pieces: 2 });
  const [first, second] = placed.bought as [TestVariant, TestVariant];
  const [firstLine, secondLine] = placed.order.items as [OrderItem, OrderItem];
  await ship(placed.orderId, 'BRT-RETURN-1');
  await operatorCall('POST', `/api/operator/orders/${placed.orderId}/delivered`, {
    trackingNumber: 'BRT-RETURN-1',
  });
  // The guest withdraws through the e-mailed link's token.
  const accessToken = (
    await db()
      .selectFrom('orders')
      .select('access_token')
      .where('number', '=', placed.orderId)
      .executeTakeFirstOrThrow()
  ).access_token;
  const withdrawn = await shopper(shop.app).call(
    'POST',
    `/api/checkout/orders/${placed.orderId}/withdrawal`,
    { accessToken, language: 'it' },
  );
  expect(withdrawn.statusCode).toBe(200);
  const awaiting = (
    await operatorCall('GET', '/api/operator/orders?needs=awaiting-return')
  ).json<OperatorOrderList>();
  expect(awaiting.orders.map((each) => each.orderId)).toContain(placed.orderId);
  // The law's 14 days to give the money back run from the withdrawal.
  const { refundDueBy } = await show(placed.orderId);
  expect(Date.parse(refundDueBy ?? '')).toBeGreaterThan(Date.now() + 13 * 24 * 60 * 60 * 1000);

  const stockBefore = [await stockOf(db(), first), await stockOf(db(), second)];
  expect((await receive(placed.orderId, { lines: [{ line: 1, quantity: 3 }] })).json()).toEqual({
    message: 'Line 1 has 2 pieces with the shopper',
  });

  const part = await receive(placed.orderId, { lines: [{ line: 1, quantity: 2 }] });
  expect(part.statusCode).toBe(200);
  const afterPart = part.json<OperatorOrder>();
  expect(afterPart.order.shippingStatus).toBe('delivered');
  expect(afterPart.refunds.at(-1)).toMatchObject({
    amountCents: 2 * firstLine.unitPriceCents - RETURN_COST_IT_CENTS,
    returnCostCents: RETURN_COST_IT_CENTS,
    status: 'succeeded',
    includesShipping: false,
  });
  expect(await stockOf(db(), first)).toBe((stockBefore[0] ?? 0) + 2);
  const stillAwaiting = (
    await operatorCall('GET', '/api/operator/orders?needs=awaiting-return')
  ).json<OperatorOrderList>();
  expect(stillAwaiting.orders.map((each) => each.orderId)).not.toContain(placed.orderId);

  const rest = await receive(placed.orderId, { lines: [{ line: 2, quantity: 2 }] });
  expect(rest.statusCode).toBe(200);
  const done = rest.json<OperatorOrder>();
  expect(done.order).toMatchObject({ shippingStatus: 'returned', paymentStatus: 'refunded' });
  expect(done.refundDueBy).toBeNull();
  expect(done.refunds.at(-1)).toMatchObject({
    amountCents: 2 * secondLine.unitPriceCents + placed.order.shippingCents,
    returnCostCents: 0,
    includesShipping: placed.order.shippingCents > 0,
  });
  // To the cent: what went back and the return shipping kept back make what was paid.
  expect(done.refunds.reduce((sum, each) => sum + each.amountCents, 0)).toBe(
    placed.order.totalCents - RETURN_COST_IT_CENTS,
  );
  const [firstRefundEmail] = await emailsOfKind(placed.email, 'order-refunded');
  expect(firstRefundEmail?.text_body).toMatch(
    /abbiamo trattenuto 10,00\s€ per la spedizione del reso/,
  );
  expect(await stockOf(db(), second)).toBe((stockBefore[1] ?? 0) + 2);
  expect(done.history.map((entry) => entry.move).slice(-4)).toEqual([
    'partly-returned',
    'partly-refunded',
    'returned',
    'refunded',
  ]);
  const withdrawal = await db()
    .selectFrom('order_withdrawals as w')
    .innerJoin('orders as o', 'o.id', 'w.order_id')
    .select('w.status')
    .where('o.number', '=', placed.orderId)
    .executeTakeFirstOrThrow();
  expect(withdrawal.status).toBe('refunded');

  // Nothing more is with the shopper.
  expect((await receive(placed.orderId, { lines: [{ line: 2, quantity: 1 }] })).statusCode).toBe(
    409,
  );
});

test('only pieces that left can come back', async () => {
  const placed = await paidOrder({ lines: 2 });
  await ship(placed.orderId, 'BRT-RETURN-2', [{ line: 1, quantity: 1 }]);
  const refused = await receive(placed.orderId, { lines: [{ line: 2, quantity: 1 }] });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ message: 'Line 2 has 0 pieces with the shopper' });
  // Cancelled before it shipped: nothing left, nothing comes back.
  const cancelled = await paidOrder();
  await cancel(cancelled.orderId, { reason: 'Esaurito' });
  expect((await receive(cancelled.orderId, { lines: [{ line: 1, quantity: 1 }] })).statusCode).toBe(
    409,
  );
});

test('a return worth less than its shipping pays nothing, is settled and told at once, and the rest of the cost comes from the next return', async () => {
  const [cheap, other] = await variants(2);
  const setPrice = (priceCents: number) =>
    operatorCall('POST', '/api/operator/inventory', {
      prices: [{ sku: cheap.sku, priceCents }],
    });
  expect((await setPrice(400)).statusCode).toBe(200);
  let placed: PlaceOrderResponse;
  const email = `rimborso.${(addresses += 1)}@example.it`;
  const browser = shopper(shop.app);
  try {
    await browser.add(cheap, 1);
    await browser.add(other, 1);
    const response = await placeOrder(browser, await orderBody(browser, { method: 'card', email }));
    placed = response.json<PlaceOrderResponse>();
  } finally {
    await setPrice(cheap.priceCents);
  }
  const { orderId, accessToken } = placed;
  const { order } = await show(orderId);
  const [cheapLine, otherLine] = order.items as [OrderItem, OrderItem];
  expect(cheapLine.lineTotalCents).toBe(400);
  await ship(orderId, 'BRT-RETURN-3');
  const withdrawn = await browser.call('POST', `/api/checkout/orders/${orderId}/withdrawal`, {
    accessToken,
    language: 'it',
  });
  expect(withdrawn.statusCode).toBe(200);

  const first = (
    await receive(orderId, { lines: [{ line: 1, quantity: 1 }] })
  ).json<OperatorOrder>();
  expect(first.refunds).toEqual([
    expect.objectContaining({ amountCents: 0, returnCostCents: 400, status: 'succeeded' }),
  ]);
  expect(first.history.slice(-2)).toEqual([
    expect.objectContaining({ move: 'partly-returned', by: 'operator' }),
    expect.objectContaining({ move: 'partly-refunded', by: 'operator' }),
  ]);
  const [told] = await emailsOfKind(email, 'order-refunded');
  expect(told?.subject).toBe(`Reso ricevuto per l'ordine ${orderId}`);
  expect(told?.text_body).toMatch(/Il loro valore, 4,00\s€, non supera le spese di spedizione/);

  const rest = (
    await receive(orderId, { lines: [{ line: 2, quantity: 1 }] })
  ).json<OperatorOrder>();
  expect(rest.order.paymentStatus).toBe('refunded');
  expect(rest.refunds.at(-1)).toMatchObject({
    amountCents: otherLine.lineTotalCents + order.shippingCents - (RETURN_COST_IT_CENTS - 400),
    returnCostCents: RETURN_COST_IT_CENTS - 400,
  });
  // To the cent: the return shipping was kept back once, whole.
  expect(rest.refunds.reduce((sum, each) => sum + each.amountCents, 0)).toBe(
    order.totalCents - RETURN_COST_IT_CENTS,
  );
});
