import type {
  AddressChangeResponse,
  AddressListResponse,
  AddressRequest,
  SavedAddress,
} from '@shop/shared/contracts';
import { milanAddress } from '@shop/shared/test/milan-address';
import { browser, registerCustomer, registration, type Browser } from '../helpers/auth-browser';
import { testAppForFile } from '../helpers/build-test-app';
import { orderBody, placeOrder } from '../helpers/checkout-orders';
import { shopper, testVariants } from '../helpers/checkout-shopper';

// Issue 28: an address asks for what its country needs, and an Italian one must be a real one.

const shop = testAppForFile();

let clients = 0;
/** A client address (TEST-NET-3, from .200 on) no other test file uses. */
const freshClient = () => `203.0.113.${200 + ++clients}`;

async function customer(): Promise<Browser> {
  const shopper = browser(shop.app, freshClient());
  const registered = await registerCustomer(shop.app, shopper, registration());
  expect(registered.statusCode).toBe(200);
  return shopper;
}

const URL = '/api/account/addresses';
const milan: AddressRequest = { ...milanAddress, country: 'IT', language: 'it' };

const berlin = {
  name: 'Lena',
  lastName: 'Schmidt',
  streetAddress: 'Unter den Linden',
  streetNumber: '77',
  country: 'DE',
  city: 'Berlin',
  postalCode: '10117',
  phonePrefix: '+49',
  phoneNumber: '030 2260 5000',
  language: 'en',
};

describe('a saved Italian address refuses impossible data with 400 and a message', () => {
  test.each([
    [{ postalCode: '1234' }, 'Il CAP inserito non è valido'],
    [{ postalCode: 'ABC' }, 'Il CAP inserito non è valido'],
    [{ province: 'ZZ' }, 'Seleziona una provincia tra quelle disponibili'],
    [{ province: 'Milano città metropolitana' }, 'Seleziona una provincia tra quelle disponibili'],
    [{ phoneNumber: '0000000' }, 'Il numero di telefono inserito non è valido'],
    [{ postalCode: '00184' }, 'Il CAP inserito non appartiene alla provincia selezionata'],
  ])('%j answers %s', async (override, message) => {
    const shopper = await customer();
    const response = await shopper.call('POST', URL, { ...milan, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const list = await shopper.call('GET', URL);
    expect(list.json<AddressListResponse>().addresses).toEqual([]);
  });
});

test('a German address needs no province and no fiscal code; one sent is not kept', async () => {
  const shopper = await customer();
  const created = await shopper.call('POST', URL, berlin);
  expect(created.statusCode).toBe(201);
  expect(created.json<AddressChangeResponse>().address).toMatchObject({
    country: 'DE',
    province: '',
    postalCode: '10117',
    phoneNumber: '03022605000',
    fiscalCode: '',
  });
  const withCode = await shopper.call('POST', URL, { ...berlin, fiscalCode: 'X12345' });
  expect(withCode.json<AddressChangeResponse>().address.fiscalCode).toBe('');
  const shortCode = await shopper.call('POST', URL, { ...berlin, postalCode: '1011' });
  expect(shortCode.statusCode).toBe(400);
  expect(shortCode.json()).toEqual({
    message: 'The postal code entered is not valid (e.g. 10115)',
  });
});

test('a change is judged with the address it changes: a CAP against the province kept', async () => {
  const shopper = await customer();
  const saved = (await shopper.call('POST', URL, milan)).json<AddressChangeResponse>().address;
  const rome = await shopper.call('PATCH', `${URL}/${saved.id}`, { postalCode: '00184' });
  expect(rome.statusCode).toBe(400);
  expect(rome.json()).toEqual({
    message: 'Il CAP inserito non appartiene alla provincia selezionata',
  });
  const moved = await shopper.call('PATCH', `${URL}/${saved.id}`, {
    province: 'RM',
    city: 'Roma',
    postalCode: '00184',
  });
  expect(moved.statusCode).toBe(200);
  expect(moved.json<AddressChangeResponse>().address).toMatchObject({
    province: 'RM',
    postalCode: '00184',
    fiscalCode: milan.fiscalCode,
  });
});

test('an address saved before these rules still loads, and is fixed without losing anything', async () => {
  const shopper = await customer();
  const saved = (await shopper.call('POST', URL, milan)).json<AddressChangeResponse>().address;
  await shop.database.db
    .updateTable('addresses')
    .set({ postal_code: 'ABC', province: 'Milano città metropolitana' })
    .where('id', '=', saved.id)
    .execute();

  const listed = (await shopper.call('GET', URL)).json<AddressListResponse>().addresses;
  expect(listed).toEqual([{ ...saved, postalCode: 'ABC', province: 'Milano città metropolitana' }]);
  // Making it the default touches no field, so it is not judged.
  const second = (await shopper.call('POST', URL, milan)).json<AddressChangeResponse>().address;
  const backToDefault = await shopper.call('PATCH', `${URL}/${saved.id}`, { isDefault: true });
  expect(backToDefault.statusCode).toBe(200);
  expect(backToDefault.json<AddressChangeResponse>().address.isDefault).toBe(true);

  // A change that leaves the address impossible names what is still wrong and keeps it all.
  const half = await shopper.call('PATCH', `${URL}/${saved.id}`, { postalCode: '20121' });
  expect(half.statusCode).toBe(400);
  expect(half.json()).toEqual({ message: 'Seleziona una provincia tra quelle disponibili' });
  const kept = await shopper.call('GET', `${URL}/${saved.id}`);
  expect(kept.json<SavedAddress>()).toMatchObject({
    postalCode: 'ABC',
    province: 'Milano città metropolitana',
  });

  const fixed = await shopper.call('PATCH', `${URL}/${saved.id}`, {
    province: 'MI',
    postalCode: '20121',
  });
  expect(fixed.statusCode).toBe(200);
  expect(fixed.json<AddressChangeResponse>().address).toMatchObject({
    ...milanAddress,
    id: saved.id,
    isDefault: true,
  });
  expect(second.isDefault).toBe(false);
});

describe('an order refuses an impossible Italian address with 400 and a message', () => {
  test.each([
    [{ postalCode: '1234' }, 'Il CAP inserito non è valido'],
    [{ province: 'ZZ' }, 'Seleziona una provincia tra quelle disponibili'],
    [{ phoneNumber: '0000000' }, 'Il numero di telefono inserito non è valido'],
  ])('%j answers %s', async (override, message) => {
    const [variant] = await testVariants(shop.database.db, 1, { stock: 5 });
    const buyer = shopper(shop.app);
    expect((await buyer.add(variant)).statusCode).toBe(200);
    const body = await orderBody(buyer);
    const response = await placeOrder(buyer, {
      ...body,
      shippingAddress: { ...body.shippingAddress, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

test('an order to the United States takes a state and no fiscal code', async () => {
  const [variant] = await testVariants(shop.database.db, 1, { stock: 5 });
  const buyer = shopper(shop.app);
  expect((await buyer.add(variant)).statusCode).toBe(200);
  const body = await orderBody(buyer, { lang: 'en' });
  const newYork = {
    name: 'Ann',
    lastName: 'Lee',
    streetAddress: 'Fifth Avenue',
    streetNumber: '350',
    additionalInfo: '',
    province: '',
    country: 'US',
    city: 'New York',
    postalCode: '10118',
    phonePrefix: '+1',
    phoneNumber: '212 736 3100',
  };
  const noState = await placeOrder(buyer, { ...body, shippingAddress: newYork });
  expect(noState.statusCode).toBe(400);
  expect(noState.json()).toEqual({ message: 'This field is required' });
  const badZip = await placeOrder(buyer, {
    ...body,
    shippingAddress: { ...newYork, province: 'NY', postalCode: '1011' },
  });
  expect(badZip.statusCode).toBe(400);
  expect(badZip.json()).toEqual({ message: 'The postal code entered is not valid (e.g. 10001)' });
});
