import { randomBytes } from 'node:crypto';
import { isLocale, type Locale, type PaymentMethodId } from '@shop/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errorBody } from '../../http/error-handling';
import { acceptFormBodies } from '../../http/form-body';
import type { PaymentReturnAddress, SettlePayment } from '../payment-settlement';
import { signatureHeader, verifySignature } from '../signature';
import { gatewayPageHtml } from './gateway-page';
import { TEST_GATEWAY } from './test-gateway';

export const CALLBACK_PATH = '/api/payments/test-gateway/callback';
export const SIGNATURE_HEADER = 'x-gateway-signature';

/** What the gateway's server reports about an attempt. */
export interface GatewayEvent {
  /** Unique per event: a repeated delivery is recognized and changes nothing. */
  eventId: string;
  paymentId: string;
  outcome: 'approved' | 'declined';
}

export interface GatewayRoutesOptions {
  db: Kysely<Database>;
  secret: string;
  settle: SettlePayment;
  returnAddress: PaymentReturnAddress;
}

function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : 'it';
}

function isGatewayEvent(value: unknown): value is GatewayEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.eventId === 'string' &&
    event.eventId.length > 0 &&
    event.eventId.length <= 100 &&
    typeof event.paymentId === 'string' &&
    (event.outcome === 'approved' || event.outcome === 'declined')
  );
}

/**
 * The built-in test gateway's side, served by this API: the page where the shopper approves or
 * declines a wallet or instalment payment, and the signed callback its "server" sends back. The
 * page's decision is delivered to the callback exactly as a provider would deliver it (signed raw
 * JSON over HTTP), and then the browser goes back to the store's success or error page.
 */
export const testGatewayRoutes: FastifyPluginAsync<GatewayRoutesOptions> = async (
  app,
  { db, secret, settle, returnAddress },
) => {
  const findAttempt = (paymentId: string) =>
    db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.id', 'p.status', 'p.method', 'p.amount_cents', 'o.number', 'o.access_token'])
      .where('p.id', '=', paymentId)
      .where('p.provider', '=', TEST_GATEWAY)
      .where('p.method', '!=', 'card')
      .executeTakeFirst();

  // The page and its form (form-urlencoded, as a plain HTML form posts).
  await app.register(async (page) => {
    acceptFormBodies(page);

    page.get<{ Params: { paymentId: string }; Querystring: { lang?: string } }>(
      '/api/payments/test-gateway/pay/:paymentId',
      async (request, reply) => {
        const language = localeOf(request.query.lang);
        const attempt = await findAttempt(request.params.paymentId);
        if (!attempt) return reply.code(404).send(errorBody('Not found'));
        return reply
          .header('Cache-Control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            gatewayPageHtml({
              language,
              paymentId: attempt.id,
              orderNumber: attempt.number,
              amountCents: attempt.amount_cents,
              method: attempt.method as PaymentMethodId,
              pending: attempt.status === 'pending',
            }),
          );
      },
    );

    page.post<{
      Params: { paymentId: string };
      Querystring: { lang?: string };
      Body: Record<string, string> | undefined;
    }>('/api/payments/test-gateway/pay/:paymentId/decision', {}, async (request, reply) => {
      const language = localeOf(request.query.lang);
      const attempt = await findAttempt(request.params.paymentId);
      const decision = request.body?.decision;
      if (!attempt || (decision !== 'approve' && decision !== 'decline')) {
        return reply.code(404).send(errorBody('Not found'));
      }
      const event: GatewayEvent = {
        eventId: `evt_${randomBytes(12).toString('base64url')}`,
        paymentId: attempt.id,
        outcome: decision === 'approve' ? 'approved' : 'declined',
      };
      const raw = JSON.stringify(event);
      const delivered = await app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureHeader(secret, raw),
        },
        payload: raw,
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode }, 'test gateway callback refused');
      }
      const settled = await db
        .selectFrom('payments')
        .select('status')
        .where('id', '=', attempt.id)
        .executeTakeFirstOrThrow();
      const page = settled.status === 'paid' ? 'success' : 'error';
      // As a provider's return address would, it carries the order's access: a guest's success
      // page shows the withdrawal function, and an error page its retry, in any browser.
      const back = returnAddress(
        { number: attempt.number, accessToken: attempt.access_token },
        page,
        language,
      );
      return reply.redirect(back, 303);
    });
  });

  // The callback: the raw body is what the signature covers, so it is parsed only after checking.
  await app.register(async (callback) => {
    callback.removeContentTypeParser('application/json');
    callback.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    callback.post(
      CALLBACK_PATH,
      { config: { crossSite: 'provider-callback' } },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers[SIGNATURE_HEADER];
        const verdict = verifySignature(
          secret,
          typeof signature === 'string' ? signature : undefined,
          raw,
        );
        if (verdict !== 'valid') {
          request.log.warn({ verdict }, 'test gateway callback refused: signature');
          return reply.code(400).send(errorBody(`signature ${verdict}`));
        }
        let event: unknown;
        try {
          event = JSON.parse(raw);
        } catch {
          return reply.code(400).send(errorBody('malformed body'));
        }
        if (!isGatewayEvent(event)) return reply.code(400).send(errorBody('malformed event'));
        // Recording the event and applying it commit together: a failure leaves neither, and the
        // provider's next delivery is applied then.
        const applied = await db.transaction().execute(async (trx) => {
          const fresh = await trx
            .insertInto('payment_events')
            .values({
              provider: TEST_GATEWAY,
              event_id: event.eventId,
              payment_id: event.paymentId,
            })
            .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
            .returning('event_id')
            .executeTakeFirst();
          if (!fresh) return false;
          // Only a pending attempt moves: a late or contrary event after the outcome changes nothing.
          return settle(
            trx,
            event.paymentId,
            event.outcome === 'approved'
              ? { status: 'paid' }
              : { status: 'failed', reason: 'declined-on-gateway' },
          );
        });
        return reply.send({ received: true, applied });
      },
    );
  });
};
