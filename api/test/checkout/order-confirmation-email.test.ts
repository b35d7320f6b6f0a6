import type { CheckoutAddress, OrderResponse, PlaceOrderResponse } from '@shop/shared/contracts';
import { formatDate, formatPrice, formatTime } from '@shop/shared/format';
import { sellerContact } from '../../src/checkout/orders/confirmation/seller-part';
import { escapeHtml } from '../../src/http/escape-html';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { italianAddress, orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, testVariants, type Shopper } from '../helpers/checkout-shopper';
import { outboxFor } from '../helpers/outbox';

let shop: TestApp;
// Migrating and seeding a fresh database takes minutes when several suites share the machine.
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const db = () => shop.database.db;
let taken = 40;

/** What a shopper types that HTML must not take as markup. */
const HOSTILE_NAME = 'Giulia <script>alert("x")</script>';
const HOSTILE_INFO = 'Scala B & C, "interno" <2>';

function storeShopper(store: 'it' | 'intl'): Shopper {
  return shopper(shop.app, { host: new URL(shop.config.storeOrigins[store]).host });
}

async function placeWith(
  browser: Shopper,
  body: Awaited<ReturnType<typeof orderBody>>,
  extra: object,
): Promise<{ placed: PlaceOrderResponse; order: OrderResponse }> {
  const response = await placeOrder(browser, { ...body, ...extra });
  expect(response.statusCode).toBe(200);
  const placed = response.json<PlaceOrderResponse>();
  const read = await browser.call(
    'GET',
    `/api/checkout/orders/${placed.orderId}?access=${placed.accessToken}&lang=${body.language}`,
  );
  return { placed, order: read.json<OrderResponse>() };
}

async function confirmationOf(email: string) {
  const messages = (await outboxFor(db(), email)).filter(
    (message) => message.kind === 'order-confirmation',
  );
  expect(messages).toHaveLength(1);
  const [message] = messages;
  if (!message) throw new Error('no confirmation');
  return message;
}

const regexp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each label with its value: "label: value" in the text, one table row in the HTML. */
function expectFacts(
  message: { text_body: string; html_body: string },
  rows: Array<[label: string, value: string]>,
) {
  for (const [label, value] of rows) {
    expect(message.text_body).toContain(`${label}: ${value}`);
    expect(message.html_body).toMatch(
      new RegExp(`>${regexp(escapeHtml(label))}</th><td[^>]*>${regexp(escapeHtml(value))}</td>`),
    );
  }
}

/** Every value appears in the text as it is and in the HTML escaped. */
function expectInBoth(message: { text_body: string; html_body: string }, values: string[]) {
  for (const value of values) {
    expect(message.text_body).toContain(value);
    expect(message.html_body).toContain(escapeHtml(value));
  }
}

test('an Italian order’s confirmation carries lines, costs, addresses, delivery, payment, seller and withdrawal, escaped', async () => {
  const browser = storeShopper('it');
  const [first, second] = await testVariants(db(), 2, { skip: taken, distinctProducts: true });
  taken += 2;
  await browser.add(first, 2);
  await browser.add(second, 1);
  const billing: CheckoutAddress = italianAddress({
    name: 'Marco',
    lastName: 'Rossi & Figli',
    streetAddress: 'Corso Buenos Aires',
    streetNumber: '3',
  });
  const body = await orderBody(browser, {
    method: 'card',
    email: 'conferma.it@example.it',
    address: italianAddress({ lastName: HOSTILE_NAME, additionalInfo: HOSTILE_INFO }),
  });
  const { order } = await placeWith(browser, body, {
    billingAddress: billing,
    invoice: { companyName: 'Rossi <Moda> S.r.l.', vatNumber: '07643520567', sdiCode: 'ABC1234' },
  });

  const message = await confirmationOf('conferma.it@example.it');
  expect(message.language).toBe('it');
  expect(message.subject).toBe(`Conferma del tuo ordine ${order.orderId}`);
  const price = (cents: number) => formatPrice(cents, 'it');
  for (const item of order.items) {
    expectInBoth(message, [
      item.name,
      `Colore: ${item.colour.name}`,
      `Taglia: ${item.size}`,
      `Quantità: ${item.quantity}`,
      `Prezzo unitario: ${price(item.unitPriceCents)}`,
      price(item.lineTotalCents),
    ]);
  }
  const seller = sellerContact('it');
  expectInBoth(message, [
    // Addresses, with what the shopper typed escaped in the HTML.
    'Indirizzo di consegna',
    `Giulia ${HOSTILE_NAME}`,
    HOSTILE_INFO,
    '20121 Milano (MI)',
    'Indirizzo di fatturazione',
    'Marco Rossi & Figli',
    'Corso Buenos Aires 3',
    'Codice fiscale: BNCGLI90C47F205C',
    'Ragione sociale: Rossi <Moda> S.r.l.',
    'Codice destinatario: ABC1234',
    // Withdrawal: period, how, costs, the function and the model form.
    'Diritto di recesso',
    'entro 14 giorni lavorativi dal giorno in cui tu',
    'Recedi dal contratto qui',
    `${price(1_000)} IVA inclusa, trattenuti dal rimborso`,
    'Modulo di recesso tipo',
    `Destinatario: ${seller.name}, ${seller.address}, ${seller.email}`,
    'Con la presente io/noi (*) notifichiamo il recesso',
    '(*) Cancellare la dicitura inutile.',
  ]);
  expectFacts(message, [
    ['Numero d’ordine', order.orderId],
    ['Data dell’ordine', formatDate(order.createdAt, 'it')],
    ['Subtotale', price(order.subtotalCents)],
    ['Spedizione', order.shippingCents ? price(order.shippingCents) : 'Gratuita'],
    ['Totale (IVA inclusa)', price(order.totalCents)],
    ['Metodo di spedizione', 'Corriere espresso'],
    ['Consegna prevista', 'in 1-3 giorni lavorativi dall’ordine'],
    ['Metodo di pagamento', 'Carta di credito o debito'],
    ['Stato del pagamento', 'Pagato'],
    ['Ragione sociale', seller.name],
    ['Sede', seller.address],
    ['Partita IVA', seller.vatNumber],
    ['Email', seller.email],
    ['Telefono', seller.phone],
  ]);
  expect(message.text_body).toContain(`/checkout/success/${order.orderId}?access=`);
  expect(message.html_body).not.toContain('<script>');
  expect(message.html_body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  expect(message.html_body).not.toContain('<Moda>');
  // Dates in words, never "2026-12-01".
  expect(`${message.text_body}${message.html_body}`).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
});

test('an English bank-transfer order to Germany: the confirmation in English with the transfer, the discount and dates in words', async () => {
  await db()
    .insertInto('coupons')
    .values({
      code: 'CONFERMA5',
      kind: 'amount',
      value: 500,
      single_use: false,
      valid_from: null,
      valid_until: null,
    })
    .execute();
  const browser = storeShopper('intl');
  const [variant] = await testVariants(db(), 1, { skip: taken });
  taken += 1;
  await browser.add(variant, 1);
  const coupon = await browser.call('POST', '/api/cart/addDiscount', {
    code: 'CONFERMA5',
    language: 'en',
  });
  expect(coupon.statusCode).toBe(200);
  const berlin = italianAddress({
    country: 'DE',
    city: 'Berlin',
    postalCode: '10115',
    province: '',
    fiscalCode: '',
    phonePrefix: '+49',
    phoneNumber: '30901820',
    streetAddress: 'Unter den Linden',
    streetNumber: '5',
  });
  const body = await orderBody(browser, {
    email: 'confirmation.en@example.com',
    address: berlin,
    lang: 'en',
  });
  const { order } = await placeWith(browser, body, {});
  expect(order.paymentStatus).toBe('awaiting-transfer');
  const transfer = order.bankTransfer;
  if (!transfer) throw new Error('no transfer instructions');

  const message = await confirmationOf('confirmation.en@example.com');
  expect(message.language).toBe('en');
  expect(message.subject).toBe(`Your order ${order.orderId} is confirmed`);
  const price = (cents: number) => formatPrice(cents, 'en');
  const seller = sellerContact('en');
  expectInBoth(message, [
    'Bank transfer instructions',
    'Delivery address',
    'Unter den Linden 5',
    '10115 Berlin',
    'Germany',
    'Right of withdrawal',
    'within 14 working days of the day on which you',
    'Withdraw from contract here',
    `${price(2_000)} including VAT, deducted from the refund`,
    'Model withdrawal form',
    `To: ${seller.name}, ${seller.address}, ${seller.email}`,
    'I/We (*) hereby give notice',
    '(*) Delete as appropriate.',
  ]);
  expectFacts(message, [
    ['Order date', formatDate(order.createdAt, 'en')],
    ['IBAN', transfer.iban],
    ['Reference', order.orderId],
    ['Amount', price(order.totalCents)],
    [
      'Pay by',
      `${formatDate(transfer.payBy, 'en')}, ${formatTime(transfer.payBy, 'en')} (Italian time)`,
    ],
    ['Discount (code CONFERMA5)', price(-500)],
    ['Shipping', price(order.shippingCents)],
    ['Total (VAT included)', price(order.totalCents)],
    ['Shipping method', 'Express courier (European Union)'],
    ['Expected delivery', 'in 2-3 working days from the arrival of your transfer'],
    ['Payment method', 'Bank transfer'],
    ['Payment status', 'Awaiting your bank transfer'],
    ['Company', seller.name],
    ['Registered office', seller.address],
    ['VAT number', seller.vatNumber],
    ['E-mail', seller.email],
    ['Phone', seller.phone],
  ]);
  expect(message.text_body).not.toContain('Codice fiscale');
  expect(message.text_body).toContain(`/en/checkout/success/${order.orderId}?access=`);
  expect(`${message.text_body}${message.html_body}`).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
});
