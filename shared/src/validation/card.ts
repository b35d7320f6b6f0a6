// A payment card's rules, the card form's and the test gateway's tokenizer's alike
// (`CardTokenRequest`).

/** The card number's digits (spaces and dashes typed between groups dropped). */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** 12 to 19 digits whose Luhn sum checks out. */
export function isCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - index));
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or "MMYY", "MM / YY") normalized to "MM/YY", or null. */
export function normalizeExpiry(expiry: string): string | null {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/?\s*(\d{2})\s*$/.exec(expiry);
  return match ? `${match[1]}/${match[2]}` : null;
}

/** A month that has not ended yet, as of `today`. */
export function isCurrentExpiry(expiry: string, today: Date): boolean {
  const normalized = normalizeExpiry(expiry);
  if (!normalized) return false;
  const [month, year] = normalized.split('/').map(Number) as [number, number];
  const fullYear = 2000 + year;
  const thisYear = today.getFullYear();
  return fullYear > thisYear || (fullYear === thisYear && month >= today.getMonth() + 1);
}

export const isCvc = (cvc: string) => /^\d{3,4}$/.test(cvc.trim());
