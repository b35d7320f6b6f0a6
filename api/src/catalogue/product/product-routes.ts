import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type SizeGuidesResponse,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FrameData } from '../../frame-data/frame-data';
import { errorBody } from '../../http/error-handling';
import { LocaleQuery } from '../../http/locale-query';
import { catalogueMessages } from '../catalogue-messages';
import { allSizeGuides } from '../size-guides/size-guide-for';
import { findProductDetail } from './product-repository';

/** A product's slug: lower-case words and digits joined by hyphens. */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `GET /api/products/:slug?lang=`: a product page (colours with pictures and sizes, price with
 * the 30-day lowest price, trail, size table, care-guide id). Unknown slug: 404 in `lang`.
 * `GET /api/size-guides?lang=`: every conversion table.
 */
export const productRoutes: FastifyPluginAsyncTypebox<{
  db: Kysely<Database>;
  frame: FrameData;
}> = async (app, { db, frame }) => {
  app.get(
    '/api/products/:slug',
    {
      schema: {
        params: Type.Object({ slug: Type.String({ maxLength: 200 }) }),
        querystring: Type.Object({
          lang: Type.Optional(Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] })),
        }),
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const { slug } = request.params;
      const product = PRODUCT_SLUG_PATTERN.test(slug)
        ? await findProductDetail(db, slug, locale, await frame.categoryTree(locale))
        : null;
      if (!product) {
        return reply.code(404).send(errorBody(catalogueMessages[locale].productNotFound));
      }
      return reply.header('Cache-Control', 'public, max-age=30').send(product);
    },
  );

  app.get('/api/size-guides', { schema: { querystring: LocaleQuery } }, async (request, reply) => {
    const locale = request.query.lang ?? DEFAULT_LOCALE;
    const body: SizeGuidesResponse = { locale, guides: allSizeGuides(locale) };
    return reply.header('Cache-Control', 'public, max-age=3600').send(body);
  });
};
