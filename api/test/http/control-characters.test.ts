import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { registration } from '../helpers/auth-browser';
import { orderBody, placeOrder, italianAddress } from '../helpers/checkout-orders';
import { shopper, testVariants, type Shopper, type TestVariant } from '../helpers/checkout-shopper';
import { applicationFields } from '../helpers/career-application';
import { multipart, realPdf } from '../helpers/cv-files';

let shop: TestApp;
let variant: TestVariant;
let customer: Shopper;
beforeAll(async () => {
  shop = await buildTestApp({
    newsletterLimits: {
      perEmail: { limit: 1000, windowSeconds: 3600 },
      perClient: { limit: 1000, windowSeconds: 3600 },
    },
    careerLimitPerClient: { limit: 1000, windowSeconds: 3600 },
  });
  [variant] = await testVariants(shop.database.db, 1, { skip: 7 });
  customer = shopper(shop.app);
  await customer.register();
  expect((await customer.add(variant)).statusCode).toBe(200);
});
afterAll(() => shop.close());

const NUL = '\u0000';
const refusedIt = (field: string) => ({
  message: `Il campo «${field}» contiene caratteri non ammessi (caratteri di controllo).`,
});
const refusedEn = (field: string) => ({
  message: `The field “${field}” contains characters that are not allowed (control characters).`,
});

test('a NUL in a name at registration: 400 naming the field, in the form language', async () => {
  const italian = await customer.call(
    'POST',
    '/api/auth/register',
    registration({ name: `Giu${NUL}lia` }),
  );
  expect(italian.statusCode).toBe(400);
  expect(italian.json()).toEqual(refusedIt('name'));

  const english = await customer.call(
    'POST',
    '/api/auth/register',
    registration({ lastName: `Bianchi${NUL}`, language: 'en' }),
  );
  expect(english.statusCode).toBe(400);
  expect(english.json()).toEqual(refusedEn('lastName'));
});

test.each([
  ['NUL', NUL],
  ['a tab', '\t'],
  ['a line feed', '\n'],
  ['DEL', '\u007f'],
  ['a C1 control', '\u0085'],
  ['a lone surrogate', '\ud800'],
])('%s in an address field of the address book: 400, never 500', async (_name, character) => {
  const response = await customer.call('POST', '/api/account/addresses', {
    ...italianAddress({ city: `Mil${character}ano` }),
    language: 'en',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual(refusedEn('city'));
});

test('a NUL in the checkout: the shipping address and the invoice name', async () => {
  const body = await orderBody(customer);
  const address = await placeOrder(customer, {
    ...body,
    shippingAddress: italianAddress({ streetAddress: `Via della Spiga${NUL}` }),
  });
  expect(address.statusCode).toBe(400);
  expect(address.json()).toEqual(refusedIt('shippingAddress.streetAddress'));

  const invoice = await placeOrder(customer, {
    ...body,
    invoice: { companyName: `Bianchi${NUL} S.r.l.`, sdiCode: 'ABC1234' },
  });
  expect(invoice.statusCode).toBe(400);
  expect(invoice.json()).toEqual(refusedIt('invoice.companyName'));

  // A control character in a field's name is named too, escaped.
  const key = await placeOrder(customer, {
    ...body,
    shippingAddress: { ...italianAddress(), [`city${NUL}`]: 'Milano' },
  });
  expect(key.statusCode).toBe(400);
  expect(key.json()).toEqual(refusedIt('shippingAddress.city\\u0000'));
});

test('a NUL in a coupon code, a search query and a newsletter address', async () => {
  const coupon = await customer.call('POST', '/api/cart/addDiscount', {
    code: `BENVENUTO${NUL}`,
    language: 'en',
  });
  expect(coupon.statusCode).toBe(400);
  expect(coupon.json()).toEqual(refusedEn('code'));

  const search = await customer.call('GET', '/api/search?q=camicia%00&lang=en');
  expect(search.statusCode).toBe(400);
  expect(search.json()).toEqual(refusedEn('q'));

  const suggestions = await customer.call('GET', '/api/search/suggestions?q=%00');
  expect(suggestions.statusCode).toBe(400);
  expect(suggestions.json()).toEqual(refusedIt('q'));

  const newsletter = await customer.call('POST', '/api/newsletter', {
    email: `giulia${NUL}@example.it`,
    privacy: true,
    language: 'it',
  });
  expect(newsletter.statusCode).toBe(400);
  expect(newsletter.json()).toEqual(refusedIt('email'));
});

test('the careers form: line breaks belong in the message, not a NUL; nor in the CV name', async () => {
  const apply = (message: string, filename = 'cv.pdf') => {
    const { payload, contentType } = multipart([
      ...applicationFields({ message }),
      { name: 'cv', value: { filename, content: realPdf(), type: 'application/pdf' } },
    ]);
    return shop.app.inject({
      method: 'POST',
      url: '/api/careers?lang=en',
      headers: { 'content-type': contentType },
      payload,
    });
  };
  const refused = await apply(`Vorrei${NUL} lavorare da voi.`);
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual(refusedEn('message'));

  const badName = await apply('Vorrei lavorare da voi.', `cv${NUL}.pdf`);
  expect(badName.statusCode).toBe(400);
  expect(badName.json()).toEqual(refusedEn('cv'));

  const lines = await apply('Buongiorno,\r\n\tvorrei lavorare da voi.\nGiulia');
  expect(lines.statusCode).toBe(201);
});
