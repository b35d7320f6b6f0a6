import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/shared/contracts';
import { findCategoryTrail } from '@shop/shared/catalogue';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { CategoryTreeSource } from '../category-tree-source';
import { errorBody } from '../../http/error-handling';
import { catalogueMessages } from '../catalogue-messages';
import type { Catalogue } from '../catalogue-service';
import { parseListingQuery } from './listing-query-params';

const stringOrList = Type.Union([
  Type.String({ maxLength: 500 }),
  Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 }),
]);
const ListingQuerystring = Type.Object({
  category: Type.String({ minLength: 1, maxLength: 300 }),
  lang: Type.Optional(Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] })),
  sizes: Type.Optional(stringOrList),
  colours: Type.Optional(stringOrList),
  priceMin: Type.Optional(stringOrList),
  priceMax: Type.Optional(stringOrList),
  sort: Type.Optional(stringOrList),
  page: Type.Optional(stringOrList),
});

/**
 * `GET /api/products?category=Uomo/Camicie&lang=it&sizes=M&colours=navy&priceMin=&priceMax=&sort=&page=`:
 * a page of a category's products (its subcategories' included) with facet counts. Unknown
 * category: 404; a value the API cannot read: 400 naming it; both in `lang`.
 */
export const listingRoutes: FastifyPluginAsyncTypebox<{
  catalogue: Catalogue;
  frame: CategoryTreeSource;
}> = async (app, { catalogue, frame }) => {
  app.get(
    '/api/products',
    { schema: { querystring: ListingQuerystring } },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const messages = catalogueMessages[locale];
      const parsed = parseListingQuery(request.query);
      if (!parsed.ok) {
        return reply.code(400).send(errorBody(messages.invalidParameter(parsed.parameter)));
      }
      const trail = findCategoryTrail(await frame.categoryTree(locale), request.query.category);
      if (!trail?.length) return reply.code(404).send(errorBody(messages.categoryNotFound));
      const body = await catalogue.listing(locale, trail, parsed.params);
      return reply.header('Cache-Control', 'public, max-age=30').send(body);
    },
  );
};
