import Stripe from 'stripe';
import type { PaymentProvider, PaymentStart, RefundOutcome } from '../payment-provider';

export const STRIPE = 'stripe';

/** The Stripe client of the shop's secret key (tests hand their own, with a local HTTP client). */
export function createStripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
}

/**
 * Card payments through Stripe's PaymentIntents (the official SDK): the page collects the card
 * with Stripe's own fields and sends the PaymentMethod id (`pm_…`) as `cardToken`; the intent is
 * created and confirmed at once, with our attempt's id as Stripe's idempotency key (a retried call
 * never charges twice). Succeeded pays; a card error fails; a card that needs the bank's
 * authentication (3-D Secure) redirects there and the webhook settles the attempt afterwards.
 * Refunds go through Stripe's Refunds API on the payment's intent, with our refund's id and try as
 * the idempotency key.
 */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: STRIPE,
    methods: ['card'],
    async start(request): Promise<PaymentStart> {
      if (!request.cardToken) return { status: 'failed', reason: 'missing-payment-method' };
      const returnUrl = new URL(
        `${request.language === 'it' ? '' : '/en'}/checkout/success/${encodeURIComponent(request.orderNumber)}`,
        request.storeOrigin,
      ).href;
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'eur',
            payment_method: request.cardToken,
            allowed_payment_method_types: ['card'],
            confirm: true,
            receipt_email: request.email,
            description: `Order ${request.orderNumber}`,
            metadata: { paymentId: request.paymentId, orderNumber: request.orderNumber },
            return_url: returnUrl,
          },
          { idempotencyKey: request.paymentId },
        );
        if (intent.status === 'succeeded') return { status: 'paid', reference: intent.id };
        const redirect = intent.next_action?.redirect_to_url?.url;
        if (intent.status === 'requires_action' && redirect) {
          return { status: 'redirect', url: redirect, reference: intent.id };
        }
        // Still processing at the bank: the shopper waits on the order's page, which shows the
        // payment pending until the webhook settles it.
        if (intent.status === 'processing') {
          return { status: 'redirect', url: returnUrl, reference: intent.id };
        }
        return { status: 'failed', reason: `intent ${intent.status}`, reference: intent.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: 'failed', reason: error.code ?? 'card_declined' };
        }
        throw error;
      }
    },
    async refund(request): Promise<RefundOutcome> {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.paymentReference,
            amount: request.amountCents,
            metadata: {
              refundId: request.refundId,
              attempt: String(request.attempt),
              orderNumber: request.orderNumber,
            },
          },
          { idempotencyKey: `refund-${request.refundId}-${request.attempt}` },
        );
        if (refund.status === 'succeeded') return { status: 'succeeded', reference: refund.id };
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return {
            status: 'refused',
            reason: refund.failure_reason ?? refund.status,
            reference: refund.id,
          };
        }
        return { status: 'pending', reference: refund.id };
      } catch (error) {
        // Stripe's word that it will not (already refunded, more than was paid…): a refusal the
        // operator sees; anything else (network, Stripe down) leaves the refund to be asked again.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { status: 'refused', reason: error.code ?? error.message };
        }
        throw error;
      }
    },
  };
}
