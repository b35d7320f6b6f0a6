// The "min" metadata build: lengths and leading digits of every country's numbers (about 80 KB
// less than the full build), enough to refuse "0000000" or a German number one digit short.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Whether a phone number, as digits (a landline's leading 0 kept), is a number of the country
 * whose international dialling code is `prefixDigits` ("39"). A national trunk prefix typed in
 * front ("030 …" in Germany) is understood.
 */
export function isPhoneNumberOf(prefixDigits: string, numberDigits: string): boolean {
  const phone = parsePhoneNumberFromString(numberDigits, { defaultCallingCode: prefixDigits });
  return phone?.isValid() === true && phone.countryCallingCode === prefixDigits;
}
