import type { OrderResponse, PlaceOrderResponse } from '@shop/shared/contracts';
import { formatPrice } from '@shop/shared/format';
import { includedVat } from '@shop/shared/receipt';
import { testAppForFile } from '../helpers/build-test-app';
import { italianAddress, orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, type Shopper, variantSupply } from '../helpers/checkout-shopper';
import { pdfText } from '../helpers/pdf-text';

const shop = testAppForFile();
const db = () => shop.database.db;
const variants = variantSupply(db, 260);

/** The PDF's text as one line of words, wrapping and the PDF's spacing aside. */
const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
const price = (cents: number, language: 'it' | 'en' = 'it') =>
  formatPrice(cents, language).replace(/\s+/g, ' ');

async function placed(
  browser: Shopper,
  extra: object,
  method: 'card' | 'bank-transfer' = 'card',
): Promise<{ placed: PlaceOrderResponse; order: OrderResponse }> {
  const body = await orderBody(browser, { method });
  const response = await placeOrder(browser, { ...body, ...extra });
  expect(response.statusCode).toBe(200);
  const answer = response.json<PlaceOrderResponse>();
  const read = await browser.call(
    'GET',
    `/api/checkout/orders/${answer.orderId}?access=${answer.accessToken}&lang=it`,
  );
  return { placed: answer, order: read.json<OrderResponse>() };
}

test('a customer’s receipt: the seller, the buyer’s invoicing data, each line, the discount and the shipping with their VAT, and the totals to the cent', async () => {
  await db()
    .insertInto('coupons')
    .values({
      code: 'RICEVUTA7',
      kind: 'amount',
      value: 731,
      single_use: false,
      valid_from: null,
      valid_until: null,
    })
    .execute();
  const customer = shopper(shop.app);
  await customer.register();
  const [first, second] = await variants(2);
  await customer.add(first, 2);
  await customer.add(second, 1);
  expect(
    (await customer.call('POST', '/api/cart/addDiscount', { code: 'RICEVUTA7', language: 'it' }))
      .statusCode,
  ).toBe(200);
  const { order } = await placed(customer, {
    billingAddress: italianAddress({ name: 'Marco', lastName: 'Rossi' }),
    invoice: { companyName: 'Rossi Moda S.r.l.', vatNumber: '07643520567', sdiCode: 'ABC1234' },
  });
  expect(order.discountCents).toBe(731);

  const path = `/api/account/orders/${order.orderId}/receipt?lang=it`;
  const response = await customer.call('GET', path);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(
    `inline; filename="ricevuta-${order.orderId}.pdf"`,
  );
  expect(response.headers['cache-control']).toBe('private, no-store');
  const text = flat(response.rawPayload);
  expect(text).toContain(`RICEVUTA Ordine ${order.orderId}, pagato il `);
  expect(text).toContain('VENDITORE');
  expect(text).toContain('Aurelia S.r.l. Via della Spiga 18, 20121 Milano Partita IVA 01234567890');
  expect(text).toContain('CLIENTE');
  expect(text).toContain('Rossi Moda S.r.l. Marco Rossi');
  expect(text).toContain('Partita IVA: 07643520567 Codice destinatario SDI: ABC1234');

  // Each line, the discount and the shipping, with the VAT each includes.
  let vat = 0;
  for (const item of order.items) {
    const itemVat = includedVat(item.lineTotalCents);
    vat += itemVat;
    expect(text).toContain(
      `${item.name} – ${item.colour.name}, taglia ${item.size} ${item.quantity} ${price(item.unitPriceCents)} ${price(itemVat)} ${price(item.lineTotalCents)}`,
    );
  }
  vat += includedVat(-731) + includedVat(order.shippingCents);
  expect(text).toContain(`Sconto (RICEVUTA7) ${price(includedVat(-731))} ${price(-731)}`);
  expect(text).toContain(
    `Spedizione: ${order.shippingMethod.label} ${price(includedVat(order.shippingCents))} ${price(order.shippingCents)}`,
  );
  // The totals: the order's, to the cent.
  expect(text).toContain(`Totale ${price(order.totalCents)}`);
  expect(text).toContain(`di cui IVA 22% ${price(vat)}`);
  expect(text).toContain(`Imponibile ${price(order.totalCents - vat)}`);
  expect(text).toContain('Pagato con: Carta di credito');

  // Nobody else's: another customer, a visitor.
  const other = shopper(shop.app);
  await other.register();
  expect((await other.call('GET', path)).statusCode).toBe(404);
  expect((await shopper(shop.app).call('GET', path)).statusCode).toBe(401);
});

test('a guest’s receipt opens with the e-mailed link’s token alone, in English too; an unpaid order has none yet', async () => {
  const guest = shopper(shop.app);
  const [variant] = await variants(1);
  await guest.add(variant, 1);
  const { placed: paid, order } = await placed(guest, {});
  const base = `/api/checkout/orders/${order.orderId}/receipt`;
  const stranger = shopper(shop.app);
  const english = await stranger.call('GET', `${base}?access=${paid.accessToken}&lang=en`);
  expect(english.statusCode).toBe(200);
  expect(english.headers['content-disposition']).toBe(
    `inline; filename="receipt-${order.orderId}.pdf"`,
  );
  const text = flat(english.rawPayload);
  expect(text).toContain(`RECEIPT Order ${order.orderId}, paid on `);
  expect(text).toContain('Fiscal code: BNCGLI90C47F205C');
  expect(text).toContain('Paid with: Credit or debit card');
  expect(text).toContain(`Total ${price(order.totalCents, 'en')}`);
  expect(text).toContain('Amounts in euro, VAT included.');

  expect((await stranger.call('GET', base)).statusCode).toBe(404);
  expect((await stranger.call('GET', `${base}?access=wrong`)).statusCode).toBe(404);
  expect((await stranger.call('GET', `${base}?access=x&lang=de`)).statusCode).toBe(400);

  const waiting = shopper(shop.app);
  const [another] = await variants(1);
  await waiting.add(another, 1);
  const { placed: unpaid } = await placed(waiting, {}, 'bank-transfer');
  const refused = await waiting.call(
    'GET',
    `/api/checkout/orders/${unpaid.orderId}/receipt?access=${unpaid.accessToken}&lang=it`,
  );
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message: 'La ricevuta è disponibile quando l’ordine è pagato.',
  });
});
