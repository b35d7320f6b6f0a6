import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { errorBody } from '../../http/error-handling';
import { requireOperator } from '../../http/operator-auth';
import { settleInTransaction, type SettleContext } from './settle-payment';

/**
 * For operators, behind the operator token: `POST /api/operator/orders/{orderId}/transfer-received`
 * records that an order's bank transfer arrived. The order is confirmed and paid, its stock stays
 * taken, and the confirmation e-mail goes out, exactly as a provider's payment would. 409 when the
 * order does not await a transfer (paid, cancelled because the transfer came too late…).
 */
export const operatorOrderRoutes: FastifyPluginAsyncTypebox<{
  db: Kysely<Database>;
  operatorToken: string | undefined;
  settle: SettleContext;
}> = async (app, { db, operatorToken, settle }) => {
  app.addHook('onRequest', requireOperator(operatorToken));

  app.post(
    '/api/operator/orders/:orderId/transfer-received',
    { schema: { params: Type.Object({ orderId: Type.String({ maxLength: 40 }) }) } },
    async (request, reply) => {
      const outcome = await db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('orders')
          .select(['id'])
          .where('number', '=', request.params.orderId)
          .forUpdate()
          .executeTakeFirst();
        if (!order) return 'unknown' as const;
        const attempt = await trx
          .selectFrom('payments')
          .select('id')
          .where('order_id', '=', order.id)
          .where('status', '=', 'awaiting-transfer')
          .executeTakeFirst();
        if (!attempt) return 'not-awaiting' as const;
        await settleInTransaction(
          trx,
          attempt.id,
          { status: 'paid', reference: 'bank-transfer' },
          settle,
          'operator',
        );
        return 'paid' as const;
      });
      if (outcome === 'unknown') return reply.code(404).send(errorBody('Unknown order'));
      if (outcome === 'not-awaiting') {
        return reply.code(409).send(errorBody('The order does not await a bank transfer'));
      }
      return reply.send({ orderId: request.params.orderId, paymentStatus: 'paid' });
    },
  );
};
