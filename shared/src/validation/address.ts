import type { AddressFields } from '../contracts/addresses';
import type { Locale } from '../contracts/locale';
import { addressFormat } from '../countries/address-formats';
import { isAddressCountryCode, isDestinationCountryCode } from '../countries/countries';
import { capMatchesProvince } from '../countries/italian-provinces';
import { isItalianFiscalCode } from './italian-tax-codes';
import { validationMessages } from './messages';
import { isPhoneNumberOf } from './phone-number';

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

/** Digits of a phone number (ITU-T E.164 allows at most 15) and of a dialling code. */
const PHONE_DIGITS = { min: 4, max: 15 };
const PREFIX_DIGITS = { min: 1, max: 4 };

/** The address form's texts beyond spec §5 (whose Italian texts are in `validationMessages`). */
export type AddressMessageKey =
  | 'invalidPostalCode'
  | 'invalidForeignPostalCode'
  | 'postalCodeNotInProvince'
  | 'provinceInvalid'
  | 'regionInvalid'
  | 'invalidPhonePrefix'
  | 'invalidPhone'
  | 'invalidFiscalCode'
  | 'tooLong';

/** `{{example}}` stands for a valid code of the address's country. */
export const addressMessages: Record<Locale, Record<AddressMessageKey, string>> = {
  it: {
    invalidPostalCode: 'Il CAP inserito non è valido',
    invalidForeignPostalCode: 'Il codice postale inserito non è valido (es. {{example}})',
    postalCodeNotInProvince: 'Il CAP inserito non appartiene alla provincia selezionata',
    provinceInvalid: 'Seleziona una provincia tra quelle disponibili',
    regionInvalid: 'Seleziona uno stato o una provincia tra quelli disponibili',
    invalidPhonePrefix: 'Il prefisso inserito non è valido',
    invalidPhone: 'Il numero di telefono inserito non è valido',
    invalidFiscalCode: 'Il codice fiscale inserito non è valido',
    tooLong: 'Il testo inserito è troppo lungo',
  },
  en: {
    invalidPostalCode: 'The postal code entered is not valid',
    invalidForeignPostalCode: 'The postal code entered is not valid (e.g. {{example}})',
    postalCodeNotInProvince: 'The postal code entered is not in the selected province',
    provinceInvalid: 'Please select one of the available provinces',
    regionInvalid: 'Please select one of the available states or provinces',
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

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Which countries an address may be in: `saved` (an account's address book, the 27 EU countries)
 * or `destination` (a checkout address: also the rest of the world's `WORLD_DESTINATION_CODES`).
 */
export type AddressCountries = 'saved' | 'destination';

/** The other fields a field's rule reads: the country for every rule, province and prefix. */
export interface AddressFieldContext {
  country?: unknown;
  province?: unknown;
  phonePrefix?: unknown;
  countries?: AddressCountries;
}

/**
 * Whether `field` is asked for in an address in `country`: the fiscal code only in Italy, the postal
 * code where the country has them. A field not asked for is not checked and is stored empty.
 */
export function isAddressFieldAsked(field: AddressFieldName, country: unknown): boolean {
  if (field === 'fiscalCode') return addressFormat(country).fiscalCode;
  if (field === 'postalCode') return addressFormat(country).postalCode !== null;
  return true;
}

function postalCodeProblem(
  cleaned: string,
  locale: Locale,
  { country, province }: AddressFieldContext,
): string | null {
  const extra = addressMessages[locale];
  const format = addressFormat(country).postalCode;
  if (!format || format.pattern.test(cleaned)) {
    if (country !== 'IT' || typeof province !== 'string') return null;
    const code = cleanAddressField('province', province, country);
    // An unknown province is the province's own problem; a known one must hold the CAP.
    const known = addressFormat(country).regions?.regions.some((region) => region.code === code);
    return !known || capMatchesProvince(cleaned, code) ? null : extra.postalCodeNotInProvince;
  }
  if (country === 'IT') return extra.invalidPostalCode;
  return extra.invalidForeignPostalCode.replace('{{example}}', format.example);
}

function provinceProblem(cleaned: string, locale: Locale, country: unknown): string | null {
  const list = addressFormat(country).regions;
  if (!list || list.regions.some((region) => region.code === cleaned)) return null;
  return addressMessages[locale][list.kind === 'province' ? 'provinceInvalid' : 'regionInvalid'];
}

function phoneNumberProblem(cleaned: string, locale: Locale, prefix: unknown): string | null {
  const extra = addressMessages[locale];
  if (cleaned === '') return validationMessages[locale].phoneRequired;
  if (cleaned.length < PHONE_DIGITS.min || cleaned.length > PHONE_DIGITS.max) {
    return extra.invalidPhone;
  }
  // With a wrong dialling code the prefix field says so; the number is judged against a right one.
  if (typeof prefix !== 'string' || phonePrefixProblem(prefix)) return null;
  const prefixDigits = cleanPhoneDigits(prefix);
  return isPhoneNumberOf(prefixDigits, cleaned) ? null : extra.invalidPhone;
}

function phonePrefixProblem(value: string): boolean {
  const digits = cleanPhoneDigits(value).length;
  return !/^[\s+\d().-]+$/.test(value) || digits < PREFIX_DIGITS.min || digits > PREFIX_DIGITS.max;
}

/**
 * Whether the field may be left empty in an address in `country`: the additional information, a
 * field not asked for there, and the region of a country without a list of them.
 */
function isOptional(field: AddressFieldName, country: unknown): boolean {
  if (field === 'additionalInfo') return true;
  if (field === 'province') return addressFormat(country).regions === null;
  return !isAddressFieldAsked(field, country);
}

/**
 * What is wrong with one field's value, in `locale`, or null. The one rule both the form (through
 * `addressSchema`) and the API (`addressProblem`) apply, so they never disagree. The destination's
 * country decides what else is asked (`addressFormat`): an Italian address needs one of the 107
 * province codes, a CAP of that province and a person's fiscal code checked by its check letter;
 * a US, Canadian or Australian one a state or province from the list; every postal code its
 * country's format. A phone number must be a real number of its dialling code's country.
 */
export function addressFieldProblem(
  field: AddressFieldName,
  value: unknown,
  locale: Locale,
  context: AddressFieldContext = {},
): string | null {
  const { country, countries = 'saved' } = context;
  const messages = validationMessages[locale];
  const extra = addressMessages[locale];
  if (field === 'country') {
    const known = countries === 'saved' ? isAddressCountryCode : isDestinationCountryCode;
    return known(value) ? null : messages.countryInvalid;
  }
  if (!isAddressFieldAsked(field, country)) return null;
  if (isBlank(value)) {
    if (isOptional(field, country)) return null;
    if (field === 'streetNumber') return messages.streetNumberRequired;
    if (field === 'phoneNumber') return messages.phoneRequired;
    return messages.required;
  }
  if (typeof value !== 'string') return messages.required;
  if (value.trim().length > ADDRESS_MAX_LENGTH[field]) return extra.tooLong;
  const cleaned = cleanAddressField(field, value, country);
  switch (field) {
    case 'province':
      return provinceProblem(cleaned, locale, country);
    case 'postalCode':
      return postalCodeProblem(cleaned, locale, context);
    case 'phonePrefix':
      return phonePrefixProblem(value) ? extra.invalidPhonePrefix : null;
    case 'phoneNumber':
      return phoneNumberProblem(cleaned, locale, context.phonePrefix);
    case 'fiscalCode':
      return isItalianFiscalCode(cleaned) ? null : extra.invalidFiscalCode;
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
  const context = {
    country: body.country,
    province: body.province,
    phonePrefix: body.phonePrefix,
    countries,
  };
  for (const field of ADDRESS_FIELD_ORDER) {
    if (partial && !(field in body)) continue;
    const problem = addressFieldProblem(field, body[field], locale, context);
    if (problem) return problem;
  }
  return null;
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
