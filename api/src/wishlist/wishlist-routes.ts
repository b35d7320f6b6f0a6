import {
  DEFAULT_LOCALE,
  type StoreId,
  type WishlistChangeResponse,
  type WishlistKeysResponse,
  type WishlistResponse,
} from '@shop/shared/contracts';
import { WishlistAddRequest, WishlistRemoveRequest } from '@shop/shared/contracts/schemas';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { findProductColours } from '../catalogue';
import type { Database } from '../db/schema';
import { contractBody, type ShopPluginAsync } from '../http/contract-validation';
import { errorBody } from '../http/error-handling';
import { LocaleQuery } from '../http/locale-query';
import { requestLocale } from '../http/request-locale';
import type { Wishlist } from './wishlist';
import { keyOf, normalizedKey } from './wishlist-entry';
import { wishlistItems } from './wishlist-items';
import { wishlistMessages } from './wishlist-messages';
import { wishlistOf } from './wishlist-owner';

export interface WishlistRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
}

/**
 * The shopper's wishlist (issue 30): its keys (the hearts and the header's count), the page's
 * entries with their products, and adding or taking off a product in a colour. A customer's list
 * is kept by the shop, a visitor's in the `wishlist` cookie (see wishlist-owner). Every answer is
 * the shopper's own: never cached.
 */
export const wishlistRoutes: ShopPluginAsync<WishlistRoutesOptions> = async (
  app,
  { db, storeOrigins },
) => {
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
  const keys = async (wishlist: Wishlist) => (await wishlist.entries()).map(keyOf);

  app.get('/api/wishlist/keys', async (request, reply) => {
    const wishlist = await wishlistOf(db, request, reply, storeOrigins);
    const answer: WishlistKeysResponse = { entries: await keys(wishlist) };
    return noStore(reply).send(answer);
  });

  app.get('/api/wishlist', { schema: { querystring: LocaleQuery } }, async (request, reply) => {
    const locale = request.query.lang ?? DEFAULT_LOCALE;
    const wishlist = await wishlistOf(db, request, reply, storeOrigins);
    const answer: WishlistResponse = {
      locale,
      items: await wishlistItems(db, await wishlist.entries(), locale),
    };
    return noStore(reply).send(answer);
  });

  app.post('/api/wishlist/add', contractBody(WishlistAddRequest), async (request, reply) => {
    const messages = wishlistMessages[requestLocale(request)];
    const key = normalizedKey(request.body);
    const [sold] = await findProductColours(db, [{ sku: key.productId, colour: key.colour }]);
    if (!sold) return noStore(reply).code(404).send(errorBody(messages.unknownProduct));
    const wishlist = await wishlistOf(db, request, reply, storeOrigins);
    if ((await wishlist.add(key)) === 'full') {
      return noStore(reply).code(409).send(errorBody(messages.full));
    }
    const answer: WishlistChangeResponse = {
      message: messages.added,
      entries: await keys(wishlist),
    };
    return noStore(reply).send(answer);
  });

  app.post('/api/wishlist/remove', contractBody(WishlistRemoveRequest), async (request, reply) => {
    const messages = wishlistMessages[requestLocale(request)];
    const wishlist = await wishlistOf(db, request, reply, storeOrigins);
    await wishlist.remove(normalizedKey(request.body));
    const answer: WishlistChangeResponse = {
      message: messages.removed,
      entries: await keys(wishlist),
    };
    return noStore(reply).send(answer);
  });
};
