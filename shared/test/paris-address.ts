import type { CheckoutAddress } from '../src/contracts';
import { milanAddress } from './milan-address';

/** A French address, valid in the address book and at checkout: no province, no fiscal code. */
export const parisAddress: CheckoutAddress = {
  ...milanAddress,
  country: 'FR',
  province: '',
  city: 'Paris',
  postalCode: '75001',
  phonePrefix: '+33',
  phoneNumber: '142603000',
  fiscalCode: '',
};
