import type { CheckoutConfig } from '../config';
import type { PaymentProviders } from './payment-provider';
import { createTestGateway } from './test-gateway/test-gateway';

/**
 * The provider of each method, by configuration: the built-in test gateway takes every method
 * but bank transfer unless a real provider is chosen for the methods it supports.
 */
export function createPaymentProviders(checkout: CheckoutConfig): PaymentProviders {
  const gateway = createTestGateway(checkout.gatewaySecret);
  const providers: PaymentProviders = {};
  for (const method of gateway.methods) providers[method] = gateway;
  return providers;
}
