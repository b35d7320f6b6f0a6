import { routeById, routePath, type CheckoutStepsState, type Locale } from '@shop/shared';

/** The checkout's steps in order (spec §4) and the page each one is on. */
export const CHECKOUT_STEPS = [
  { id: 'cart', routeId: 'cart' },
  { id: 'personal-info', routeId: 'checkout' },
  // Shipping and payment methods are chosen on the same page (spec §2: /checkout/payment).
  { id: 'shipping', routeId: 'checkout-payment' },
  { id: 'payment', routeId: 'checkout-payment' },
  { id: 'review', routeId: 'checkout-review' },
] as const;

export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]['id'];

/**
 * What `checkout:steps` says while the shopper is on `stepId` in `locale`: the labels from
 * `label`, the neighbours' paths with the locale prefix.
 */
export function checkoutStepsState(
  stepId: CheckoutStepId,
  locale: Locale,
  label: (id: CheckoutStepId) => string,
): CheckoutStepsState {
  const currentStep = CHECKOUT_STEPS.findIndex((step) => step.id === stepId);
  const pathOf = (index: number) => {
    const step = CHECKOUT_STEPS[index];
    return step ? (routePath(routeById(step.routeId), locale) ?? '') : '';
  };
  const labelOf = (index: number) => {
    const step = CHECKOUT_STEPS[index];
    return step ? label(step.id) : '';
  };
  return {
    steps: CHECKOUT_STEPS.map((step) => label(step.id)),
    currentStep,
    prevStep: pathOf(currentStep - 1),
    prevStepLabel: labelOf(currentStep - 1),
    nextStep: pathOf(currentStep + 1),
    nextStepLabel: labelOf(currentStep + 1),
  };
}
