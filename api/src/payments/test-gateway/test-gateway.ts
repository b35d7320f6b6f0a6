import type { PaymentMethodId } from '@shop/shared/contracts';
import type { PaymentProvider, PaymentStart } from '../payment-provider';
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

/**
 * The built-in test gateway, the embedded default: cards by token (`TEST_CARDS` pay or are
 * declined at once), wallets and instalments on its own page (Approve / Decline), which reports
 * back through the same signed callback a real provider's server would send.
 */
export function createTestGateway(secret: string): PaymentProvider {
  return {
    name: TEST_GATEWAY,
    methods: ['card', ...REDIRECT_METHODS],
    async start(request): Promise<PaymentStart> {
      if (request.method === 'card') {
        const card = request.cardToken ? readCardToken(secret, request.cardToken) : null;
        if (!card) return { status: 'failed', reason: 'invalid-card-token' };
        const reference = `tg_ch_${request.paymentId}`;
        return card.outcome === 'succeeds'
          ? { status: 'paid', reference }
          : { status: 'failed', reason: 'card-declined', reference };
      }
      return {
        status: 'redirect',
        url: gatewayPageUrl(request.storeOrigin, request.paymentId, request.language),
        reference: `tg_rd_${request.paymentId}`,
      };
    },
  };
}
