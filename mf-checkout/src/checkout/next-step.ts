import type { Locale, PlaceOrderResponse } from '@shop/shared';
import { checkoutPath } from './checkout-paths';

export interface NextStepActions {
  /** Moves within the shop (react-router's navigate). */
  navigate: (path: string) => void;
  /** Leaves for the payment provider's page. */
  assign: (url: string) => void;
}

/**
 * Follows the answer of placing an order or retrying its payment (`PaymentNextStep`): paid or
 * awaiting a transfer → the success page; a provider's page → the browser goes there; failed →
 * the error page, where the shopper may retry.
 */
export function followNextStep(
  { orderId, accessToken, next }: PlaceOrderResponse,
  locale: Locale,
  { navigate, assign }: NextStepActions,
): void {
  switch (next.kind) {
    case 'paid':
    case 'awaiting-transfer':
      navigate(checkoutPath('checkout-success', locale, { orderId, accessToken }));
      return;
    case 'redirect':
      assign(next.url);
      return;
    case 'failed':
      navigate(checkoutPath('checkout-error', locale, { orderId, accessToken }));
      return;
  }
}

/** The real browser's way to leave for another site; looked up when called, never at import. */
export const assignLocation = (url: string) => window.location.assign(url);
