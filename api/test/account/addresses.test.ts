import {
  ADDRESSES_MAX_PER_CUSTOMER,
  type AddressChangeResponse,
  type AddressListResponse,
  type AddressRequest,
  type SavedAddress,
} from '@shop/shared/contracts';
import { browser, registerCustomer, registration, type Browser } from '../helpers/auth-browser';
import { testAppForFile } from '../helpers/build-test-app';

const shop = testAppForFile();

let clients = 0;
/** A client address (TEST-NET-3) no other test uses, so the registration limit stays away. */
const freshClient = () => `203.0.113.${++clients}`;

async function customer(): Promise<Browser> {
  const shopper = browser(shop.app, freshClient());
  const registered = await registerCustomer(shop.app, shopper, registration());
  expect(registered.statusCode).toBe(200);
  return shopper;
}

/** A valid address body; overrides may be anything a client could send. */
function address(
  overrides: Partial<Record<keyof AddressRequest, unknown>> = {},
): Partial<Record<keyof AddressRequest, unknown>> {
  const valid: AddressRequest = {
    name: 'Giulia',
    lastName: 'Bianchi',
    streetAddress: 'Via della Spiga',
    streetNumber: '12/B',
    additionalInfo: 'Scala C, citofono Bianchi',
    province: 'MI',
    country: 'IT',
    city: 'Milano',
    postalCode: '20121',
    phonePrefix: '+39',
    phoneNumber: '333 123 4567',
    fiscalCode: 'bnc gli 90c47 f205c',
    language: 'it',
  };
  return { ...valid, ...overrides };
}

const URL = '/api/account/addresses';

async function add(shopper: Browser, body: object = address()): Promise<SavedAddress> {
  const response = await shopper.call('POST', URL, body);
  expect(response.statusCode).toBe(201);
  return response.json<AddressChangeResponse>().address;
}

async function list(shopper: Browser): Promise<SavedAddress[]> {
  const response = await shopper.call('GET', URL);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<AddressListResponse>().addresses;
}

test('a customer adds, reads, changes and deletes an address', async () => {
  const shopper = await customer();
  expect(await list(shopper)).toEqual([]);

  const created = await shopper.call('POST', URL, address());
  expect(created.statusCode).toBe(201);
  const { message, address: saved } = created.json<AddressChangeResponse>();
  expect(message).toBe('Indirizzo salvato');
  expect(saved).toEqual({
    id: expect.any(Number),
    name: 'Giulia',
    lastName: 'Bianchi',
    streetAddress: 'Via della Spiga',
    streetNumber: '12/B',
    additionalInfo: 'Scala C, citofono Bianchi',
    province: 'MI',
    country: 'IT',
    city: 'Milano',
    postalCode: '20121',
    // Spec §5's cleaning: only the digits are kept.
    phonePrefix: '+39',
    phoneNumber: '3331234567',
    fiscalCode: 'BNCGLI90C47F205C',
    // The first address is the default.
    isDefault: true,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
  expect(await list(shopper)).toEqual([saved]);
  const one = await shopper.call('GET', `${URL}/${saved.id}`);
  expect(one.statusCode).toBe(200);
  expect(one.json()).toEqual(saved);

  const changed = await shopper.call('PATCH', `${URL}/${saved.id}`, {
    streetNumber: '14',
    additionalInfo: '',
    phoneNumber: '02,1234.567',
    language: 'en',
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.json<AddressChangeResponse>()).toEqual({
    message: 'Address updated',
    address: {
      ...saved,
      streetNumber: '14',
      additionalInfo: '',
      // The leading 0 of a landline stays: the number is kept as its digits.
      phoneNumber: '021234567',
      updatedAt: expect.any(String),
    },
  });

  const deleted = await shopper.call('DELETE', `${URL}/${saved.id}`);
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ message: 'Indirizzo eliminato' });
  expect(await list(shopper)).toEqual([]);
  expect((await shopper.call('DELETE', `${URL}/${saved.id}`)).statusCode).toBe(404);
});

test('one default: a new default takes it over, and deleting it passes it to the oldest', async () => {
  const shopper = await customer();
  const first = await add(shopper);
  const second = await add(shopper, address({ city: 'Roma', isDefault: true }));
  const third = await add(shopper, address({ city: 'Torino' }));

  expect((await list(shopper)).map((entry) => [entry.id, entry.isDefault])).toEqual([
    [second.id, true],
    [first.id, false],
    [third.id, false],
  ]);

  await shopper.call('PATCH', `${URL}/${third.id}`, { isDefault: true });
  expect((await list(shopper)).filter((entry) => entry.isDefault).map((entry) => entry.id)).toEqual(
    [third.id],
  );

  await shopper.call('DELETE', `${URL}/${third.id}`);
  expect((await list(shopper)).map((entry) => [entry.id, entry.isDefault])).toEqual([
    [first.id, true],
    [second.id, false],
  ]);
});

describe('validation', () => {
  let shopper: Browser;
  beforeAll(async () => {
    shopper = await customer();
  });

  test('an empty body names the first missing field with spec §5 Italian text', async () => {
    const response = await shopper.call('POST', URL, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Il campo è obbligatorio' });
  });

  test.each([
    [{ streetNumber: '  ' }, 'Il numero civico è obbligatorio!'],
    [{ phoneNumber: '' }, 'Il numero di telefono è obbligatorio'],
    [{ phoneNumber: 'nessuno' }, 'Il numero di telefono è obbligatorio'],
    [{ country: 'US' }, 'Seleziona un paese tra quelli disponibili'],
    [{ country: 'ROTW' }, 'Seleziona un paese tra quelli disponibili'],
    [{ country: '' }, 'Seleziona un paese tra quelli disponibili'],
    [{ city: '' }, 'Il campo è obbligatorio'],
    [{ fiscalCode: '' }, 'Il campo è obbligatorio'],
    [{ postalCode: '!!' }, 'Il CAP inserito non è valido'],
    [{ phonePrefix: 'abc' }, 'Il prefisso inserito non è valido'],
    [{ phoneNumber: '12' }, 'Il numero di telefono inserito non è valido'],
    [{ fiscalCode: 'AB' }, 'Il codice fiscale inserito non è valido'],
    [{ city: 'x'.repeat(101) }, 'Il testo inserito è troppo lungo'],
  ])('%j answers %s', async (overrides, message) => {
    const response = await shopper.call('POST', URL, address(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  test('the messages follow the language of the request', async () => {
    const body = address({ streetNumber: '', language: 'en' });
    const english = await shopper.call('POST', URL, body);
    expect(english.json()).toEqual({ message: 'The street number is required!' });

    const { language: _language, ...withoutLanguage } = address({ phoneNumber: '' });
    const byHeader = await shopper.call('POST', URL, withoutLanguage, {
      'accept-language': 'en-GB,en;q=0.8',
    });
    expect(byHeader.json()).toEqual({ message: 'The phone number is required' });
  });

  test('a change is checked field by field; a wrong type is an invalid request', async () => {
    const saved = await add(shopper);
    const refused = await shopper.call('PATCH', `${URL}/${saved.id}`, { country: 'XX' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Seleziona un paese tra quelli disponibili' });

    const wrongType = await shopper.call('PATCH', `${URL}/${saved.id}`, { isDefault: 'maybe' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      message: 'Richiesta non valida: controlla il campo «isDefault».',
    });
    expect((await shopper.call('GET', `${URL}/${saved.id}`)).json()).toEqual(saved);
  });
});

test(`a customer keeps at most ${ADDRESSES_MAX_PER_CUSTOMER} addresses`, async () => {
  const shopper = await customer();
  for (let index = 0; index < ADDRESSES_MAX_PER_CUSTOMER; index += 1) {
    await add(shopper, address({ streetNumber: String(index + 1) }));
  }
  const refused = await shopper.call('POST', URL, address());
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message: `Puoi salvare al massimo ${ADDRESSES_MAX_PER_CUSTOMER} indirizzi: eliminane uno per aggiungerne un altro`,
  });
  expect(await list(shopper)).toHaveLength(ADDRESSES_MAX_PER_CUSTOMER);
});

test("a second customer gets 404 on the first one's address, which stays as it was", async () => {
  const owner = await customer();
  const saved = await add(owner);
  const other = await customer();

  const read = await other.call('GET', `${URL}/${saved.id}`);
  const changed = await other.call('PATCH', `${URL}/${saved.id}`, { city: 'Napoli' });
  const deleted = await other.call('DELETE', `${URL}/${saved.id}`);
  const missing = await other.call('GET', `${URL}/999999999`);

  for (const response of [read, changed, deleted, missing]) {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Indirizzo non trovato' });
  }
  expect(await list(other)).toEqual([]);
  expect(await list(owner)).toEqual([saved]);
  expect((await other.call('GET', `${URL}/abc`)).statusCode).toBe(404);
});

describe('who may use them', () => {
  const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string][] = [
    ['GET', URL],
    ['GET', `${URL}/1`],
    ['POST', URL],
    ['PATCH', `${URL}/1`],
    ['DELETE', `${URL}/1`],
  ];

  test.each(calls)('%s %s answers 401 to a visitor and to a guest', async (method, url) => {
    const visitor = browser(shop.app, freshClient());
    const guest = browser(shop.app, freshClient());
    const started = await guest.call('POST', '/api/auth/guest', {
      email: 'ospite@example.it',
      language: 'it',
    });
    expect(started.statusCode).toBe(200);
    const body = method === 'POST' || method === 'PATCH' ? address() : undefined;

    for (const shopper of [visitor, guest]) {
      const response = await shopper.call(method, url, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Devi accedere per continuare' });
    }
  });

  test('a change from another site answers 403 and changes nothing', async () => {
    const shopper = await customer();
    const saved = await add(shopper);
    const foreign = { origin: 'https://evil.example' };

    const responses = [
      await shopper.call('POST', URL, address(), foreign),
      await shopper.call('PATCH', `${URL}/${saved.id}`, { city: 'Napoli' }, foreign),
      await shopper.call('DELETE', `${URL}/${saved.id}`, undefined, {
        'sec-fetch-site': 'cross-site',
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Richiesta rifiutata: proviene da un altro sito',
      });
    }
    expect(await list(shopper)).toEqual([saved]);

    const sameSite = await shopper.call('POST', URL, address(), {
      origin: shop.config.storeOrigins.it,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameSite.statusCode).toBe(201);
  });
});

test('deleting the customer deletes their addresses', async () => {
  const shopper = await customer();
  const saved = await add(shopper);
  const owner = await shop.database.db
    .selectFrom('addresses')
    .select('customer_id')
    .where('id', '=', saved.id)
    .executeTakeFirstOrThrow();
  await shop.database.db.deleteFrom('customers').where('id', '=', owner.customer_id).execute();
  const left = await shop.database.db
    .selectFrom('addresses')
    .select('id')
    .where('customer_id', '=', owner.customer_id)
    .execute();
  expect(left).toEqual([]);
});
