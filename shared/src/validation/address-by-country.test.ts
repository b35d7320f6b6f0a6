import { milanAddress } from '../../test/milan-address';
import { ITALIAN_PROVINCES, capMatchesProvince } from '../countries/italian-provinces';
import { addressFormat } from '../countries/address-formats';
import { addressFieldProblem, addressProblem } from './address';
import { cleanAddress, completeAddress } from './address-fields';
import { CheckoutAddressSchema, SavedAddressSchema } from '../contracts/schemas';
import { checkContract, contractFieldMessages } from './contract-problems';

const destination = { countries: 'destination' } as const;

const newYork = {
  name: 'Ann',
  lastName: 'Lee',
  streetAddress: 'Fifth Avenue',
  streetNumber: '350',
  additionalInfo: '',
  province: 'NY',
  country: 'US',
  city: 'New York',
  postalCode: '10118',
  phonePrefix: '+1',
  phoneNumber: '212 736 3100',
};

const berlin = {
  name: 'Lena',
  lastName: 'Schmidt',
  streetAddress: 'Unter den Linden',
  streetNumber: '77',
  province: '',
  country: 'DE',
  city: 'Berlin',
  postalCode: '10117',
  phonePrefix: '+49',
  phoneNumber: '030 2260 5000',
};

describe('an address asks for what its country needs', () => {
  it('takes a US address with a state and no fiscal code', () => {
    expect(addressProblem(newYork, 'en', destination)).toBeNull();
    expect(addressProblem({ ...newYork, postalCode: '10118-0110' }, 'en', destination)).toBeNull();
    expect(addressProblem({ ...newYork, province: '' }, 'en', destination)).toBe(
      'This field is required',
    );
    expect(addressProblem({ ...newYork, province: 'ZZ' }, 'en', destination)).toBe(
      'Please select one of the available states or provinces',
    );
    expect(addressProblem({ ...newYork, postalCode: '1011' }, 'en', destination)).toBe(
      'The postal code entered is not valid (e.g. 10001)',
    );
    expect(addressProblem({ ...newYork, phoneNumber: '555 555 5555' }, 'it', destination)).toBe(
      'Il numero di telefono inserito non è valido',
    );
  });

  it('takes a German address with no region, no fiscal code, and a 5-digit PLZ', () => {
    expect(addressProblem(berlin, 'it', destination)).toBeNull();
    expect(addressProblem(berlin, 'it')).toBeNull();
    expect(addressProblem({ ...berlin, postalCode: '1011' }, 'it')).toBe(
      'Il codice postale inserito non è valido (es. 10115)',
    );
    expect(addressFieldProblem('fiscalCode', '', 'it', { country: 'DE' })).toBeNull();
    expect(addressFieldProblem('province', 'Berlin', 'it', { country: 'DE' })).toBeNull();
  });

  it('checks and writes postal codes as each country does', () => {
    const code = (country: string, postalCode: string) =>
      addressFieldProblem('postalCode', postalCode, 'en', { country, countries: 'destination' });
    for (const [country, good, bad] of <[string, string, string][]>[
      ['FR', '75001', '7500'],
      ['ES', '28013', '53001'],
      ['NL', '1012 ab', '0123 AB'],
      ['GB', 'sw1a 1aa', 'SW1A'],
      ['CA', 'K1A0B1', 'D1A 0B1'],
      ['AU', '2000', '200'],
      ['PL', '00-950', '00950'],
      ['IE', 'D02 X285', 'D02'],
    ]) {
      expect([country, code(country, good)]).toEqual([country, null]);
      expect([country, code(country, bad)]).not.toEqual([country, null]);
    }
    expect(cleanAddress({ country: 'NL', postalCode: '1012ab' }).postalCode).toBe('1012 AB');
    expect(cleanAddress({ country: 'CA', postalCode: 'k1a0b1' }).postalCode).toBe('K1A 0B1');
    expect(cleanAddress({ country: 'GB', postalCode: 'sw1a1aa' }).postalCode).toBe('SW1A 1AA');
    // Hong Kong has no postal codes: none is asked for, any typed is dropped.
    expect(addressFieldProblem('postalCode', '', 'en', { country: 'HK' })).toBeNull();
    expect(addressFormat('HK').postalCode).toBeNull();
  });

  it('stores no fiscal code outside Italy, and fills what a country does not ask for', () => {
    expect(cleanAddress({ ...berlin, fiscalCode: 'X1234' }).fiscalCode).toBe('');
    expect(completeAddress(newYork)).toEqual({
      ...newYork,
      phoneNumber: '2127363100',
      fiscalCode: '',
    });
  });
});

describe('an Italian address is a real one', () => {
  it('knows the 107 provinces, each with its CAP prefixes', () => {
    expect(ITALIAN_PROVINCES).toHaveLength(107);
    expect(new Set(ITALIAN_PROVINCES.map((province) => province.code)).size).toBe(107);
    for (const province of ITALIAN_PROVINCES) {
      expect(province.code).toMatch(/^[A-Z]{2}$/);
      expect(province.capPrefixes.length).toBeGreaterThan(0);
    }
    expect(capMatchesProvince('20121', 'MI')).toBe(true);
    expect(capMatchesProvince('00184', 'RM')).toBe(true);
    expect(capMatchesProvince('20900', 'MB')).toBe(true);
    expect(capMatchesProvince('00184', 'MI')).toBe(false);
  });

  it('refuses the impossible data of issue 28 with spec §5-style messages', () => {
    expect(addressProblem({ ...milanAddress, postalCode: '1234' }, 'it')).toBe(
      'Il CAP inserito non è valido',
    );
    expect(addressProblem({ ...milanAddress, postalCode: 'ABC' }, 'it')).toBe(
      'Il CAP inserito non è valido',
    );
    expect(addressProblem({ ...milanAddress, province: 'ZZ' }, 'it')).toBe(
      'Seleziona una provincia tra quelle disponibili',
    );
    expect(addressProblem({ ...milanAddress, province: 'Milano città metropolitana' }, 'en')).toBe(
      'Please select one of the available provinces',
    );
    expect(addressProblem({ ...milanAddress, phoneNumber: '0000000' }, 'it')).toBe(
      'Il numero di telefono inserito non è valido',
    );
    expect(addressProblem({ ...milanAddress, province: '' }, 'it')).toBe('Il campo è obbligatorio');
  });

  it('wants the CAP inside the chosen province', () => {
    expect(addressProblem({ ...milanAddress, postalCode: '00184' }, 'it')).toBe(
      'Il CAP inserito non appartiene alla provincia selezionata',
    );
    expect(
      addressProblem({ ...milanAddress, province: 'RM', city: 'Roma', postalCode: '00184' }, 'it'),
    ).toBeNull();
    // A province typed in lower case is its code all the same.
    expect(addressProblem({ ...milanAddress, province: 'mi' }, 'it')).toBeNull();
    expect(cleanAddress({ ...milanAddress, province: 'mi' }).province).toBe('MI');
  });

  it('asks an Italian buyer for a fiscal code with the right check letter', () => {
    expect(addressProblem({ ...milanAddress, fiscalCode: '' }, 'it')).toBe(
      'Il campo è obbligatorio',
    );
    expect(addressProblem({ ...milanAddress, fiscalCode: 'BNCGLI90C47F205D' }, 'en')).toBe(
      'The fiscal code entered is not valid',
    );
  });
});

describe('phone numbers', () => {
  const phone = (phonePrefix: string, phoneNumber: string) =>
    addressFieldProblem('phoneNumber', phoneNumber, 'en', { phonePrefix });

  it('takes real numbers of the dialling code’s country, landlines and mobiles', () => {
    expect(phone('+39', '333 123 4567')).toBeNull();
    expect(phone('+39', '02 1234 5678')).toBeNull();
    expect(phone('+49', '030 2260 5000')).toBeNull();
    expect(phone('+44', '07911 123456')).toBeNull();
    expect(phone('+1', '212 736 3100')).toBeNull();
  });

  it('refuses numbers no country has, and leaves a wrong dialling code to its own field', () => {
    expect(phone('+39', '0000000')).toBe('The phone number entered is not valid');
    expect(phone('+49', '123')).toBe('The phone number entered is not valid');
    expect(phone('+1', '555 555 5555')).toBe('The phone number entered is not valid');
    expect(phone('39x!', '333 123 4567')).toBeNull();
    expect(addressFieldProblem('phonePrefix', '39x!', 'en')).toBe(
      'The dialling code entered is not valid',
    );
  });
});

describe('the address contracts', () => {
  it('give the same answers, reading the country, province and prefix beside each field', () => {
    expect(checkContract(CheckoutAddressSchema, newYork).ok).toBe(true);
    expect(checkContract(CheckoutAddressSchema, berlin).ok).toBe(true);
    const messages = contractFieldMessages(
      SavedAddressSchema,
      { ...milanAddress, postalCode: '00184' },
      'it',
    );
    expect(messages.get('postalCode')).toBe(
      'Il CAP inserito non appartiene alla provincia selezionata',
    );
  });
});
