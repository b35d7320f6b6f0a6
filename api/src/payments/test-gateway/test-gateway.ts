import type { PaymentMethodId } from '@shop/shared/contracts';
import type { PaymentProvider, PaymentStart, RefundOutcome } from '../payment-provider';
import { readCardToken } from './card-tokens';

export const TEST_GATEWAY = 'test-gateway';

/** The methods paid on the gateway's own page (wallets and instalments). */
export const REDIRECT_METHODS: readonly PaymentMethodId[] = ['paypal', 'satispay', 'instalments'];

/** The gateway's page for an attempt, served by this API under the shopper's store. */
export function gatewayPageUrl(storeOrigin: string, paymentId: string, language: string): string {
  const url = new URL(
    `/api/payments/test-gateway/pay/${encodeURIComponent(paymentId)}`,
    storeOrigin,
  );
  url.searchParams.set('lang', language);
  return url.href;
}

/** The references of its charges: one of a card whose refunds it refuses is marked so. */
const CHARGE = 'tg_ch_';
const CHARGE_NOT_REFUNDABLE = 'tg_chnr_';

/**
 * The built-in test gateway, the embedded default: cards by token (`TEST_CARDS` pay or are
 * declined at once), wallets and instalments on its own page (Approve / Decline), which reports
 * back through the same signed callback a real provider's server would send. Refunds succeed at
 * once, but for the test card whose refunds fail (`TEST_CARDS`), so a refusal can be seen.
 */
export function createTestGateway(secret: string): PaymentProvider {
  return {
    name: TEST_GATEWAY,
    methods: ['card', ...REDIRECT_METHODS],
    async start(request): Promise<PaymentStart> {
      if (request.method === 'card') {
        const card = request.cardToken ? readCardToken(secret, request.cardToken) : null;
        if (!card) return { status: 'failed', reason: 'invalid-card-token' };
        if (card.outcome === 'declined') {
          return {
            status: 'failed',
            reason: 'card-declined',
            reference: `${CHARGE}${request.paymentId}`,
          };
        }
        const charge = card.outcome === 'succeeds' ? CHARGE : CHARGE_NOT_REFUNDABLE;
        return { status: 'paid', reference: `${charge}${request.paymentId}` };
      }
      return {
        status: 'redirect',
        url: gatewayPageUrl(request.storeOrigin, request.paymentId, request.language),
        reference: `tg_rd_${request.paymentId}`,
      };
    },
    async refund(request): Promise<RefundOutcome> {
      if (request.paymentReference.startsWith(CHARGE_NOT_REFUNDABLE)) {
        return { status: 'refused', reason: 'charge-not-refundable' };
      }
      return { status: 'succeeded', reference: `tg_re_${request.refundId}_${request.attempt}` };
    },
  };
}
