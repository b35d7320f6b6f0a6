import { milanAddress } from '../../test/milan-address';
import { addressFieldProblem, addressProblem } from './address';
import { cleanAddress, cleanNumericText, cleanPhoneDigits } from './address-fields';
import { AddressRequest, SavedAddressSchema } from '../contracts/schemas';
import { checkContract, contractFieldMessages } from './contract-problems';

// The phone as a shopper types it, spaces and all.
const valid = { ...milanAddress, phoneNumber: '333 123 4567' };

describe('address rules', () => {
  it("cleans phone values as spec §5 says, keeping a landline's leading 0", () => {
    expect(cleanNumericText('+39 333,123.45')).toBe('39333123.45');
    expect(cleanPhoneDigits('(02) 1234.567')).toBe('021234567');
    expect(
      cleanAddress({ phonePrefix: '+ 39', phoneNumber: '02-123 456', fiscalCode: 'ab c1' }),
    ).toEqual({ phonePrefix: '+39', phoneNumber: '02123456', fiscalCode: 'ABC1' });
  });

  it('answers the exact Italian texts of spec §5', () => {
    expect(addressFieldProblem('name', ' ', 'it')).toBe('Il campo è obbligatorio');
    expect(addressFieldProblem('streetNumber', '', 'it')).toBe('Il numero civico è obbligatorio!');
    expect(addressFieldProblem('phoneNumber', '', 'it')).toBe(
      'Il numero di telefono è obbligatorio',
    );
    expect(addressFieldProblem('country', 'ROTW', 'it')).toBe(
      'Seleziona un paese tra quelli disponibili',
    );
    expect(addressFieldProblem('additionalInfo', '', 'it')).toBeNull();
  });

  it('takes the rest of the world’s countries only for a checkout address', () => {
    const zurich = {
      ...valid,
      country: 'CH',
      province: '',
      postalCode: '8001',
      phonePrefix: '+41',
    };
    expect(addressProblem({ ...zurich, phoneNumber: '44 668 18 00' }, 'it')).toBe(
      'Seleziona un paese tra quelli disponibili',
    );
    expect(
      addressProblem({ ...zurich, phoneNumber: '44 668 18 00' }, 'it', {
        countries: 'destination',
      }),
    ).toBeNull();
    expect(addressProblem({ ...valid, country: 'ROTW' }, 'it', { countries: 'destination' })).toBe(
      'Seleziona un paese tra quelli disponibili',
    );
  });

  it('refuses a dialling code no country has, as a shopper typing "+393…" into it leaves it', () => {
    expect(addressFieldProblem('phonePrefix', '+393', 'it')).toBe(
      'Il prefisso inserito non è valido',
    );
    expect(addressFieldProblem('phonePrefix', '+39', 'it')).toBeNull();
    // The number is then judged against a right dialling code, not refused by the parser's throw.
    const context = { country: 'IT', phonePrefix: '+393' };
    expect(addressFieldProblem('phoneNumber', '333 123 4567', 'it', context)).toBeNull();
    expect(addressProblem({ ...valid, phonePrefix: '+393' }, 'en')).toBe(
      'The dialling code entered is not valid',
    );
  });

  it('names the first problem in form order; a patch checks only what it carries', () => {
    expect(addressProblem(valid, 'it')).toBeNull();
    expect(addressProblem({ ...valid, streetNumber: '', phoneNumber: '' }, 'en')).toBe(
      'The street number is required!',
    );
    expect(addressProblem({ city: 'Roma' }, 'it', { partial: true })).toBeNull();
    expect(addressProblem({ city: 'Roma' }, 'it')).toBe('Il campo è obbligatorio');
  });

  it('the contract gives the form the same messages', () => {
    expect(checkContract(AddressRequest, { ...valid, isDefault: false }).ok).toBe(true);
    const errors = [...contractFieldMessages(AddressRequest, {}, 'it').values()];
    expect(errors).toEqual(
      expect.arrayContaining([
        'Il campo è obbligatorio',
        'Il numero civico è obbligatorio!',
        'Il numero di telefono è obbligatorio',
        'Seleziona un paese tra quelli disponibili',
      ]),
    );
  });
});

describe('fiscal code of an Italian address', () => {
  it('is checked by its check letter in Italy, and not asked for elsewhere', () => {
    expect(addressProblem({ ...valid, fiscalCode: 'BNCGLI90C47F205X' }, 'it')).toBe(
      'Il codice fiscale inserito non è valido',
    );
    expect(
      addressProblem(
        {
          ...valid,
          country: 'FR',
          province: '',
          postalCode: '75001',
          phonePrefix: '+33',
          phoneNumber: '1 42 60 30 00',
          fiscalCode: 'BNCGLI90C47F205X',
        },
        'it',
      ),
    ).toBeNull();
    const messages = contractFieldMessages(
      SavedAddressSchema,
      { ...valid, fiscalCode: 'RSSMRA85T10A562T' },
      'it',
    );
    expect(messages.get('fiscalCode')).toBe('Il codice fiscale inserito non è valido');
  });
});
