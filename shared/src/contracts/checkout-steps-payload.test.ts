import { isCheckoutStepsState } from './payload-guards';
import type { CheckoutStepsState } from './events';

const payment: CheckoutStepsState = {
  steps: ['Carrello', 'Dati personali', 'Spedizione', 'Pagamento', 'Riepilogo'],
  currentStep: 3,
  prevStep: '/checkout',
  prevStepLabel: 'Spedizione',
  nextStep: '/checkout/review',
  nextStepLabel: 'Riepilogo',
};

describe('isCheckoutStepsState', () => {
  it('accepts the state of a step, with or without neighbours', () => {
    expect(isCheckoutStepsState(payment)).toBe(true);
    expect(
      isCheckoutStepsState({ ...payment, currentStep: 0, prevStep: '', prevStepLabel: '' }),
    ).toBe(true);
    expect(isCheckoutStepsState({ ...payment, nextStep: '/en/checkout/review' })).toBe(true);
  });

  it.each([
    ['no object', 'step 3'],
    ['null', null],
    ['no steps', { ...payment, steps: [] }],
    ['a step that is not text', { ...payment, steps: ['Carrello', 2] }],
    ['a step beyond the list', { ...payment, currentStep: 5 }],
    ['a negative step', { ...payment, currentStep: -1 }],
    ['a fractional step', { ...payment, currentStep: 1.5 }],
    ['a step as text', { ...payment, currentStep: '3' }],
    ['a previous step off the shop', { ...payment, prevStep: '//evil.example' }],
    ['a next step off the shop', { ...payment, nextStep: 'https://evil.example/pay' }],
    ['a script as next step', { ...payment, nextStep: 'javascript:alert(1)' }],
    ['a missing label', { ...payment, prevStepLabel: undefined }],
  ])('refuses %s', (_what, value) => {
    expect(isCheckoutStepsState(value)).toBe(false);
  });
});
