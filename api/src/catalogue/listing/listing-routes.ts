import {
  DEFAULT_LOCALE,
  LISTING_PAGE_SIZE,
  LOCALES,
  type CategoryCrumb,
  type CategoryListingResponse,
  type CategoryNode,
  type Locale,
} from '@shop/shared/contracts';
import { findCategoryTrail, listingSearchString } from '@shop/shared/catalogue';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FrameData } from '../../frame-data/frame-data';
import { errorBody } from '../../http/error-handling';
import { catalogueMessages } from '../catalogue-messages';
import { productSummaries } from '../product-summaries';
import { createListingCache } from './listing-cache';
import { parseListingQuery } from './listing-query-params';
import { findListingPage } from './listing-repository';

export interface ListingRoutesOptions {
  db: Kysely<Database>;
  frame: FrameData;
  /** How long a listing answer may be reused (0: never). */
  cacheMaxAgeMs: number;
}

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

/** The crumbs of a trail, as the listing and the product page show them. */
export function crumbsOf(trail: CategoryNode[]): CategoryCrumb[] {
  return trail.map(({ id, name, path, paths }) => ({ id, name, path, paths }));
}

/** A category and every category below it. */
export function categoryIdsBelow(node: CategoryNode): number[] {
  return [Number(node.id), ...node.children.flatMap(categoryIdsBelow)];
}

/**
 * `GET /api/products?category=Uomo/Camicie&lang=it&sizes=M&colours=navy&priceMin=&priceMax=&sort=&page=`:
 * a page of a category's products (its subcategories' included) with facet counts. Unknown
 * category: 404; a value the API cannot read: 400 naming it; both in `lang`.
 */
export const listingRoutes: FastifyPluginAsyncTypebox<ListingRoutesOptions> = async (
  app,
  { db, frame, cacheMaxAgeMs },
) => {
  const cache = createListingCache<CategoryListingResponse>({ maxAgeMs: cacheMaxAgeMs });

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
      const category = trail?.at(-1);
      if (!trail || !category) return reply.code(404).send(errorBody(messages.categoryNotFound));

      const { params } = parsed;
      const key = `${locale}|${category.id}|${listingSearchString(params)}`;
      const body = await cache.get(key, async () => {
        const page = await findListingPage(db, categoryIdsBelow(category), params, locale);
        return {
          locale,
          params,
          items: await productSummaries(db, page.productIds, locale),
          total: page.total,
          page: params.page,
          pageSize: LISTING_PAGE_SIZE,
          pageCount: Math.ceil(page.total / LISTING_PAGE_SIZE),
          facets: page.facets,
          trail: crumbsOf(trail),
        };
      });
      return reply.header('Cache-Control', 'public, max-age=30').send(body);
    },
  );
};
