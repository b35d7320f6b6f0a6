// The payments' public face: providers, their methods and their callbacks. Payments know nothing
// of orders: what an outcome does to an order comes in as `SettlePayment` (lint enforces it).
export { paymentMethodLabel, paymentMethodsFor } from './payment-methods';
export type {
  PaymentProvider,
  PaymentProviders,
  PaymentStart,
  RefundOutcome,
} from './payment-provider';
export { createPaymentProviders } from './payment-providers';
export type {
  PaymentOutcome,
  PaymentReturnAddress,
  SettlePayment,
  SettleRefund,
} from './payment-settlement';
export { signatureHeader } from './signature';
export { createStripeClient } from './stripe/stripe-provider';
export { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe/stripe-webhook-routes';
export { cardProblem, issueCardToken, readCardToken, TEST_CARDS } from './test-gateway/card-tokens';
export { CALLBACK_PATH, testGatewayRoutes } from './test-gateway/gateway-routes';
export { TEST_GATEWAY } from './test-gateway/test-gateway';
