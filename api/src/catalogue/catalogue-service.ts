import {
  LISTING_PAGE_SIZE,
  type CategoryListingResponse,
  type CategoryNode,
  type ListingParams,
  type Locale,
  type ProductDetail,
  type ProductListing,
  type SearchParams,
  type SearchResponse,
} from '@shop/shared/contracts';
import { listingSearchString } from '@shop/shared/catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CategoryTreeSource } from './category-tree-source';
import { createListingCache } from './listing/listing-cache';
import { ListingIndex, type ListingPage } from './listing/listing-index';
import { findProductDetail } from './product/product-repository';
import { productSummaries } from './product-summaries';
import { PRODUCT_SLUG_PATTERN } from './product/product-slug';
import { searchScope, searchWords } from './search/search-scope';

/**
 * What the catalogue answers, for its API routes and for the server's page renderer alike (a
 * page inlines exactly what the API would answer, under the same query key).
 */
export interface Catalogue {
  /** A page of the listing of the category at the end of `trail`. */
  listing(
    locale: Locale,
    trail: CategoryNode[],
    params: ListingParams,
  ): Promise<CategoryListingResponse>;
  /** The product whose slug in `locale` is `slug`, or null. */
  product(locale: Locale, slug: string): Promise<ProductDetail | null>;
  /** A page of the products matching `params.q` (a query `searchQueryProblem` accepted). */
  search(locale: Locale, params: SearchParams): Promise<SearchResponse>;
  /** Stock or prices changed through this server: the next answers wait until they show it. */
  invalidate(): void;
}

export function createCatalogue(
  db: Kysely<Database>,
  frame: CategoryTreeSource,
  {
    listingCacheMaxAgeMs,
    changesCheckIntervalMs,
  }: { listingCacheMaxAgeMs: number; changesCheckIntervalMs: number },
): Catalogue {
  // Answers are kept under the index's version: a change to any product, wherever it was made,
  // gives new keys, so the caches' age is only a backstop.
  const listings = createListingCache<CategoryListingResponse>({ maxAgeMs: listingCacheMaxAgeMs });
  const products = createListingCache<{ product: ProductDetail | null }>({
    maxAgeMs: listingCacheMaxAgeMs,
  });
  const index = new ListingIndex(db, changesCheckIntervalMs);
  /** A page of the index as the API answers it: the tiles of its products, counts and facets. */
  const productListing = async <P extends ListingParams | SearchParams>(
    page: ListingPage,
    params: P,
    locale: Locale,
  ): Promise<ProductListing<P>> => ({
    params,
    items: await productSummaries(db, page.productIds, locale),
    total: page.total,
    page: params.page,
    pageSize: LISTING_PAGE_SIZE,
    pageCount: Math.ceil(page.total / LISTING_PAGE_SIZE),
    facets: page.facets,
  });
  return {
    invalidate() {
      index.invalidate();
    },
    async search(locale, params) {
      const scope = searchScope(searchWords(params.q), locale);
      const matches = await db
        .selectFrom('products as p')
        .select('p.id')
        .select(scope.relevance.as('score'))
        .where(scope.where)
        .execute();
      const relevance = new Map(matches.map((row) => [row.id, Number(row.score)]));
      await index.fresh();
      const page = index.page((product) => relevance.has(product.id), params, locale, relevance);
      return { locale, ...(await productListing(page, params, locale)) };
    },
    async listing(locale, trail, params) {
      const category = trail.at(-1);
      if (!category) throw new Error('A listing needs a category');
      const version = await index.fresh();
      const key = `${version}|${locale}|${category.id}|${listingSearchString(params)}`;
      return listings.get(key, async () => {
        const categoryIds = new Set(categoryIdsBelow(category));
        const page = index.page((product) => categoryIds.has(product.categoryId), params, locale);
        return {
          locale,
          ...(await productListing(page, params, locale)),
          trail: trail.map(({ id, name, path, paths }) => ({ id, name, path, paths })),
        };
      });
    },
    async product(locale, slug) {
      if (!PRODUCT_SLUG_PATTERN.test(slug)) return null;
      const version = await index.fresh();
      const cached = await products.get(`${version}|${locale}|${slug}`, async () => ({
        product: await findProductDetail(db, slug, locale, await frame.categoryTree(locale)),
      }));
      return cached.product;
    },
  };
}

/** A category and every category below it. */
function categoryIdsBelow(node: CategoryNode): number[] {
  return [Number(node.id), ...node.children.flatMap(categoryIdsBelow)];
}
