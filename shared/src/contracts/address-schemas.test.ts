import { milanAddress } from '../../test/milan-address';
import { parisAddress } from '../../test/paris-address';
import { checkContract, contractFieldMessages } from '../validation/contract-problems';
import { AddressRequest, CheckoutAddressSchema } from './schemas';

describe('the address contracts', () => {
  it('answers the address as stored: cleaned, with what its country does not ask for empty', () => {
    const checked = checkContract(AddressRequest, {
      ...parisAddress,
      fiscalCode: 'BNCGLI90C47F205C',
      isDefault: true,
    });

    expect(checked).toEqual({
      ok: true,
      output: {
        address: parisAddress,
        isDefault: true,
        language: undefined,
      },
    });
  });

  it('says the postal code rule with an example of the country, in the shopper’s language', () => {
    const messages = contractFieldMessages(
      CheckoutAddressSchema,
      { ...parisAddress, postalCode: '7500' },
      'it',
    );

    expect(Object.fromEntries(messages)).toEqual({
      postalCode: 'Il codice postale inserito non è valido (es. 75001)',
    });
  });

  it('keeps the rest of the world for a checkout address, not for the address book', () => {
    const zurich = { ...parisAddress, country: 'CH', postalCode: '8001', phonePrefix: '+41' };

    expect(checkContract(AddressRequest, { ...zurich, phoneNumber: '44 668 18 00' })).toEqual({
      ok: false,
      problem: { field: 'country', rule: 'countryInvalid' },
    });
    expect(
      checkContract(CheckoutAddressSchema, { ...zurich, phoneNumber: '44 668 18 00' }).ok,
    ).toBe(true);
  });

  it('reports every field a form shows at once, each with its first problem', () => {
    const messages = contractFieldMessages(
      CheckoutAddressSchema,
      { ...milanAddress, name: ' ', streetNumber: '', postalCode: '00100' },
      'en',
    );

    expect(Object.fromEntries(messages)).toEqual({
      name: 'This field is required',
      streetNumber: 'The street number is required!',
      postalCode: 'The postal code entered is not in the selected province',
    });
  });
});
