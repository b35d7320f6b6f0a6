import {
  DEFAULT_LOCALE,
  type PaymentMethodsResponse,
  type ShippingMethodsResponse,
  type StoreId,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { cartOwnerOf, findCartId, priceCart } from '../cart';
import type { CheckoutConfig } from '../config';
import type { Database } from '../db/schema';
import { errorBody } from '../http/error-handling';
import { storeForHost } from '../http/store';
import { checkoutMessages } from './checkout-messages';
import { MethodsQuery } from './checkout-schema';
import { paymentMethodsFor } from '../payments';
import { shippingMethodsFor } from './shipping/shipping-methods';

export interface CheckoutRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
  checkout: CheckoutConfig;
}

/**
 * The checkout's reads of methods: how the shopper's cart can be shipped to a country by the
 * store serving the request, and how it can be paid. Both price the shopper's own cart.
 */
export const checkoutMethodRoutes: FastifyPluginAsyncTypebox<CheckoutRoutesOptions> = async (
  app,
  { db, storeOrigins, checkout },
) => {
  app.get(
    '/api/checkout/shipping-methods',
    { schema: { querystring: MethodsQuery } },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const owner = await cartOwnerOf(db, request, reply, storeOrigins);
      const priced = await priceCart(db, await findCartId(db, owner), locale, null);
      const subtotal = priced.items.reduce((sum, item) => sum + item.lineTotalCents, 0);
      const store = storeForHost(request.host, storeOrigins);
      const answer: ShippingMethodsResponse | null = shippingMethodsFor(
        store,
        request.query.country,
        subtotal,
        locale,
        checkout.shippingCents,
      );
      reply.header('Cache-Control', 'no-store');
      if (!answer) {
        return reply.code(422).send(errorBody(checkoutMessages[locale].noShippingMethods));
      }
      return reply.send(answer);
    },
  );

  app.get(
    '/api/checkout/payment-methods',
    { schema: { querystring: MethodsQuery } },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const owner = await cartOwnerOf(db, request, reply, storeOrigins);
      const email = owner.session?.userData.email || null;
      const priced = await priceCart(db, await findCartId(db, owner), locale, email);
      const subtotal = priced.items.reduce((sum, item) => sum + item.lineTotalCents, 0);
      const store = storeForHost(request.host, storeOrigins);
      const shipping = shippingMethodsFor(
        store,
        request.query.country,
        subtotal,
        locale,
        checkout.shippingCents,
      );
      reply.header('Cache-Control', 'no-store');
      const cheapest = shipping?.methods[0];
      const methods =
        shipping && cheapest && priced.items.length > 0
          ? paymentMethodsFor(
              shipping.zone,
              subtotal - (priced.coupon?.discountCents ?? 0) + cheapest.priceCents,
              locale,
            )
          : [];
      if (methods.length === 0) {
        return reply.code(422).send(errorBody(checkoutMessages[locale].noPaymentMethods));
      }
      const answer: PaymentMethodsResponse = { methods };
      return reply.send(answer);
    },
  );
};
