import {
  CART_MAX_LINE_QUANTITY,
  CART_MAX_LINES,
  DEFAULT_LOCALE,
  type CartChangeResponse,
  type CartResponse,
  type StoreId,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { errorBody } from '../http/error-handling';
import { requestLocale } from '../http/request-locale';
import { refuseCrossSiteRequests } from '../http/same-site-guard';
import { storeForHost } from '../http/store';
import { cartTokenOf, setCartCookie } from './cart-cookie';
import { cartMessages } from './cart-messages';
import {
  countLines,
  findVariant,
  quantityInCart,
  readCartItems,
  removeLine,
  setLineQuantity,
  touchCart,
} from './cart-repository';
import { CartAddBody, CartEditBody, CartQuery, CartRemoveBody } from './cart-schema';
import { cartWithTotals } from './cart-totals';
import { cartIdOf, newCartToken } from './cart-token';

export interface CartRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
}

/** A refusal that rolls the change back and answers `status` with `message`. */
class CartRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The shopper's cart (spec §7): read it, add to it, change a quantity, remove a line. The cart is
 * the one named by the `cart` cookie; the first addition creates it and sets the cookie. Every
 * change checks the stock inside its transaction, so a cart never holds more than there is.
 */
export const cartRoutes: FastifyPluginAsyncTypebox<CartRoutesOptions> = async (
  app,
  { db, storeOrigins },
) => {
  const guard = refuseCrossSiteRequests(storeOrigins);
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send(errorBody(message));

  app.get('/api/cart', { schema: { querystring: CartQuery } }, async (request, reply) => {
    const locale = request.query.lang ?? DEFAULT_LOCALE;
    const token = cartTokenOf(request);
    const items = token ? await readCartItems(db, cartIdOf(token), locale) : [];
    const answer: CartResponse = cartWithTotals(
      items,
      locale,
      storeForHost(request.host, storeOrigins),
    );
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.post(
    '/api/cart/add',
    { schema: { body: CartAddBody }, attachValidation: true, preHandler: guard },
    async (request, reply) => {
      const messages = cartMessages[requestLocale(request)];
      if (request.validationError) return refuse(reply, 400, messages.invalidRequest);
      const { productId, colour, size, quantity } = request.body;
      const token = cartTokenOf(request) ?? newCartToken();
      const cartId = cartIdOf(token);
      try {
        await db.transaction().execute(async (trx) => {
          const variant = await findVariant(trx, productId, colour, size, { lock: true });
          if (!variant) throw new CartRefusal(404, messages.unknownVariant);
          if (variant.stock === 0) throw new CartRefusal(409, messages.sizeNotAvailable);
          const inCart = await quantityInCart(trx, cartId, variant);
          const allowed = Math.min(variant.stock, CART_MAX_LINE_QUANTITY);
          if (inCart + quantity > allowed) {
            throw new CartRefusal(409, messages.onlyLeft(Math.max(allowed - inCart, 0)));
          }
          if (inCart === 0 && (await countLines(trx, cartId)) >= CART_MAX_LINES) {
            throw new CartRefusal(409, messages.tooManyLines);
          }
          await touchCart(trx, cartId);
          await setLineQuantity(trx, cartId, variant, inCart + quantity);
        });
      } catch (error) {
        if (error instanceof CartRefusal) return refuse(reply, error.status, error.message);
        throw error;
      }
      setCartCookie(request, reply, token);
      const answer: CartChangeResponse = { message: messages.added };
      return reply.send(answer);
    },
  );

  app.patch(
    '/api/cart/edit',
    { schema: { body: CartEditBody }, attachValidation: true, preHandler: guard },
    async (request, reply) => {
      const messages = cartMessages[requestLocale(request)];
      if (request.validationError) return refuse(reply, 400, messages.invalidRequest);
      const { productId, colour, size, quantity } = request.body;
      const token = cartTokenOf(request);
      if (!token) return refuse(reply, 404, messages.notInCart);
      const cartId = cartIdOf(token);
      try {
        await db.transaction().execute(async (trx) => {
          const variant = await findVariant(trx, productId, colour, size, { lock: true });
          if (!variant || (await quantityInCart(trx, cartId, variant)) === 0) {
            throw new CartRefusal(404, messages.notInCart);
          }
          const allowed = Math.min(variant.stock, CART_MAX_LINE_QUANTITY);
          if (quantity > allowed) {
            throw new CartRefusal(
              409,
              allowed === 0 ? messages.sizeNotAvailable : messages.onlyLeft(allowed),
            );
          }
          await touchCart(trx, cartId);
          await setLineQuantity(trx, cartId, variant, quantity);
        });
      } catch (error) {
        if (error instanceof CartRefusal) return refuse(reply, error.status, error.message);
        throw error;
      }
      setCartCookie(request, reply, token);
      const answer: CartChangeResponse = { message: messages.quantityChanged };
      return reply.send(answer);
    },
  );

  app.post(
    '/api/cart/remove',
    { schema: { body: CartRemoveBody }, attachValidation: true, preHandler: guard },
    async (request, reply) => {
      const messages = cartMessages[requestLocale(request)];
      if (request.validationError) return refuse(reply, 400, messages.invalidRequest);
      const { productId, colour, size } = request.body;
      const token = cartTokenOf(request);
      const removed =
        token !== null &&
        (await db.transaction().execute(async (trx) => {
          const variant = await findVariant(trx, productId, colour, size);
          if (!variant) return false;
          const cartId = cartIdOf(token);
          const gone = await removeLine(trx, cartId, variant);
          if (gone) await touchCart(trx, cartId);
          return gone;
        }));
      if (!removed) return refuse(reply, 404, messages.notInCart);
      const answer: CartChangeResponse = { message: messages.removed };
      return reply.send(answer);
    },
  );
};
