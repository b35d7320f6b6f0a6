import type { AddressFields } from '../contracts/addresses';
import type { Locale } from '../contracts/locale';
import { isAddressCountryCode, isDestinationCountryCode } from '../countries/countries';
import { isItalianFiscalCode } from './italian-tax-codes';
import { validationMessages } from './messages';

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

/** A postal code: letters, digits, inner spaces and hyphens, 2 to 12 characters (CAP, PLZ, NL…). */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])$/;
/** A fiscal or tax code once spaces are gone: the Italian 16 characters, a VAT number, a foreign id. */
export const FISCAL_CODE_PATTERN = /^[A-Z0-9]{4,32}$/;
/** Digits of a phone number (ITU-T E.164 allows at most 15) and of a dialling code. */
const PHONE_DIGITS = { min: 4, max: 15 };
const PREFIX_DIGITS = { min: 1, max: 4 };

/** The address form's texts beyond spec §5 (whose Italian texts are in `validationMessages`). */
export type AddressMessageKey =
  'invalidPostalCode' | 'invalidPhonePrefix' | 'invalidPhone' | 'invalidFiscalCode' | 'tooLong';

export const addressMessages: Record<Locale, Record<AddressMessageKey, string>> = {
  it: {
    invalidPostalCode: 'Il CAP inserito non è valido',
    invalidPhonePrefix: 'Il prefisso inserito non è valido',
    invalidPhone: 'Il numero di telefono inserito non è valido',
    invalidFiscalCode: 'Il codice fiscale inserito non è valido',
    tooLong: 'Il testo inserito è troppo lungo',
  },
  en: {
    invalidPostalCode: 'The postal code entered is not valid',
    invalidPhonePrefix: 'The dialling code entered is not valid',
    invalidPhone: 'The phone number entered is not valid',
    invalidFiscalCode: 'The fiscal code entered is not valid',
    tooLong: 'The text entered is too long',
  },
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

/** Each field as stored: trimmed; phone parts cleaned; postal and fiscal codes upper case. */
export function cleanAddressField(field: AddressFieldName, value: string): string {
  switch (field) {
    case 'phonePrefix':
      return `+${cleanPhoneDigits(value)}`;
    case 'phoneNumber':
      return cleanPhoneDigits(value);
    case 'postalCode':
      return value.trim().replace(/\s+/g, ' ').toUpperCase();
    case 'fiscalCode':
      return value.replace(/\s+/g, '').toUpperCase();
    default:
      return value.trim().replace(/\s+/g, ' ');
  }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Which countries an address may be in: `saved` (an account's address book, the 27 EU countries)
 * or `destination` (a checkout address: also the rest of the world's `WORLD_DESTINATION_CODES`).
 */
export type AddressCountries = 'saved' | 'destination';

/**
 * What is wrong with one field's value, in `locale`, or null. The one rule both the form (through
 * `addressSchema`) and the API (`addressProblem`) apply, so they never disagree. An Italian
 * address (`country` "IT") needs a person's Italian fiscal code, checked by its check letter.
 */
export function addressFieldProblem(
  field: AddressFieldName,
  value: unknown,
  locale: Locale,
  { country, countries = 'saved' }: { country?: unknown; countries?: AddressCountries } = {},
): string | null {
  const messages = validationMessages[locale];
  const extra = addressMessages[locale];
  if (field === 'country') {
    const known = countries === 'saved' ? isAddressCountryCode : isDestinationCountryCode;
    return known(value) ? null : messages.countryInvalid;
  }
  if (isBlank(value)) {
    if (field === 'additionalInfo') return null;
    if (field === 'streetNumber') return messages.streetNumberRequired;
    if (field === 'phoneNumber') return messages.phoneRequired;
    return messages.required;
  }
  if (typeof value !== 'string') return messages.required;
  if (value.trim().length > ADDRESS_MAX_LENGTH[field]) return extra.tooLong;
  const cleaned = cleanAddressField(field, value);
  switch (field) {
    case 'postalCode':
      return POSTAL_CODE_PATTERN.test(cleaned) ? null : extra.invalidPostalCode;
    case 'phonePrefix': {
      const digits = cleaned.length - 1;
      return /^[\s+\d().-]+$/.test(value) &&
        digits >= PREFIX_DIGITS.min &&
        digits <= PREFIX_DIGITS.max
        ? null
        : extra.invalidPhonePrefix;
    }
    case 'phoneNumber':
      if (cleaned === '') return messages.phoneRequired;
      return cleaned.length >= PHONE_DIGITS.min && cleaned.length <= PHONE_DIGITS.max
        ? null
        : extra.invalidPhone;
    case 'fiscalCode':
      if (country === 'IT') return isItalianFiscalCode(cleaned) ? null : extra.invalidFiscalCode;
      return FISCAL_CODE_PATTERN.test(cleaned) ? null : extra.invalidFiscalCode;
    default:
      return null;
  }
}

/**
 * The first problem of an address body in form order, or null. With `partial` (a PATCH) only the
 * fields present are checked.
 */
export function addressProblem(
  body: Record<string, unknown>,
  locale: Locale,
  {
    partial = false,
    countries = 'saved',
  }: { partial?: boolean; countries?: AddressCountries } = {},
): string | null {
  for (const field of ADDRESS_FIELD_ORDER) {
    if (partial && !(field in body)) continue;
    const problem = addressFieldProblem(field, body[field], locale, {
      country: body.country,
      countries,
    });
    if (problem) return problem;
  }
  return null;
}

/** The stored form of the fields present in a body `addressProblem` accepted. */
export function cleanAddress(
  body: Partial<Record<AddressFieldName, string>>,
): Partial<AddressFields> {
  const cleaned: Partial<Record<AddressFieldName, string>> = {};
  for (const field of ADDRESS_FIELD_ORDER) {
    const value = body[field];
    if (typeof value === 'string') cleaned[field] = cleanAddressField(field, value);
  }
  return cleaned as Partial<AddressFields>;
}
