import type { OrderResponse, PendingOrderResponse, StoreId } from '@shop/shared/contracts';
import { CancelOrderRequest } from '@shop/shared/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hashAuthToken, sessionTokenOf } from '../../account';
import { cartOwnerOf } from '../../cart';
import type { CheckoutConfig } from '../../config';
import type { Database } from '../../db/schema';
import { contractBody, type ShopPluginAsync } from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { requestLocale } from '../../http/request-locale';
import { checkoutMessages } from '../checkout-messages';
import { CheckoutRefusal } from './checkout-refusal';
import { toOrder } from './order-repository';
import { OrderParams } from './order-schema';
import { cancelByShopper, findUnpaidOrderOf, type OrderHolder } from './unpaid-orders';

export interface UnpaidOrderRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  checkout: CheckoutConfig;
}

/**
 * Coming back to an order that is not paid (a provider's page left with Back, a closed tab): the
 * requester's pending order, which the checkout offers again, and its cancellation.
 */
export const unpaidOrderRoutes: ShopPluginAsync<UnpaidOrderRoutesOptions> = async (
  app,
  { db, storeOrigins, checkout },
) => {
  async function holderOf(request: FastifyRequest, reply: FastifyReply): Promise<OrderHolder> {
    const owner = await cartOwnerOf(db, request, reply, storeOrigins);
    const token = sessionTokenOf(request);
    return {
      customerId: owner.customerId,
      sessionId: owner.session && token ? hashAuthToken(token) : null,
    };
  }

  app.get('/api/checkout/pending-order', async (request, reply) => {
    const order = await findUnpaidOrderOf(db, await holderOf(request, reply));
    const answer: PendingOrderResponse = {
      order: order ? { orderId: order.number } : null,
    };
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.post(
    '/api/checkout/orders/:orderId/cancel',
    {
      ...contractBody(CancelOrderRequest, { params: OrderParams }),
    },
    async (request, reply) => {
      const messages = checkoutMessages[requestLocale(request)];
      try {
        const holder = await holderOf(request, reply);
        const { orderId } = request.params;
        const row = await cancelByShopper(db, orderId, holder, request.body.accessToken, {
          messages,
          storeOrigins,
          emailsPerAddress: checkout.orderEmailsPerAddress,
        });
        const answer: OrderResponse = await toOrder(db, row, checkout.bankTransfer);
        return reply.header('Cache-Control', 'no-store').send(answer);
      } catch (error) {
        if (error instanceof CheckoutRefusal) {
          return reply.code(error.status).send(errorBody(error.message));
        }
        throw error;
      }
    },
  );
};
