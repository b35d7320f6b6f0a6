import { parseShopPath } from '../routing/safe-path';
import type { CheckoutStepsState } from './events';

const isString = (value: unknown): value is string => typeof value === 'string';

/** "" (no such step) or a path on the shop. */
const isStepPath = (value: unknown): value is string =>
  value === '' || parseShopPath(value) !== null;

/**
 * Whether an untrusted value (another team's code, another copy of this contract) has the shape
 * of `CheckoutStepsState`: labels as strings, a current step inside the list, step paths on the
 * shop.
 */
export function isCheckoutStepsState(value: unknown): value is CheckoutStepsState {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const state = value as Record<string, unknown>;
  const { steps, currentStep } = state;
  return (
    Array.isArray(steps) &&
    steps.length > 0 &&
    steps.every(isString) &&
    typeof currentStep === 'number' &&
    Number.isInteger(currentStep) &&
    currentStep >= 0 &&
    currentStep < steps.length &&
    isStepPath(state.prevStep) &&
    isString(state.prevStepLabel) &&
    isStepPath(state.nextStep) &&
    isString(state.nextStepLabel)
  );
}
