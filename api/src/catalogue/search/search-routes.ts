import {
  DEFAULT_LOCALE,
  LOCALES,
  SEARCH_SORTS,
  SEARCH_SUGGESTIONS_LIMIT,
  type CategoryNode,
  type Locale,
  type SearchResponse,
  type SearchSort,
  type SearchSuggestion,
  type SearchSuggestionsResponse,
} from '@shop/shared/contracts';
import { normalizeSearchParams } from '@shop/shared/catalogue';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CategoryTreeSource } from '../category-tree-source';
import { errorBody } from '../../http/error-handling';
import { catalogueMessages } from '../catalogue-messages';
import { parseListingQuery } from '../listing/listing-query-params';
import type { Catalogue } from '../catalogue-service';
import { productSummaries } from '../product-summaries';
import { searchQueryProblem } from './search-query-problem';
import { searchScope, searchWords } from './search-scope';

const stringOrList = Type.Union([
  Type.String({ maxLength: 500 }),
  Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 }),
]);
const lang = Type.Optional(Type.Unsafe<Locale>({ type: 'string', enum: [...LOCALES] }));
const SearchQuerystring = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 1000 })),
  lang,
  sizes: Type.Optional(stringOrList),
  colours: Type.Optional(stringOrList),
  priceMin: Type.Optional(stringOrList),
  priceMax: Type.Optional(stringOrList),
  sort: Type.Optional(Type.String({ maxLength: 20 })),
  page: Type.Optional(stringOrList),
});

/** Lower case without accents, as the search text is kept. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function matchingCategories(tree: CategoryNode[], words: string[]): SearchSuggestion[] {
  const found: SearchSuggestion[] = [];
  const visit = (nodes: CategoryNode[], trail: string[]) => {
    for (const node of nodes) {
      const names = [...trail, node.name];
      const text = fold(names.join(' '));
      if (words.every((word) => text.includes(fold(word)))) {
        found.push({ kind: 'category', label: names.join(' · '), path: node.path });
      }
      visit(node.children, names);
    }
  };
  visit(tree, []);
  return found;
}

/**
 * `GET /api/search?q=&lang=&…`: products matching every word of `q` (accents and case aside, a
 * typo tolerated), with a listing's filters, facets and paging; best match first by default.
 * `GET /api/search/suggestions?q=&lang=`: categories, then the best matching products.
 * A blank or short `q`: 400 "Devi inserire almeno 3 caratteri" (in `lang`).
 */
export const searchRoutes: FastifyPluginAsyncTypebox<{
  db: Kysely<Database>;
  frame: CategoryTreeSource;
  catalogue: Catalogue;
}> = async (app, { db, frame, catalogue }) => {
  app.get('/api/search', { schema: { querystring: SearchQuerystring } }, async (request, reply) => {
    const locale = request.query.lang ?? DEFAULT_LOCALE;
    const q = (request.query.q ?? '').trim();
    const problem = searchQueryProblem(q, locale);
    if (problem) return reply.code(400).send(errorBody(problem));
    const { sort: rawSort, ...listingQuery } = request.query;
    const parsed = parseListingQuery(listingQuery);
    if (!parsed.ok) {
      return reply
        .code(400)
        .send(errorBody(catalogueMessages[locale].invalidParameter(parsed.parameter)));
    }
    if (rawSort !== undefined && !SEARCH_SORTS.includes(rawSort as SearchSort)) {
      return reply.code(400).send(errorBody(catalogueMessages[locale].invalidParameter('sort')));
    }
    const { sort: _listingSort, ...listing } = parsed.params;
    const params = normalizeSearchParams({
      ...listing,
      q,
      ...(rawSort !== undefined && { sort: rawSort as SearchSort }),
    });
    const body: SearchResponse = await catalogue.search(locale, params);
    return reply.header('Cache-Control', 'public, max-age=30').send(body);
  });

  app.get(
    '/api/search/suggestions',
    {
      schema: {
        querystring: Type.Object({ q: Type.Optional(Type.String({ maxLength: 1000 })), lang }),
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? DEFAULT_LOCALE;
      const q = (request.query.q ?? '').trim();
      const problem = searchQueryProblem(q, locale);
      if (problem) return reply.code(400).send(errorBody(problem));
      const words = searchWords(q);
      const categories = matchingCategories(await frame.categoryTree(locale), words);
      const scope = searchScope(words, locale);
      const relevance = scope.relevance;
      const rows = await db
        .selectFrom('products as p')
        .select(['p.id'])
        .where(scope.where)
        .$if(relevance !== undefined, (query) => query.orderBy(relevance ?? 'p.id', 'desc'))
        .orderBy('p.id', 'desc')
        .limit(SEARCH_SUGGESTIONS_LIMIT)
        .execute();
      const products = await productSummaries(
        db,
        rows.map((row) => row.id),
        locale,
      );
      const suggestions: SearchSuggestion[] = [
        ...categories,
        ...products.map((product): SearchSuggestion => ({
          kind: 'product',
          label: product.name,
          path: product.path,
          image: product.image,
        })),
      ].slice(0, SEARCH_SUGGESTIONS_LIMIT);
      const body: SearchSuggestionsResponse = { locale, q, suggestions };
      return reply.header('Cache-Control', 'public, max-age=60').send(body);
    },
  );
};
