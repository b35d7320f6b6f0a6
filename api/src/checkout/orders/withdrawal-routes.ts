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
import {
  returnLabelOf,
  withdrawFromOrder,
  type WithdrawalAsked,
  type Withdrawer,
} from './withdrawal-service';

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

  /** Answers what `work` sends, or its refusal as `{ message }` with the refusal's status. */
  async function refusing(reply: FastifyReply, work: () => Promise<FastifyReply>) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CheckoutRefusal) {
        return reply.code(error.status).send(errorBody(error.message));
      }
      throw error;
    }
  }

  const withdraw = (
    reply: FastifyReply,
    orderNumber: string,
    withdrawer: Withdrawer,
    asked: WithdrawalAsked,
  ) =>
    refusing(reply, async () => {
      const answer = await withdrawFromOrder(db, orderNumber, withdrawer, asked, {
        storeOrigins,
      });
      return reply.header('Cache-Control', 'no-store').send(answer);
    });

  const returnLabel = (
    reply: FastifyReply,
    orderNumber: string,
    withdrawer: Withdrawer,
    language: Locale,
  ) =>
    refusing(reply, async () => {
      const pdf = await returnLabelOf(db, orderNumber, withdrawer, language);
      const name = language === 'it' ? 'etichetta-reso' : 'return-label';
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="${name}-${orderNumber}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    });

  /**
   * The e-mailed link's holder: its token, or 404 without one (nothing to check: like an unknown
   * order), then what `then` answers.
   */
  const asLinkHolder = (
    reply: FastifyReply,
    accessToken: string | undefined,
    language: Locale,
    then: (withdrawer: Withdrawer) => Promise<FastifyReply>,
  ) =>
    accessToken
      ? then({ channel: 'order-link', accessToken })
      : reply.code(404).send(errorBody(checkoutMessages[language].orderNotFound));

  app.post(
    '/api/account/orders/:orderId/withdrawal',
    {
      ...contractBody(WithdrawalRequest, { params: OrderParams }),
      // The customer first: a stranger is told to log in, whatever the body.
      preValidation: customerOnly,
    },
    async (request, reply) => {
      const withdrawer: Withdrawer = { channel: 'account', customerId: customerIdOf(request) };
      return withdraw(reply, request.params.orderId, withdrawer, request.body);
    },
  );

  app.post(
    '/api/checkout/orders/:orderId/withdrawal',
    contractBody(WithdrawalRequest, { params: OrderParams }),
    async (request, reply) => {
      const { language, accessToken } = request.body;
      return asLinkHolder(reply, accessToken, language, (withdrawer) =>
        withdraw(reply, request.params.orderId, withdrawer, request.body),
      );
    },
  );

  // The return label (a PDF) of an order withdrawn from: the customer's, and the e-mailed link's.
  app.get(
    '/api/account/orders/:orderId/return-label',
    {
      schema: { params: OrderParams, querystring: OrderQuery },
      preValidation: customerOnly,
    },
    async (request, reply) => {
      const withdrawer: Withdrawer = { channel: 'account', customerId: customerIdOf(request) };
      const language = request.query.lang ?? DEFAULT_LOCALE;
      return returnLabel(reply, request.params.orderId, withdrawer, language);
    },
  );

  app.get(
    '/api/checkout/orders/:orderId/return-label',
    { schema: { params: OrderParams, querystring: OrderQuery } },
    async (request, reply) => {
      const language = request.query.lang ?? DEFAULT_LOCALE;
      return asLinkHolder(reply, request.query.access, language, (withdrawer) =>
        returnLabel(reply, request.params.orderId, withdrawer, language),
      );
    },
  );
};
