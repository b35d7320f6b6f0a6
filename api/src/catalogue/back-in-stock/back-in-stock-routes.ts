import type { BackInStockResponse } from '@shop/shared/contracts';
import { BackInStockRequest } from '@shop/shared/contracts/schemas';
import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/schema';
import { contractBody, type ShopPluginAsync } from '../../http/contract-validation';
import { errorBody } from '../../http/error-handling';
import { requestLocale } from '../../http/request-locale';
import { hitRateLimit } from '../../rate-limit/rate-limit';
import { findVariant } from '../variant-repository';
import { backInStockMessages } from './back-in-stock-messages';

export interface BackInStockRoutesOptions {
  db: Kysely<Database>;
  limits: { perEmail: RateLimitRule; perClient: RateLimitRule };
}

/**
 * `POST /api/backstock/create` (spec §7): e-mail me once when this sold-out size is back. One
 * waiting request per address and variant (asking again answers the same); a size in stock, an
 * unknown variant or a bad address is refused in the shopper's language; limited per client and
 * per address like the newsletter.
 */
export const backInStockRoutes: ShopPluginAsync<BackInStockRoutesOptions> = async (
  app,
  { db, limits },
) => {
  const tooMany = (reply: FastifyReply, retryAfterSeconds: number, message: string) =>
    reply.code(429).header('Retry-After', String(retryAfterSeconds)).send(errorBody(message));

  app.post(
    '/api/backstock/create',
    {
      ...contractBody(BackInStockRequest),
      config: { invalidMessage: (locale) => backInStockMessages[locale].unknownVariant },
    },
    async (request, reply) => {
      const messages = backInStockMessages[requestLocale(request)];
      const { product, colour, size, language } = request.body;
      const email = request.body.email.toLowerCase();
      const perClient = await hitRateLimit(db, 'backstock-client', request.ip, limits.perClient);
      if (!perClient.allowed)
        return tooMany(reply, perClient.retryAfterSeconds, messages.tooManyRequests);
      const perEmail = await hitRateLimit(db, 'backstock-email', email, limits.perEmail);
      if (!perEmail.allowed)
        return tooMany(reply, perEmail.retryAfterSeconds, messages.tooManyRequests);

      const variant = await findVariant(db, product, colour, size);
      if (!variant) return reply.code(404).send(errorBody(messages.unknownVariant));
      if (variant.stock > 0) return reply.code(409).send(errorBody(messages.inStock));
      await db
        .insertInto('back_in_stock_requests')
        .values({ email, language, colour_id: variant.colourId, size: variant.size })
        .onConflict((oc) =>
          oc
            .expression(sql`colour_id, size, lower(email)`)
            .where('notified_at', 'is', null)
            .doNothing(),
        )
        .execute();
      const answer: BackInStockResponse = { message: messages.recorded(variant.size) };
      return reply.send(answer);
    },
  );
};
