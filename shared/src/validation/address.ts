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
import { ruleMessage } from './contract-problems';
import type { RuleMessageKey } from './rule-messages';
import { isCallingCode, isPhoneNumberOf } from './phone-number';

/** Digits of a phone number (ITU-T E.164 allows at most 15) and of a dialling code. */
const PHONE_DIGITS = { min: 4, max: 15 };
const PREFIX_DIGITS = { min: 1, max: 4 };

/** A rule an address field broke: its message's key and, for a postal code, a valid example. */
export interface AddressRuleFailure {
  rule: RuleMessageKey;
  /** A valid value of the address's country, which the message shows ("es. 75001"). */
  example?: string;
}

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
  { country, province }: AddressFieldContext,
): AddressRuleFailure | null {
  const format = addressFormat(country).postalCode;
  if (!format || format.pattern.test(cleaned)) {
    if (country !== 'IT' || typeof province !== 'string') return null;
    const code = cleanAddressField('province', province, country);
    // An unknown province is the province's own problem; a known one must hold the CAP.
    const known = addressFormat(country).regions?.regions.some((region) => region.code === code);
    return !known || capMatchesProvince(cleaned, code) ? null : { rule: 'postalCodeNotInProvince' };
  }
  if (country === 'IT') return { rule: 'invalidPostalCode' };
  return { rule: 'invalidForeignPostalCode', example: format.example };
}

function provinceProblem(cleaned: string, country: unknown): AddressRuleFailure | null {
  const list = addressFormat(country).regions;
  if (!list || list.regions.some((region) => region.code === cleaned)) return null;
  return { rule: list.kind === 'province' ? 'provinceInvalid' : 'regionInvalid' };
}

function phoneNumberProblem(cleaned: string, prefix: unknown): AddressRuleFailure | null {
  if (cleaned === '') return { rule: 'phoneRequired' };
  if (cleaned.length < PHONE_DIGITS.min || cleaned.length > PHONE_DIGITS.max) {
    return { rule: 'invalidPhone' };
  }
  // With a wrong dialling code the prefix field says so; the number is judged against a right one.
  if (typeof prefix !== 'string' || phonePrefixProblem(prefix)) return null;
  const prefixDigits = cleanPhoneDigits(prefix);
  return isPhoneNumberOf(prefixDigits, cleaned) ? null : { rule: 'invalidPhone' };
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
 * The rule one field's value breaks, or null. The one rule both the form and the API apply (through
 * the address contracts of `@shop/shared/contracts/schemas`), so they never disagree. The
 * destination's country decides what else is asked (`addressFormat`): an Italian address needs one
 * of the 107 province codes, a CAP of that province and a person's fiscal code checked by its check
 * letter; a US, Canadian or Australian one a state or province from the list; every postal code its
 * country's format. A phone number must be a real number of its dialling code's country.
 */
export function addressFieldRule(
  field: AddressFieldName,
  value: unknown,
  context: AddressFieldContext = {},
): AddressRuleFailure | null {
  const { country, countries = 'saved' } = context;
  if (field === 'country') {
    const known = countries === 'saved' ? isAddressCountryCode : isDestinationCountryCode;
    return known(value) ? null : { rule: 'countryInvalid' };
  }
  if (!isAddressFieldAsked(field, country)) return null;
  if (isBlank(value)) {
    if (isOptional(field, country)) return null;
    if (field === 'streetNumber') return { rule: 'streetNumberRequired' };
    if (field === 'phoneNumber') return { rule: 'phoneRequired' };
    return { rule: 'required' };
  }
  if (typeof value !== 'string') return { rule: 'required' };
  if (value.trim().length > ADDRESS_MAX_LENGTH[field]) return { rule: 'tooLong' };
  const cleaned = cleanAddressField(field, value, country);
  switch (field) {
    case 'province':
      return provinceProblem(cleaned, country);
    case 'postalCode':
      return postalCodeProblem(cleaned, context);
    case 'phonePrefix':
      return phonePrefixProblem(value) ? { rule: 'invalidPhonePrefix' } : null;
    case 'phoneNumber':
      return phoneNumberProblem(cleaned, context.phonePrefix);
    case 'fiscalCode':
      return isItalianFiscalCode(cleaned) ? null : { rule: 'invalidFiscalCode' };
    default:
      return null;
  }
}

/** `addressFieldRule`'s failure as spec §5 says it in `locale`, or null. */
export function addressFieldProblem(
  field: AddressFieldName,
  value: unknown,
  locale: Locale,
  context: AddressFieldContext = {},
): string | null {
  const failure = addressFieldRule(field, value, context);
  return failure && ruleMessage(failure.rule, locale, failure.example);
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
