import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../db/schema';
import { errorBody } from '../../http/error-handling';
import type { RefundOutcome } from '../payment-provider';
import type { PaymentOutcome, SettlePayment, SettleRefund } from '../payment-settlement';
import { STRIPE } from './stripe-provider';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

export interface StripeWebhookOptions {
  db: Kysely<Database>;
  stripe: Stripe;
  webhookSecret: string;
  settle: SettlePayment;
  settleRefund: SettleRefund;
}

/** What an event says about one of our attempts, or null for events we do not act on. */
function outcomeOf(event: Stripe.Event): { paymentId: string; outcome: PaymentOutcome } | null {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
    return null;
  }
  const intent = event.data.object;
  const paymentId = intent.metadata.paymentId;
  if (!paymentId) return null;
  return event.type === 'payment_intent.succeeded'
    ? { paymentId, outcome: { status: 'paid', reference: intent.id } }
    : {
        paymentId,
        outcome: {
          status: 'failed',
          reason: intent.last_payment_error?.code ?? 'payment_failed',
          reference: intent.id,
        },
      };
}

/** What an event says about a try of one of our refunds, or null. */
function refundOutcomeOf(
  event: Stripe.Event,
): { refundId: string; attempt: number; outcome: RefundOutcome } | null {
  if (event.type !== 'refund.updated' && event.type !== 'refund.failed') return null;
  const refund = event.data.object;
  const refundId = refund.metadata?.refundId;
  const attempt = Number(refund.metadata?.attempt);
  if (!refundId || !Number.isInteger(attempt)) return null;
  if (refund.status === 'succeeded') {
    return { refundId, attempt, outcome: { status: 'succeeded', reference: refund.id } };
  }
  if (refund.status === 'failed' || refund.status === 'canceled') {
    const reason = refund.failure_reason ?? refund.status;
    return { refundId, attempt, outcome: { status: 'refused', reason, reference: refund.id } };
  }
  return null;
}

/**
 * Stripe's webhook: the SDK checks the `Stripe-Signature` header against the raw body and the
 * endpoint's secret (HMAC-SHA256, 5 minutes of tolerance); an event id already recorded changes
 * nothing, and only a pending attempt moves, as for the test gateway's callback. A refund Stripe
 * answered pending is settled by its `refund.updated` (or `refund.failed`) event.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (
  app,
  { db, stripe, webhookSecret, settle, settleRefund },
) => {
  // The signature covers the raw text: this route keeps it instead of the shop's JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    STRIPE_WEBHOOK_PATH,
    { config: { crossSite: 'provider-callback' } },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          raw,
          typeof signature === 'string' ? signature : '',
          webhookSecret,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook refused: signature');
        return reply.code(400).send(errorBody('signature refused'));
      }
      const found = outcomeOf(event);
      const refund = refundOutcomeOf(event);
      const applied = await db.transaction().execute(async (trx) => {
        const fresh = await trx
          .insertInto('payment_events')
          .values({ provider: STRIPE, event_id: event.id, payment_id: found?.paymentId ?? null })
          .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!fresh) return false;
        if (refund) return settleRefund(trx, refund.refundId, refund.attempt, refund.outcome);
        if (!found) return false;
        return settle(trx, found.paymentId, found.outcome);
      });
      return reply.send({ received: true, applied });
    },
  );
};
