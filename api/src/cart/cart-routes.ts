import {
  CART_MAX_LINE_QUANTITY,
  CART_MAX_LINES,
  DEFAULT_LOCALE,
  type CartChangeResponse,
  type CartResponse,
  type Locale,
  type StoreId,
} from '@shop/shared/contracts';
import {
  AddDiscountRequest,
  CartAddRequest,
  CartEditRequest,
  CartRemoveRequest,
  RemoveDiscountRequest,
} from '@shop/shared/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { findVariant } from '../catalogue';
import { evaluateCoupon, normalizeCouponCode } from '../coupons';
import type { Database } from '../db/schema';
import { contractBody, type ShopPluginAsync } from '../http/contract-validation';
import { errorBody } from '../http/error-handling';
import { requestLocale } from '../http/request-locale';
import { storeForHost } from '../http/store';
import { cartAnswer, emailOf } from './cart-answer';
import { cartMessages } from './cart-messages';
import {
  cartOwnerOf,
  findCartId,
  lockCartForChange,
  rememberCart,
  type CartOwner,
} from './cart-owner';
import { findVariantInCart, readCartItems, removeLine, setLineQuantity } from './cart-repository';
import { CartQuery } from './cart-schema';
import { quantityRefusal } from './stock-disclosure';

export interface CartRoutesOptions {
  db: Kysely<Database>;
  storeOrigins: Record<StoreId, string>;
}

/** A refusal that rolls the change back and answers `status` with `message`. */
export class CartRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Locks a cart that exists (edit, remove, coupons of an existing cart); false if it is gone. */
async function lockExistingCart(trx: Transaction<Database>, cartId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('carts')
    .select('id')
    .where('id', '=', cartId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The shopper's cart (spec §7): read it, add to it, change a quantity, remove a line, apply or
 * remove a coupon. A signed-in customer's cart is theirs; a visitor's or guest's is the one named
 * by the `cart` cookie (see cart-owner). The first addition creates it and sets the cookie. Every
 * change locks the cart, then checks the stock inside its transaction, so a cart never holds more
 * than there is and simultaneous changes are applied one after the other.
 */
export const cartRoutes: ShopPluginAsync<CartRoutesOptions> = async (app, { db, storeOrigins }) => {
  const refuse = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send(errorBody(message));
  /** A change's answer: its message and the cart as it now is (spec §7: "the cart is re-read"). */
  const changed = async (
    request: FastifyRequest,
    reply: FastifyReply,
    change: { message: string; cartId: string | null; owner: CartOwner; locale: Locale },
  ) => {
    const store = storeForHost(request.host, storeOrigins);
    const answer: CartChangeResponse = {
      message: change.message,
      cart: await cartAnswer(db, change.cartId, change.owner, change.locale, store),
    };
    return reply.header('Cache-Control', 'no-store').send(answer);
  };

  /**
   * A change made inside the shopper's locked cart (created if need be): the cart is remembered
   * and answered with `message`; a `CartRefusal` thrown by `change` answers its status instead.
   */
  const changeLockedCart = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { owner, locale, message }: { owner: CartOwner; locale: Locale; message: string },
    change: (trx: Transaction<Database>, cartId: string) => Promise<void>,
  ) => {
    try {
      const cart = await db.transaction().execute(async (trx) => {
        const locked = await lockCartForChange(trx, owner);
        await change(trx, locked.cartId);
        return locked;
      });
      rememberCart(request, reply, cart);
      return await changed(request, reply, { message, cartId: cart.cartId, owner, locale });
    } catch (error) {
      if (error instanceof CartRefusal) return refuse(reply, error.status, error.message);
      throw error;
    }
  };

  app.get('/api/cart', { schema: { querystring: CartQuery } }, async (request, reply) => {
    const locale = request.query.lang ?? DEFAULT_LOCALE;
    const owner = await cartOwnerOf(db, request, reply, storeOrigins);
    const cartId = await findCartId(db, owner);
    const store = storeForHost(request.host, storeOrigins);
    const answer: CartResponse = await cartAnswer(db, cartId, owner, locale, store);
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  app.post('/api/cart/add', contractBody(CartAddRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = cartMessages[locale];
    const { productId, colour, size, quantity } = request.body;
    const owner = await cartOwnerOf(db, request, reply, storeOrigins);
    const answer = { owner, locale, message: messages.added };
    return changeLockedCart(request, reply, answer, async (trx, cartId) => {
      const variant = await findVariantInCart(trx, cartId, productId, colour, size);
      if (!variant) throw new CartRefusal(404, messages.unknownVariant);
      if (variant.stock === 0) throw new CartRefusal(409, messages.sizeNotAvailable);
      const { inCart } = variant;
      const allowed = Math.min(variant.stock, CART_MAX_LINE_QUANTITY);
      if (inCart + quantity > allowed) {
        const message = quantityRefusal(variant.stock, inCart, messages, { adding: true });
        throw new CartRefusal(409, message);
      }
      if (inCart === 0 && variant.cartLines >= CART_MAX_LINES) {
        throw new CartRefusal(409, messages.tooManyLines);
      }
      await setLineQuantity(trx, cartId, variant, inCart + quantity);
    });
  });

  app.patch('/api/cart/edit', contractBody(CartEditRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = cartMessages[locale];
    const { productId, colour, size, quantity } = request.body;
    const owner = await cartOwnerOf(db, request, reply, storeOrigins);
    const cartId = await findCartId(db, owner);
    if (!cartId) return refuse(reply, 404, messages.notInCart);
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await lockExistingCart(trx, cartId))) {
          throw new CartRefusal(404, messages.notInCart);
        }
        const variant = await findVariantInCart(trx, cartId, productId, colour, size);
        if (!variant || variant.inCart === 0) {
          throw new CartRefusal(404, messages.notInCart);
        }
        const allowed = Math.min(variant.stock, CART_MAX_LINE_QUANTITY);
        if (quantity > allowed) {
          const message = quantityRefusal(variant.stock, variant.inCart, messages, {
            adding: false,
          });
          throw new CartRefusal(409, message);
        }
        await trx
          .updateTable('carts')
          .set({ updated_at: new Date() })
          .where('id', '=', cartId)
          .execute();
        await setLineQuantity(trx, cartId, variant, quantity);
      });
    } catch (error) {
      if (error instanceof CartRefusal) return refuse(reply, error.status, error.message);
      throw error;
    }
    if (owner.token) rememberCart(request, reply, { cartId, cookieToken: owner.token });
    return changed(request, reply, { message: messages.quantityChanged, cartId, owner, locale });
  });

  app.post('/api/cart/remove', contractBody(CartRemoveRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = cartMessages[locale];
    const { productId, colour, size } = request.body;
    const owner = await cartOwnerOf(db, request, reply, storeOrigins);
    const cartId = await findCartId(db, owner);
    const removed =
      cartId !== null &&
      (await db.transaction().execute(async (trx) => {
        if (!(await lockExistingCart(trx, cartId))) return false;
        const variant = await findVariant(trx, productId, colour, size);
        if (!variant) return false;
        const gone = await removeLine(trx, cartId, variant);
        if (gone) {
          await trx
            .updateTable('carts')
            .set({ updated_at: new Date() })
            .where('id', '=', cartId)
            .execute();
        }
        return gone;
      }));
    if (!removed) return refuse(reply, 404, messages.notInCart);
    return changed(request, reply, { message: messages.removed, cartId, owner, locale });
  });

  app.post('/api/cart/addDiscount', contractBody(AddDiscountRequest), async (request, reply) => {
    const locale = requestLocale(request);
    const messages = cartMessages[locale];
    const code = normalizeCouponCode(request.body.code);
    const owner = await cartOwnerOf(db, request, reply, storeOrigins);
    const answer = { owner, locale, message: messages.couponApplied };
    return changeLockedCart(request, reply, answer, async (trx, cartId) => {
      const items = await readCartItems(trx, cartId, locale);
      const verdict = await evaluateCoupon(trx, code, items, emailOf(owner), { strict: true });
      if (!verdict.ok) {
        throw new CartRefusal(
          422,
          verdict.reason === 'invalid' ? messages.couponInvalid : messages.couponNotEligible,
        );
      }
      await trx
        .updateTable('carts')
        .set({ coupon_code: verdict.rule.code })
        .where('id', '=', cartId)
        .execute();
    });
  });

  app.post(
    '/api/cart/removeDiscount',
    contractBody(RemoveDiscountRequest),
    async (request, reply) => {
      const locale = requestLocale(request);
      const messages = cartMessages[locale];
      const owner = await cartOwnerOf(db, request, reply, storeOrigins);
      const cartId = await findCartId(db, owner);
      if (cartId) {
        await db
          .updateTable('carts')
          .set({ coupon_code: null, updated_at: new Date() })
          .where('id', '=', cartId)
          .execute();
      }
      return changed(request, reply, { message: messages.couponRemoved, cartId, owner, locale });
    },
  );
};
