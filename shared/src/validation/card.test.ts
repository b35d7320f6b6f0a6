import { isCardNumber, isCurrentExpiry, normalizeExpiry } from './card';

describe('card rules', () => {
  it('takes a card number with a right Luhn digit, spaces or dashes between groups', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('5555-5555-5555-4444')).toBe(true);
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumber('4242')).toBe(false);
  });

  it('reads an expiry typed as MM/YY or MMYY and refuses a month that has ended', () => {
    expect(normalizeExpiry('1240')).toBe('12/40');
    expect(normalizeExpiry(' 03 / 27 ')).toBe('03/27');
    expect(normalizeExpiry('13/27')).toBeNull();
    const today = new Date(2026, 10, 22);
    expect(isCurrentExpiry('11/26', today)).toBe(true);
    expect(isCurrentExpiry('10/26', today)).toBe(false);
  });
});
