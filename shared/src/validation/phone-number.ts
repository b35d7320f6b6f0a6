// The "min" metadata build: lengths and leading digits of every country's numbers (about 80 KB
// less than the full build), enough to refuse "0000000" or a German number one digit short.
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

let callingCodes: ReadonlySet<string> | undefined;

/**
 * Whether `digits` ("39") is a country's international dialling code. The parser throws on any
 * other, which a shopper typing "+393…" into the dialling code's field passes through.
 */
export function isCallingCode(digits: string): boolean {
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes.has(digits);
}

/**
 * Whether a phone number, as digits (a landline's leading 0 kept), is a number of the country
 * whose international dialling code is `prefixDigits` ("39"). A national trunk prefix typed in
 * front ("030 …" in Germany) is understood.
 */
export function isPhoneNumberOf(prefixDigits: string, numberDigits: string): boolean {
  if (!isCallingCode(prefixDigits)) return false;
  const phone = parsePhoneNumberFromString(numberDigits, { defaultCallingCode: prefixDigits });
  return phone?.isValid() === true && phone.countryCallingCode === prefixDigits;
}

/**
 * `text` as E.164 ("+390287341200") when it is a phone number of some country, or null: written
 * internationally ("+44 20 7946 0958") or, without a "+", Italian. Spaces, dots, dashes and
 * brackets are allowed as people write them.
 */
export function phoneNumberE164(text: string): string | null {
  if (!/^\+?[\d\s().-]{4,30}$/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, { defaultCallingCode: '39' });
  return phone?.isValid() === true ? phone.number : null;
}
