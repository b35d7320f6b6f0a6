import {
  LISTING_PAGE_SIZE,
  type CategoryListingResponse,
  type CategoryNode,
  type ListingParams,
  type Locale,
  type ProductDetail,
} from '@shop/shared/contracts';
import { listingSearchString } from '@shop/shared/catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FrameData } from '../frame-data/frame-data';
import { createListingCache } from './listing/listing-cache';
import { categoryScope, findListingPage } from './listing/listing-repository';
import { findProductDetail } from './product/product-repository';
import { productSummaries } from './product-summaries';
import { PRODUCT_SLUG_PATTERN } from './product/product-slug';

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
}

export function createCatalogue(
  db: Kysely<Database>,
  frame: FrameData,
  { listingCacheMaxAgeMs }: { listingCacheMaxAgeMs: number },
): Catalogue {
  const listings = createListingCache<CategoryListingResponse>({ maxAgeMs: listingCacheMaxAgeMs });
  return {
    listing(locale, trail, params) {
      const category = trail.at(-1);
      if (!category) throw new Error('A listing needs a category');
      const key = `${locale}|${category.id}|${listingSearchString(params)}`;
      return listings.get(key, async () => {
        const page = await findListingPage(
          db,
          categoryScope(categoryIdsBelow(category)),
          params,
          locale,
        );
        return {
          locale,
          params,
          items: await productSummaries(db, page.productIds, locale),
          total: page.total,
          page: params.page,
          pageSize: LISTING_PAGE_SIZE,
          pageCount: Math.ceil(page.total / LISTING_PAGE_SIZE),
          facets: page.facets,
          trail: trail.map(({ id, name, path, paths }) => ({ id, name, path, paths })),
        };
      });
    },
    async product(locale, slug) {
      if (!PRODUCT_SLUG_PATTERN.test(slug)) return null;
      return findProductDetail(db, slug, locale, await frame.categoryTree(locale));
    },
  };
}

/** A category and every category below it. */
function categoryIdsBelow(node: CategoryNode): number[] {
  return [Number(node.id), ...node.children.flatMap(categoryIdsBelow)];
}
