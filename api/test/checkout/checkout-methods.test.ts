import type { PaymentMethodsResponse, ShippingMethodsResponse } from '@shop/shared/contracts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { shopper, testVariants, type Shopper } from '../helpers/checkout-shopper';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const NO_METHODS =
  "Siamo spiacenti, ma non sono disponibili metodi di consegna per l'indirizzo che hai selezionato";

function storeShopper(store: 'it' | 'intl'): Shopper {
  return shopper(shop.app, { host: new URL(shop.config.storeOrigins[store]).host });
}

/** A cart worth `units` pieces of one variant (below 250 € for one piece of the cheapest). */
async function cartOf(browser: Shopper, units: number) {
  const [variant] = await testVariants(shop.database.db, 1, { stock: 20 });
  await browser.add(variant, units);
  return variant;
}

async function shipping(browser: Shopper, country: string, lang = 'it') {
  return browser.call('GET', `/api/checkout/shipping-methods?country=${country}&lang=${lang}`);
}

test('the Italian store ships to Italy only: 7 € below 250 €, free from 250 €', async () => {
  const browser = storeShopper('it');
  const variant = await cartOf(browser, 1);
  const italy = await shipping(browser, 'IT');
  expect(italy.statusCode).toBe(200);
  const below = italy.json<ShippingMethodsResponse>();
  expect(below.zone).toBe('italy');
  expect(below.methods).toEqual([
    {
      id: 'standard',
      label: 'Corriere espresso',
      priceCents: variant.priceCents >= 25_000 ? 0 : 700,
      deliveryWorkingDays: { min: 1, max: 3 },
    },
  ]);

  const units = Math.ceil(25_000 / variant.priceCents);
  await browser.call('PATCH', '/api/cart/edit', {
    productId: variant.sku,
    colour: variant.colour,
    size: variant.size,
    quantity: units,
    language: 'it',
  });
  const free = (await shipping(browser, 'IT')).json<ShippingMethodsResponse>();
  expect(free.methods[0]?.priceCents).toBe(0);

  for (const country of ['FR', 'US', 'XX']) {
    const refused = await shipping(browser, country);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: NO_METHODS });
  }
});

test('the international store ships to the EU (14 €) and the rest of the world (25 €), not Italy', async () => {
  const browser = storeShopper('intl');
  const variant = await cartOf(browser, 1);
  const paid = variant.priceCents < 25_000;
  const eu = (await shipping(browser, 'DE', 'en')).json<ShippingMethodsResponse>();
  expect(eu).toMatchObject({ zone: 'eu', methods: [{ priceCents: paid ? 1_400 : 0 }] });
  const world = (await shipping(browser, 'US', 'en')).json<ShippingMethodsResponse>();
  expect(world).toMatchObject({
    zone: 'world',
    methods: [{ label: 'International courier', priceCents: paid ? 2_500 : 0 }],
  });
  const italy = await shipping(browser, 'IT', 'en');
  expect(italy.statusCode).toBe(422);
  expect(italy.json()).toEqual({
    message: 'Sorry, no delivery methods are available for the address you selected',
  });
});

test('payment methods depend on the destination and the total; none for an empty cart', async () => {
  const empty = storeShopper('it');
  const none = await empty.call('GET', '/api/checkout/payment-methods?country=IT&lang=it');
  expect(none.statusCode).toBe(422);
  expect(none.json()).toEqual({
    message: 'Siamo spiacenti, ma non sono disponibili metodi di pagamento per il tuo ordine',
  });

  const italian = storeShopper('it');
  await cartOf(italian, 2);
  const inItaly = (
    await italian.call('GET', '/api/checkout/payment-methods?country=IT&lang=it')
  ).json<PaymentMethodsResponse>();
  const cart = await italian.cart();
  const ids = inItaly.methods.map((method) => method.id);
  expect(ids.slice(0, 4)).toEqual(['card', 'bank-transfer', 'paypal', 'satispay']);
  if (cart.totalCents >= 3_000 && cart.totalCents <= 200_000) {
    const instalments = inItaly.methods.find((method) => method.id === 'instalments');
    expect(instalments?.description).toMatch(/^3 rate senza interessi da /);
  }

  const abroad = storeShopper('intl');
  await cartOf(abroad, 1);
  const world = (
    await abroad.call('GET', '/api/checkout/payment-methods?country=US&lang=en')
  ).json<PaymentMethodsResponse>();
  expect(world.methods.map((method) => method.id)).toEqual(['card', 'paypal']);
});
