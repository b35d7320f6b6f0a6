import { Type } from '@fastify/type-provider-typebox';
import { ORDER_NEEDS } from '@shop/shared/contracts';
import {
  DeliveredRequest,
  OperatorCancelRequest,
  OperatorRefundRequest,
  ReturnReceivedRequest,
  ShipOrderRequest,
} from '@shop/shared/contracts/schemas';
import type { StoreId } from '@shop/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { CheckoutConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { PaymentProviders } from '../../payments';
import { contractBody, type ShopPluginAsync } from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { requireOperator } from '../../http/operator-auth';
import { CheckoutRefusal } from './checkout-refusal';
import { listOrdersFor, operatorOrderOf } from './operator-orders';
import { findOrderByNumber, type OrderRow } from './order-repository';
import { OrderParams } from './order-schema';
import { settleInTransaction, type SettleContext } from './settle-payment';
import { recordDelivery } from './shipments/record-delivery';
import { shipOrder } from './shipments/ship-order';
import { cancelByOperator } from './operator-cancel';
import { refundByOperator } from './refunds/refund-by-operator';
import { receiveReturn } from './returns/receive-return';
import { retryRefund, type RefundContext } from './refunds/send-refund';

const OperatorOrdersQuery = Type.Object({
  needs: Type.Optional(Type.Union(ORDER_NEEDS.map((need) => Type.Literal(need)))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});

/**
 * The operator's orders (issue 29: the back office's API, and `npm run orders`), behind the
 * operator token: the list with what needs doing, one order with its history's reasons, and the
 * moves only the shop makes — a bank transfer arrived, a parcel left or arrived, an order
 * cancelled, money given back (and tried again when the provider refused). Each move answers the order as it stands after it; a move the order's state does not
 * allow answers 409 with what stands in the way, and changes nothing.
 */
export const operatorOrderRoutes: ShopPluginAsync<{
  db: Kysely<Database>;
  operatorToken: string | undefined;
  settle: SettleContext;
  bankTransfer: CheckoutConfig['bankTransfer'];
  providers: PaymentProviders;
}> = async (app, { db, operatorToken, settle, bankTransfer, providers }) => {
  const storeOrigins: Record<StoreId, string> = settle.storeOrigins;
  const refunds: RefundContext = { providers, storeOrigins, log: app.log };
  app.addHook('onRequest', requireOperator(operatorToken));

  async function answer(reply: FastifyReply, move: () => Promise<OrderRow>) {
    try {
      const order = await move();
      return await reply
        .header('Cache-Control', 'no-store')
        .send(await operatorOrderOf(db, order, bankTransfer));
    } catch (error) {
      if (error instanceof CheckoutRefusal) {
        return reply.code(error.status).send(errorBody(error.message));
      }
      throw error;
    }
  }

  app.get(
    '/api/operator/orders',
    { schema: { querystring: OperatorOrdersQuery } },
    async (request, reply) => {
      const { needs, page = 1 } = request.query;
      return reply.header('Cache-Control', 'no-store').send(await listOrdersFor(db, needs, page));
    },
  );

  app.get('/api/operator/orders/:orderId', { schema: { params: OrderParams } }, (request, reply) =>
    answer(reply, async () => {
      const order = await findOrderByNumber(db, request.params.orderId);
      if (!order) throw new CheckoutRefusal(404, 'Unknown order');
      return order;
    }),
  );

  app.post(
    '/api/operator/orders/:orderId/shipments',
    contractBody(ShipOrderRequest, { params: OrderParams }),
    (request, reply) =>
      answer(reply, () => shipOrder(db, request.params.orderId, request.body, storeOrigins)),
  );

  app.post(
    '/api/operator/orders/:orderId/delivered',
    contractBody(DeliveredRequest, { params: OrderParams }),
    (request, reply) =>
      answer(reply, () => recordDelivery(db, request.params.orderId, request.body)),
  );

  app.post(
    '/api/operator/orders/:orderId/cancel',
    contractBody(OperatorCancelRequest, { params: OrderParams }),
    (request, reply) =>
      answer(reply, () => cancelByOperator(db, request.params.orderId, request.body, refunds)),
  );

  app.post(
    '/api/operator/orders/:orderId/returns',
    contractBody(ReturnReceivedRequest, { params: OrderParams }),
    (request, reply) =>
      answer(reply, () => receiveReturn(db, request.params.orderId, request.body, refunds)),
  );

  app.post(
    '/api/operator/orders/:orderId/refunds',
    contractBody(OperatorRefundRequest, { params: OrderParams }),
    (request, reply) =>
      answer(reply, () => refundByOperator(db, request.params.orderId, request.body, refunds)),
  );

  app.post(
    '/api/operator/orders/:orderId/refunds/:refundId/retry',
    {
      schema: {
        params: Type.Object({
          orderId: OrderParams.properties.orderId,
          refundId: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
        }),
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        await retryRefund(db, request.params.orderId, request.params.refundId, refunds);
        const order = await findOrderByNumber(db, request.params.orderId);
        if (!order) throw new CheckoutRefusal(404, 'Unknown order');
        return order;
      }),
  );

  /**
   * The order's bank transfer arrived: confirmed and paid, its stock stays taken, and the
   * confirmation e-mail goes out, exactly as a provider's payment would. 409 when the order does
   * not await a transfer (paid, cancelled because the transfer came too late…).
   */
  app.post(
    '/api/operator/orders/:orderId/transfer-received',
    { schema: { params: OrderParams } },
    (request, reply) =>
      answer(reply, () =>
        db.transaction().execute(async (trx) => {
          const order = await findOrderByNumber(trx, request.params.orderId, { lock: true });
          if (!order) throw new CheckoutRefusal(404, 'Unknown order');
          // The transfer the order awaits, or one sent before the order was cancelled unpaid:
          // that money is recorded for its refund.
          const attempt = await trx
            .selectFrom('payments')
            .select('id')
            .where('order_id', '=', order.id)
            .where('method', '=', 'bank-transfer')
            .where('status', 'in', ['awaiting-transfer', 'expired'])
            .orderBy('attempt', 'desc')
            .executeTakeFirst();
          const settled =
            attempt &&
            (await settleInTransaction(
              trx,
              attempt.id,
              { status: 'paid', reference: 'bank-transfer' },
              settle,
              'operator',
            ));
          if (!settled) throw new CheckoutRefusal(409, 'The order does not await a bank transfer');
          return (await findOrderByNumber(trx, request.params.orderId)) ?? order;
        }),
      ),
  );
};
