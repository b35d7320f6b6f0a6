import {
  DEFAULT_LOCALE,
  type CardTokenResponse,
  type CartChangeResponse,
  type OrderResponse,
  type PaymentMethodsResponse,
  type StoreId,
} from '@shop/shared/contracts';
import {
  CardTokenRequest,
  PlaceOrderRequest,
  ReorderRequest,
  RetryPaymentRequest,
} from '@shop/shared/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  hashAuthToken,
  customerIdOf,
  requireCustomer,
  sessionTokenOf,
  setSessionCookie,
} from '../../account';
import {
  cartAnswer,
  cartMessages,
  cartOwnerOf,
  lockCartForChange,
  rememberCart,
  reorderIntoCart,
  reorderMessage,
} from '../../cart';
import type { CheckoutConfig } from '../../config';
import type { Database } from '../../db/schema';
import { contractBody, type ShopPluginAsync } from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { requestLocale } from '../../http/request-locale';
import { storeForHost } from '../../http/store';
import {
  cardProblem,
  issueCardToken,
  readCardToken,
  TEST_GATEWAY,
  type PaymentProviders,
} from '../../payments';
import { checkoutMessages } from '../checkout-messages';
import { findOrderByNumber, listCustomerOrders, toOrder } from './order-repository';
import { payableMethodsOf } from './payable-methods';
import { IDEMPOTENCY_KEY_PATTERN, OrderListQuery, OrderParams, OrderQuery } from './order-schema';
import { canOpenOrder, CheckoutRefusal, createOrderService, type Requester } from './order-service';

export interface OrderRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  checkout: CheckoutConfig;
  providers: PaymentProviders;
}

/**
 * Placing orders, paying them again, reading them (by their owner's session or their access
 * token; anything else answers 404, like an order that does not exist), the customer's order list,
 * reorder, and the test gateway's card tokenizer.
 */
export const orderRoutes: ShopPluginAsync<OrderRoutesOptions> = async (
  app,
  { db, storeOrigins, checkout, providers },
) => {
  const customerOnly = requireCustomer(db, storeOrigins);
  const cardProvider = providers.card;
  const service = createOrderService({
    db,
    storeOrigins,
    checkout,
    providers,
    // The test gateway's tokens are checked here; another provider's are its own to check.
    cardTokenId: (token) =>
      cardProvider?.name === TEST_GATEWAY
        ? (readCardToken(checkout.gatewaySecret, token)?.id ?? null)
        : token,
  });
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send(errorBody(message));
  const refuseCheckout = (reply: FastifyReply, refusal: CheckoutRefusal) => {
    if (refusal.retryAfterSeconds !== undefined) {
      reply.header('Retry-After', String(refusal.retryAfterSeconds));
    }
    return refuse(reply, refusal.status, refusal.message);
  };

  async function requesterOf(request: FastifyRequest, reply: FastifyReply): Promise<Requester> {
    const owner = await cartOwnerOf(db, request, reply, storeOrigins);
    const token = sessionTokenOf(request);
    return {
      owner,
      sessionId: owner.session && token ? hashAuthToken(token) : null,
      store: storeForHost(request.host, storeOrigins),
      locale: requestLocale(request),
      clientAddress: request.ip,
    };
  }

  function idempotencyKeyOf(request: FastifyRequest): string | null {
    const key = request.headers['idempotency-key'];
    return typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null;
  }

  if (cardProvider?.name === TEST_GATEWAY) {
    app.post(
      '/api/checkout/card-tokens',
      contractBody(CardTokenRequest),
      async (request, reply) => {
        const messages = checkoutMessages[requestLocale(request)];
        const { number, expiry } = request.body;
        const problem = cardProblem(number, expiry);
        if (problem) {
          return refuse(
            reply,
            400,
            problem === 'expired' ? messages.expiredCard : messages.invalidCard,
          );
        }
        const token = issueCardToken(checkout.gatewaySecret, number);
        const answer: CardTokenResponse = {
          token,
          display: `•••• ${number.slice(-4)}`,
        };
        return reply.header('Cache-Control', 'no-store').send(answer);
      },
    );
  }

  app.post('/api/checkout/orders', contractBody(PlaceOrderRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = checkoutMessages[locale];
    const key = idempotencyKeyOf(request);
    if (!key) return refuse(reply, 400, messages.idempotencyKeyRequired);
    try {
      const requester = await requesterOf(request, reply);
      const placed = await service.placeOrder(requester, request.body, key);
      if (placed.newSessionToken) {
        setSessionCookie(request, reply, placed.newSessionToken, storeOrigins);
      }
      return reply.header('Cache-Control', 'no-store').send(placed.response);
    } catch (error) {
      if (error instanceof CheckoutRefusal) return refuseCheckout(reply, error);
      throw error;
    }
  });

  app.post(
    '/api/checkout/orders/:orderId/pay',
    contractBody(RetryPaymentRequest, { params: OrderParams }),
    async (request, reply) => {
      const locale = requestLocale(request);
      const messages = checkoutMessages[locale];
      const key = idempotencyKeyOf(request);
      if (!key) return refuse(reply, 400, messages.idempotencyKeyRequired);
      try {
        const requester = await requesterOf(request, reply);
        const answer = await service.retryPayment(
          requester,
          // A route with a contract body has no params schema; the service looks the id up.
          request.params.orderId,
          request.body,
          key,
        );
        return reply.header('Cache-Control', 'no-store').send(answer);
      } catch (error) {
        if (error instanceof CheckoutRefusal) return refuseCheckout(reply, error);
        throw error;
      }
    },
  );

  /** The order named in the path, when the requester may open it (its owner, or its token). */
  async function openableOrder(
    request: FastifyRequest,
    reply: FastifyReply,
    { orderId, access }: { orderId: string; access?: string },
  ) {
    const requester = await requesterOf(request, reply);
    const order = await findOrderByNumber(db, orderId);
    const who = { customerId: requester.owner.customerId, sessionId: requester.sessionId };
    return order && canOpenOrder(order, who, access) ? order : null;
  }

  app.get(
    '/api/checkout/orders/:orderId',
    { schema: { params: OrderParams, querystring: OrderQuery } },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const order = await openableOrder(request, reply, {
        orderId: request.params.orderId,
        access: request.query.access,
      });
      if (!order) return refuse(reply, 404, checkoutMessages[locale].orderNotFound);
      const answer: OrderResponse = await toOrder(db, order, checkout.bankTransfer);
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  // What the retry box offers: the order's own methods (its cart is gone once it is placed).
  app.get(
    '/api/checkout/orders/:orderId/payment-methods',
    { schema: { params: OrderParams, querystring: OrderQuery } },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const messages = checkoutMessages[locale];
      const order = await openableOrder(request, reply, {
        orderId: request.params.orderId,
        access: request.query.access,
      });
      if (!order) return refuse(reply, 404, messages.orderNotFound);
      if (order.status !== 'pending') return refuse(reply, 409, messages.orderNotPayable);
      const methods = payableMethodsOf(order, locale);
      if (methods.length === 0) return refuse(reply, 422, messages.noPaymentMethods);
      const answer: PaymentMethodsResponse = { methods };
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.get(
    '/api/account/orders',
    { schema: { querystring: OrderListQuery }, preHandler: customerOnly },
    async (request, reply) => {
      const answer = await listCustomerOrders(db, customerIdOf(request), request.query.page ?? 1);
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.get(
    '/api/account/orders/:orderId',
    { schema: { params: OrderParams }, preHandler: customerOnly },
    async (request, reply) => {
      const order = await findOrderByNumber(db, request.params.orderId);
      if (!order || order.customer_id !== customerIdOf(request)) {
        return refuse(reply, 404, checkoutMessages[requestLocale(request)].orderNotFound);
      }
      const answer: OrderResponse = await toOrder(db, order, checkout.bankTransfer);
      return reply.header('Cache-Control', 'no-store').send(answer);
    },
  );

  app.post('/api/cart/reorder', contractBody(ReorderRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = cartMessages[locale];
    const requester = await requesterOf(request, reply);
    const order = await findOrderByNumber(db, request.body.orderId);
    // Its owner only: an access token reads an order, it does not act on it.
    const who = { customerId: requester.owner.customerId, sessionId: requester.sessionId };
    if (!order || !canOpenOrder(order, who)) {
      return refuse(reply, 404, messages.orderNotFound);
    }
    const added = await db.transaction().execute(async (trx) => {
      const cart = await lockCartForChange(trx, requester.owner);
      return { cart, ...(await reorderIntoCart(trx, cart.cartId, order.id, locale)) };
    });
    const message = reorderMessage(locale, added.addedLines, added.leftOut);
    if (added.addedLines === 0) return refuse(reply, 409, message);
    rememberCart(request, reply, added.cart);
    const store = storeForHost(request.host, storeOrigins);
    const cart = await cartAnswer(db, added.cart.cartId, requester.owner, locale, store);
    const answer: CartChangeResponse = { message, cart };
    return reply.header('Cache-Control', 'no-store').send(answer);
  });
};
