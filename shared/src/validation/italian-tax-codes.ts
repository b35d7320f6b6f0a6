/**
 * Italian tax identifiers, checked by format and check character: the fiscal code (codice
 * fiscale) of a person and the VAT number (partita IVA) of a business, and the recipient code
 * (codice destinatario SDI) of the electronic invoice. Pure functions, no yup: the checkout's
 * form and the API apply the same ones.
 */

/**
 * A person's fiscal code: surname (3 letters), name (3), year (2 digits), month (A B C D E H L M
 * P R S T), day (2 digits, plus 40 for women), the place (a letter and 3 digits) and the check
 * letter. A code given again to a namesake ("omocodia") has some of its 7 digits replaced by the
 * letters L M N P Q R S T U V, in place.
 */
const FISCAL_CODE_FORMAT =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** What a character at an odd position (1st, 3rd, …) is worth: 0-9 as A-J, then K-Z. */
const ODD_POSITION_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

/** 0-9 count as A-J (0-9) at any position. */
const indexOf = (char: string) => (/[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 65);

/** The check letter of the first 15 characters of a fiscal code (upper case). */
export function fiscalCodeCheckLetter(first15: string): string {
  let sum = 0;
  for (let position = 0; position < 15; position += 1) {
    const value = indexOf(first15.charAt(position));
    sum += position % 2 === 0 ? (ODD_POSITION_VALUES[value] ?? 0) : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** The day digits of a fiscal code with the omocodia letters read back as digits. */
const OMOCODIA_DIGITS = 'LMNPQRSTUV';
const digitOf = (char: string) => {
  const index = OMOCODIA_DIGITS.indexOf(char);
  return index >= 0 ? String(index) : char;
};

/**
 * Whether `value` (any case, spaces ignored) is a person's Italian fiscal code: its format, a
 * day that exists in some month (1-31, or 41-71 for women) and its check letter.
 */
export function isItalianFiscalCode(value: string): boolean {
  const code = value.replace(/\s+/g, '').toUpperCase();
  if (!FISCAL_CODE_FORMAT.test(code)) return false;
  const day = Number(digitOf(code.charAt(9)) + digitOf(code.charAt(10)));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return fiscalCodeCheckLetter(code) === code.charAt(15);
}

/**
 * Whether `value` (spaces ignored, an "IT" in front allowed) is an Italian VAT number: 11 digits,
 * the last being the check digit (the Luhn sum of the first 10).
 */
export function isItalianVatNumber(value: string): boolean {
  const digits = value.replace(/\s+/g, '').toUpperCase().replace(/^IT/, '');
  if (!/^\d{11}$/.test(digits) || /^0{11}$/.test(digits)) return false;
  let sum = 0;
  for (let position = 0; position < 10; position += 1) {
    let digit = Number(digits.charAt(position));
    if (position % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(digits.charAt(10));
}

/** The SDI recipient code of a business's electronic invoices: 7 letters or digits. */
export const SDI_CODE_PATTERN = /^[A-Z0-9]{7}$/;

export function isSdiCode(value: string): boolean {
  return SDI_CODE_PATTERN.test(value.replace(/\s+/g, '').toUpperCase());
}
