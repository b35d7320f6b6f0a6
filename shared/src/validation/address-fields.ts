import type { AddressFields } from '../contracts/addresses';
import { addressFormat } from '../countries/address-formats';

// What a page needs of an address before anything is checked: its fields, their order and how each
// is stored. Apart from the rules (address.ts) so that a page with an address form does not load
// the phone-number metadata those rules use until the form is checked.

/** The address fields in form order (spec §3's order). */
export const ADDRESS_FIELD_ORDER = [
  'name',
  'lastName',
  'streetAddress',
  'streetNumber',
  'additionalInfo',
  'province',
  'country',
  'city',
  'postalCode',
  'phonePrefix',
  'phoneNumber',
  'fiscalCode',
] as const satisfies readonly (keyof AddressFields)[];

export type AddressFieldName = (typeof ADDRESS_FIELD_ORDER)[number];

/** The longest value each text field takes, in characters after trimming. */
export const ADDRESS_MAX_LENGTH: Record<AddressFieldName, number> = {
  name: 100,
  lastName: 100,
  streetAddress: 200,
  streetNumber: 20,
  additionalInfo: 200,
  province: 100,
  country: 2,
  city: 100,
  postalCode: 12,
  phonePrefix: 8,
  phoneNumber: 30,
  fiscalCode: 32,
};

/**
 * Spec §5's cleaning of a phone (or price) value: everything but digits, dots and commas is
 * dropped, then the commas. "+39 333,123.45" → "39333123.45".
 */
export function cleanNumericText(value: string): string {
  return value.replace(/[^\d.,]/g, '').replace(/,/g, '');
}

/**
 * A phone number or dialling code as stored: spec §5's cleaning, then the dots too. It stays a
 * string of digits rather than a parsed number, which would drop an Italian landline's leading 0.
 */
export function cleanPhoneDigits(value: string): string {
  return cleanNumericText(value).replace(/\./g, '');
}

/**
 * Each field as stored: trimmed; phone parts cleaned; postal and fiscal codes upper case, a postal
 * code written as its `country` writes it ("1234ab" → "1234 AB"); a region of a country with a list
 * by its code in upper case.
 */
export function cleanAddressField(
  field: AddressFieldName,
  value: string,
  country?: unknown,
): string {
  switch (field) {
    case 'phonePrefix':
      return `+${cleanPhoneDigits(value)}`;
    case 'phoneNumber':
      return cleanPhoneDigits(value);
    case 'postalCode': {
      const code = value.trim().replace(/\s+/g, ' ').toUpperCase();
      const format = addressFormat(country).postalCode;
      return format?.canonical && format.pattern.test(code) ? format.canonical(code) : code;
    }
    case 'province': {
      const region = value.trim().replace(/\s+/g, ' ');
      return addressFormat(country).regions ? region.toUpperCase() : region;
    }
    case 'fiscalCode':
      return value.replace(/\s+/g, '').toUpperCase();
    default:
      return value.trim().replace(/\s+/g, ' ');
  }
}

/**
 * Which countries an address may be in: `saved` (an account's address book, the 27 EU countries)
 * or `destination` (a checkout address: also the rest of the world's `WORLD_DESTINATION_CODES`).
 */
export type AddressCountries = 'saved' | 'destination';

/**
 * Whether `field` is asked for in an address in `country`: the fiscal code only in Italy, the postal
 * code where the country has them. A field not asked for is not checked and is stored empty.
 */
export function isAddressFieldAsked(field: AddressFieldName, country: unknown): boolean {
  if (field === 'fiscalCode') return addressFormat(country).fiscalCode;
  if (field === 'postalCode') return addressFormat(country).postalCode !== null;
  return true;
}

/**
 * The stored form of the fields present in a body `addressProblem` accepted. With the body's
 * country known, a field not asked for there (a fiscal code outside Italy) is stored empty.
 */
export function cleanAddress(
  body: Partial<Record<AddressFieldName, string>>,
): Partial<AddressFields> {
  const cleaned: Partial<Record<AddressFieldName, string>> = {};
  const country = body.country;
  for (const field of ADDRESS_FIELD_ORDER) {
    const value = body[field];
    if (typeof value !== 'string') continue;
    const asked = country === undefined || isAddressFieldAsked(field, country);
    cleaned[field] = asked ? cleanAddressField(field, value, country) : '';
  }
  return cleaned as Partial<AddressFields>;
}

/**
 * A whole address from a body `addressProblem` accepted: fields left out (the ones a country does
 * not ask for, the additional information) are stored empty.
 */
export function completeAddress(body: Partial<Record<AddressFieldName, string>>): AddressFields {
  const blanks = Object.fromEntries(ADDRESS_FIELD_ORDER.map((field) => [field, '']));
  return { ...blanks, ...cleanAddress(body) } as AddressFields;
}
