import { isCheckoutStepsState } from '@shop/shared';
import { CHECKOUT_STEPS, checkoutStepsState } from './checkout-steps';

const italian = {
  cart: 'Carrello',
  'personal-info': 'Dati personali',
  shipping: 'Spedizione',
  payment: 'Pagamento',
  review: 'Riepilogo',
} as const;
const label = (id: keyof typeof italian) => italian[id];

describe('checkoutStepsState', () => {
  it('lists the five steps of spec §4 in order', () => {
    expect(CHECKOUT_STEPS.map((step) => step.id)).toEqual([
      'cart',
      'personal-info',
      'shipping',
      'payment',
      'review',
    ]);
  });

  it('has no previous step on the cart and the personal info next', () => {
    expect(checkoutStepsState('cart', 'it', label)).toEqual({
      steps: ['Carrello', 'Dati personali', 'Spedizione', 'Pagamento', 'Riepilogo'],
      currentStep: 0,
      prevStep: '',
      prevStepLabel: '',
      nextStep: '/checkout',
      nextStepLabel: 'Dati personali',
    });
  });

  it('gives the neighbours of a middle step with the locale prefix', () => {
    expect(checkoutStepsState('payment', 'en', label)).toMatchObject({
      currentStep: 3,
      prevStep: '/en/checkout/payment',
      prevStepLabel: 'Spedizione',
      nextStep: '/en/checkout/review',
      nextStepLabel: 'Riepilogo',
    });
  });

  it('has no next step on the review', () => {
    expect(checkoutStepsState('review', 'it', label)).toMatchObject({
      currentStep: 4,
      prevStep: '/checkout/payment',
      nextStep: '',
      nextStepLabel: '',
    });
  });

  it('always has the shape the bus contract promises', () => {
    for (const step of CHECKOUT_STEPS) {
      for (const locale of ['it', 'en'] as const) {
        expect(isCheckoutStepsState(checkoutStepsState(step.id, locale, label))).toBe(true);
      }
    }
  });
});
