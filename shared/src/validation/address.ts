import type { Locale } from '../contracts/locale';
import { addressFormat } from '../countries/address-formats';
import { isAddressCountryCode, isDestinationCountryCode } from '../countries/countries';
import { capMatchesProvince } from '../countries/italian-provinces';
import { isItalianFiscalCode } from './italian-tax-codes';
import {
  ADDRESS_MAX_LENGTH,
  cleanAddressField,
  cleanPhoneDigits,
  isAddressFieldAsked,
  type AddressCountries,
  type AddressFieldName,
  ADDRESS_FIELD_ORDER,
} from './address-fields';
import { validationMessages } from './messages';
import { isCallingCode, isPhoneNumberOf } from './phone-number';

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

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The other fields a field's rule reads: the country for every rule, province and prefix. */
export interface AddressFieldContext {
  country?: unknown;
  province?: unknown;
  phonePrefix?: unknown;
  countries?: AddressCountries;
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
  const digits = cleanPhoneDigits(value);
  if (!/^[\s+\d().-]+$/.test(value)) return true;
  if (digits.length < PREFIX_DIGITS.min || digits.length > PREFIX_DIGITS.max) return true;
  return !isCallingCode(digits);
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
