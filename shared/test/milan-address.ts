import type { CheckoutAddress } from '../src/contracts';

/**
 * The Italian address the tests of every package use: valid as the API stores it, with a fiscal
 * code whose check letter is right. A test that needs another value spreads it over this one.
 */
export const milanAddress: CheckoutAddress = {
  name: 'Giulia',
  lastName: 'Bianchi',
  streetAddress: 'Via della Spiga',
  streetNumber: '12',
  additionalInfo: '',
  province: 'MI',
  country: 'IT',
  city: 'Milano',
  postalCode: '20121',
  phonePrefix: '+39',
  phoneNumber: '3331234567',
  fiscalCode: 'BNCGLI90C47F205C',
};
