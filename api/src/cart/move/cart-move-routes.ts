import type { CartChangeResponse, StoreId } from '@shop/shared/contracts';
import { CartArriveRequest, CartMoveRequest } from '@shop/shared/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  contractBody,
  type ShopPluginAsync,
  type ShopTypeProvider,
} from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { acceptFormBodies } from '../../http/form-body';
import { requestLocale } from '../../http/request-locale';
import { storeForHost } from '../../http/store';
import { cartAnswer } from '../cart-answer';
import { cartOwnerOf, findCartId, lockCartForChange, rememberCart } from '../cart-owner';
import { claimCartMove, issueCartMove } from './cart-move-repository';
import { cartMoveExpiredMessage, cartMoveMessage } from './cart-move-messages';
import { moveIntoCart } from './move-into-cart';

export interface CartMoveRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
}

const notElsewhere = {
  it: 'Richiesta non valida: la pagina di arrivo non è dell’altro negozio.',
  en: 'Invalid request: the page to go to is not the other store’s.',
} as const;

/**
 * The cart follows a shopper who changes country to the other store (the stores are different
 * hosts, each with its own cart cookie): the store they leave hands the cart over with a
 * single-use token in the address they go to, and the store they arrive at takes its lines.
 */
export const cartMoveRoutes: ShopPluginAsync<CartMoveRoutesOptions> = async (
  app,
  { db, storeOrigins },
) => {
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send(errorBody(message));

  // Submitted as a form: the browser follows the answer to the other store.
  await app.register(async (scope) => {
    const form = scope.withTypeProvider<ShopTypeProvider>();
    acceptFormBodies(scope);
    form.post('/api/cart/move', contractBody(CartMoveRequest), async (request, reply) => {
      const next = new URL(request.body.next);
      const here = storeForHost(request.host, storeOrigins);
      const there = (Object.keys(storeOrigins) as StoreId[]).find(
        (store) => storeOrigins[store] === next.origin,
      );
      if (!there || there === here) {
        return refuse(reply, 400, notElsewhere[requestLocale(request)]);
      }
      const owner = await cartOwnerOf(db, request, reply, storeOrigins);
      const cartId = await findCartId(db, owner);
      const holdsLines =
        cartId !== null &&
        (await db
          .selectFrom('cart_items')
          .select('cart_id')
          .where('cart_id', '=', cartId)
          .limit(1)
          .executeTakeFirst()) !== undefined;
      next.searchParams.delete('cart');
      if (cartId && holdsLines) next.searchParams.set('cart', await issueCartMove(db, cartId));
      return reply.header('Cache-Control', 'no-store').redirect(next.href, 303);
    });
  });

  app.post('/api/cart/arrive', contractBody(CartArriveRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const owner = await cartOwnerOf(db, request, reply, storeOrigins);
    const arrived = await db.transaction().execute(async (trx) => {
      const fromId = await claimCartMove(trx, request.body.token);
      if (fromId === null) return null;
      const cart = await lockCartForChange(trx, owner);
      // A customer signed in on both stores has one cart: it is already here.
      if (cart.cartId === fromId) return { cart, movedLines: 1, leftBehind: [] };
      await trx.selectFrom('carts').select('id').where('id', '=', fromId).forUpdate().execute();
      return { cart, ...(await moveIntoCart(trx, cart.cartId, fromId, locale)) };
    });
    if (!arrived) return refuse(reply, 404, cartMoveExpiredMessage(locale));
    const message = cartMoveMessage(locale, arrived.movedLines, arrived.leftBehind);
    if (arrived.movedLines === 0) return refuse(reply, 409, message);
    request.log.info(
      { movedLines: arrived.movedLines, leftBehind: arrived.leftBehind.length },
      'cart moved from the other store',
    );
    rememberCart(request, reply, arrived.cart);
    const store = storeForHost(request.host, storeOrigins);
    const answer: CartChangeResponse = {
      message,
      cart: await cartAnswer(db, arrived.cart.cartId, owner, locale, store),
    };
    return reply.header('Cache-Control', 'no-store').send(answer);
  });
};
