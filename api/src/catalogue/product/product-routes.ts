import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type SizeGuidesResponse,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { errorBody } from '../../http/error-handling';
import { LocaleQuery } from '../../http/locale-query';
import { catalogueMessages } from '../catalogue-messages';
import type { Catalogue } from '../catalogue-service';
import { allSizeGuides } from '../size-guides/size-guide-for';

/**
 * `GET /api/products/:slug?lang=`: a product page (colours with pictures and sizes, price with
 * the 30-day lowest price, trail, size table, care-guide id). Unknown slug: 404 in `lang`.
 * `GET /api/size-guides?lang=`: every conversion table.
 */
export const productRoutes: FastifyPluginAsyncTypebox<{ catalogue: Catalogue }> = async (
  app,
  { catalogue },
) => {
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
      const product = await catalogue.product(locale, slug);
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
