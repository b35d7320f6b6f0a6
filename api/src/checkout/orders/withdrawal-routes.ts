import type { StoreId } from '@shop/shared/contracts';
import { WithdrawalRequest } from '@shop/shared/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { customerIdOf, requireCustomer } from '../../account';
import type { Database } from '../../db/schema';
import { contractBody, type ShopPluginAsync } from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { checkoutMessages } from '../checkout-messages';
import { CheckoutRefusal } from './checkout-refusal';
import { orderDocumentRoutes } from './documents/order-document-routes';
import type { OrderHolder } from './order-holder';
import { OrderParams } from './order-schema';
import { returnLabelOf, withdrawFromOrder, type WithdrawalAsked } from './withdrawal-service';

export interface WithdrawalRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
}

/**
 * The "withdraw from contract here" function (EU Directive 2023/2673): for the customer who placed
 * the order, and through the order's e-mailed link (its access token) for anyone holding it, a
 * guest above all. Both refuse other sites first (403). Once withdrawn, the return label (a PDF).
 */
export const withdrawalRoutes: ShopPluginAsync<WithdrawalRoutesOptions> = async (
  app,
  { db, storeOrigins },
) => {
  const withdraw = async (
    reply: FastifyReply,
    orderNumber: string,
    withdrawer: OrderHolder,
    asked: WithdrawalAsked,
  ) => {
    try {
      const answer = await withdrawFromOrder(db, orderNumber, withdrawer, asked, {
        storeOrigins,
      });
      return await reply.header('Cache-Control', 'no-store').send(answer);
    } catch (error) {
      if (error instanceof CheckoutRefusal) {
        return reply.code(error.status).send(errorBody(error.message));
      }
      throw error;
    }
  };

  app.post(
    '/api/account/orders/:orderId/withdrawal',
    {
      ...contractBody(WithdrawalRequest, { params: OrderParams }),
      // The customer first: a stranger is told to log in, whatever the body.
      preValidation: requireCustomer(db, storeOrigins),
    },
    async (request, reply) => {
      const withdrawer: OrderHolder = { channel: 'account', customerId: customerIdOf(request) };
      return withdraw(reply, request.params.orderId, withdrawer, request.body);
    },
  );

  app.post(
    '/api/checkout/orders/:orderId/withdrawal',
    contractBody(WithdrawalRequest, { params: OrderParams }),
    async (request, reply) => {
      const { language, accessToken } = request.body;
      // Without the e-mailed link's token there is nothing to check: like an unknown order.
      if (!accessToken) {
        return reply.code(404).send(errorBody(checkoutMessages[language].orderNotFound));
      }
      const withdrawer: OrderHolder = { channel: 'order-link', accessToken };
      return withdraw(reply, request.params.orderId, withdrawer, request.body);
    },
  );

  orderDocumentRoutes(
    app,
    { db, storeOrigins },
    {
      path: 'return-label',
      fileName: { it: 'etichetta-reso', en: 'return-label' },
      render: (orderNumber, holder, language) => returnLabelOf(db, orderNumber, holder, language),
    },
  );
};
