import type Stripe from 'stripe';
import type { CheckoutConfig } from '../config';
import type { PaymentProviders } from './payment-provider';
import { createStripeProvider } from './stripe/stripe-provider';
import { createTestGateway } from './test-gateway/test-gateway';

/**
 * The provider of each method, by configuration: the built-in test gateway takes every method
 * but bank transfer unless a real provider is chosen for the methods it supports.
 */
export function createPaymentProviders(
  checkout: CheckoutConfig,
  stripe: Stripe | null,
): PaymentProviders {
  const gateway = createTestGateway(checkout.gatewaySecret);
  const providers: PaymentProviders = {};
  for (const method of gateway.methods) providers[method] = gateway;
  if (checkout.paymentProvider === 'stripe' && stripe) {
    const real = createStripeProvider(stripe);
    for (const method of real.methods) providers[method] = real;
  }
  return providers;
}
