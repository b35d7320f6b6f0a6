import { DEFAULT_LOCALE, type Locale, type StoreId } from '@shop/shared/contracts';
import { WithdrawalRequest } from '@shop/shared/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { customerIdOf, requireCustomer } from '../../account';
import type { Database } from '../../db/schema';
import { contractBody, type ShopPluginAsync } from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { checkoutMessages } from '../checkout-messages';
import { OrderParams, OrderQuery } from './order-schema';
import { CheckoutRefusal } from './order-service';
import { returnLabelOf, withdrawFromOrder, type Withdrawer } from './withdrawal-service';

export interface WithdrawalRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
}

/**
 * The "withdraw from contract here" function (EU Directive 2023/2673): for the customer who placed
 * the order, and through the order's e-mailed link (its access token) for anyone holding it, a
 * guest above all. Both refuse other sites first (403).
 */
export const withdrawalRoutes: ShopPluginAsync<WithdrawalRoutesOptions> = async (
  app,
  { db, storeOrigins },
) => {
  const customerOnly = requireCustomer(db, storeOrigins);

  async function withdraw(
    reply: FastifyReply,
    orderNumber: string,
    withdrawer: Withdrawer,
    language: 'it' | 'en',
  ) {
    try {
      const answer = await withdrawFromOrder(db, orderNumber, withdrawer, language, {
        storeOrigins,
      });
      return await reply.header('Cache-Control', 'no-store').send(answer);
    } catch (error) {
      if (error instanceof CheckoutRefusal) {
        return reply.code(error.status).send(errorBody(error.message));
      }
      throw error;
    }
  }

  async function returnLabel(
    reply: FastifyReply,
    orderNumber: string,
    withdrawer: Withdrawer,
    language: Locale,
  ) {
    try {
      const pdf = await returnLabelOf(db, orderNumber, withdrawer, language);
      const name = language === 'it' ? 'etichetta-reso' : 'return-label';
      return await reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="${name}-${orderNumber}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    } catch (error) {
      if (error instanceof CheckoutRefusal) {
        return reply.code(error.status).send(errorBody(error.message));
      }
      throw error;
    }
  }

  // The return label (a PDF) of an order withdrawn from: the customer's, and the e-mailed link's.
  app.get(
    '/api/account/orders/:orderId/return-label',
    {
      schema: { params: OrderParams, querystring: OrderQuery },
      preValidation: customerOnly,
    },
    (request, reply) =>
      returnLabel(
        reply,
        request.params.orderId,
        { channel: 'account', customerId: customerIdOf(request) },
        request.query.lang ?? DEFAULT_LOCALE,
      ),
  );

  app.get(
    '/api/checkout/orders/:orderId/return-label',
    { schema: { params: OrderParams, querystring: OrderQuery } },
    (request, reply) => {
      const language = request.query.lang ?? DEFAULT_LOCALE;
      const accessToken = request.query.access;
      if (!accessToken) {
        return reply.code(404).send(errorBody(checkoutMessages[language].orderNotFound));
      }
      return returnLabel(
        reply,
        request.params.orderId,
        { channel: 'order-link', accessToken },
        language,
      );
    },
  );

  app.post(
    '/api/account/orders/:orderId/withdrawal',
    {
      ...contractBody(WithdrawalRequest, { params: OrderParams }),
      // The customer first: a stranger is told to log in, whatever the body.
      preValidation: customerOnly,
    },
    async (request, reply) => {
      const { language } = request.body;
      const withdrawer: Withdrawer = { channel: 'account', customerId: customerIdOf(request) };
      return withdraw(reply, request.params.orderId, withdrawer, language);
    },
  );

  app.post(
    '/api/checkout/orders/:orderId/withdrawal',
    {
      ...contractBody(WithdrawalRequest, { params: OrderParams }),
    },
    async (request, reply) => {
      const { language } = request.body;
      const { accessToken } = request.body;
      // Without the e-mailed link's token there is nothing to check: like an unknown order.
      if (!accessToken) {
        return reply.code(404).send(errorBody(checkoutMessages[language].orderNotFound));
      }
      return withdraw(
        reply,
        request.params.orderId,
        { channel: 'order-link', accessToken },
        language,
      );
    },
  );
};
