import type { ListingParams, SearchParams } from './catalogue';
import type { Locale } from './locale';
import type { StoreFilters } from './store-locator';

/**
 * TanStack Query keys of the data a page's first render reads. The server inlines that data under
 * these very keys, so a component finds it in the cache and asks the API for nothing.
 */
export const categoriesQueryKey = (locale: Locale) => ['categories', locale] as const;

/** The global settings (top message bar) of a locale. */
export const settingsQueryKey = (locale: Locale) => ['settings', locale] as const;

/** A generic content page of a locale, by the id in its URL (an alias keeps its own key). */
export const contentPageQueryKey = (locale: Locale, id: string) =>
  ['content-page', locale, id] as const;

/**
 * A page of a category listing. `categoryPath` is the category node's own `path` (its canonical
 * spelling, e.g. "Uomo/Camicie", whatever case the URL used) and `params` are normalized
 * (`normalizeListingParams` in `@shop/shared/catalogue`), so one listing has one key. The server
 * inlines the first page with no filters under `listingQueryKey(locale, path, DEFAULT_LISTING_PARAMS)`.
 */
export const listingQueryKey = (locale: Locale, categoryPath: string, params: ListingParams) =>
  ['listing', locale, categoryPath, params] as const;

/** A product page, by the slug in its URL (`ProductDetail.path`). */
export const productQueryKey = (locale: Locale, slug: string) => ['product', locale, slug] as const;

/** A page of search results; `params` normalized like a listing's. */
export const searchQueryKey = (locale: Locale, params: SearchParams) =>
  ['search', locale, params] as const;

/** The suggestions for what is typed in the search field, trimmed. */
export const searchSuggestionsQueryKey = (locale: Locale, q: string) =>
  ['search-suggestions', locale, q] as const;

/** Every size conversion table. */
export const sizeGuidesQueryKey = (locale: Locale) => ['size-guides', locale] as const;

/**
 * The signed-in customer's saved addresses. Personal data: never inlined by the server, read
 * fresh whenever the page opens and dropped from the cache when it closes (see mf-account).
 */
export const addressesQueryKey = () => ['account-addresses'] as const;
export const profileQueryKey = () => ['account-profile'] as const;
/** What the shopper's wishlist holds (the hearts, the count); the same in both languages. */
export const wishlistKeysQueryKey = () => ['wishlist-keys'] as const;
export const wishlistQueryKey = (locale: Locale) => ['wishlist', locale] as const;

/** The store locator with its filters (`storeFiltersFromSearch`), so one choice has one key. */
export const storeLocatorQueryKey = (locale: Locale, filters: StoreFilters) =>
  ['store-locator', locale, filters] as const;
/** A page of a list of articles (blog, care guide, brand), newest first. */
export const articleListQueryKey = (
  locale: Locale,
  kind: 'blog' | 'care-guide' | 'brand',
  page: number,
) => ['articles', locale, kind, page] as const;

/** One article, by its slug in `locale`. */
export const articleQueryKey = (
  locale: Locale,
  kind: 'blog' | 'care-guide' | 'brand',
  slug: string,
) => ['article', locale, kind, slug] as const;
