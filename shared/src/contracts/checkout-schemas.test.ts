import { milanAddress } from '../../test/milan-address';
import { parisAddress } from '../../test/paris-address';
import { checkContract, contractFieldMessages } from '../validation/contract-problems';
import { CardTokenRequest, PlaceOrderRequest } from './schemas';

const order = {
  email: ' giulia@example.it ',
  shippingAddress: { ...milanAddress, phoneNumber: '333 123 4567' },
  billingAddress: null,
  shippingMethodId: 'courier',
  paymentMethodId: 'bank-transfer',
  totalCents: 12_900,
  language: 'it',
};

const business = { companyName: 'Sartoria Srl', vatNumber: '076 4352 0567', sdiCode: 'm5uxcr1' };

describe('PlaceOrderRequest', () => {
  it('answers the order as stored: trimmed e-mail, cleaned addresses and invoice', () => {
    const checked = checkContract(PlaceOrderRequest, { ...order, invoice: business });

    expect(checked).toEqual({
      ok: true,
      output: expect.objectContaining({
        email: 'giulia@example.it',
        shippingAddress: milanAddress,
        invoice: { companyName: 'Sartoria Srl', vatNumber: '07643520567', sdiCode: 'M5UXCR1' },
      }),
    });
  });

  it('judges the invoice by the billing address’s country, and says where', () => {
    const atelier = { companyName: 'Atelier SARL', vatNumber: 'FR40303265045' };

    expect(
      checkContract(PlaceOrderRequest, {
        ...order,
        billingAddress: parisAddress,
        invoice: atelier,
      }),
    ).toMatchObject({ ok: true });
    expect(checkContract(PlaceOrderRequest, { ...order, invoice: atelier })).toEqual({
      ok: false,
      problem: { field: 'invoice.vatNumber', rule: 'invalidVatNumber' },
    });
  });

  it('refuses an SDI code and a PEC address together, as the form does', () => {
    const both = { ...business, pec: 'fatture@pec.sartoria.it' };

    expect(checkContract(PlaceOrderRequest, { ...order, invoice: both })).toEqual({
      ok: false,
      problem: { field: 'invoice.pec', rule: 'sdiOrPecNotBoth' },
    });
  });
});

describe('CardTokenRequest', () => {
  const card = { number: '4242-4242 4242 4242', expiry: '1240', cvc: '123', holder: 'Giulia' };

  it('answers the number’s digits and the expiry as MM/YY', () => {
    expect(checkContract(CardTokenRequest, card)).toEqual({
      ok: true,
      output: { number: '4242424242424242', expiry: '12/40', cvc: '123', holder: 'Giulia' },
    });
  });

  it('tells a malformed expiry from a card that has expired', () => {
    const messages = (expiry: string) =>
      contractFieldMessages(CardTokenRequest, { ...card, expiry }, 'en').get('expiry');

    expect(messages('13/40')).toBe('The expiry date is not valid');
    expect(messages('01/20')).toBe('The card has expired');
  });
});
