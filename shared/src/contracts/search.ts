import type { Locale } from './locale';
import type { ProductImage, ProductListing, SearchParams } from './catalogue';

/** A search needs at least this many characters (spec §5 "Devi inserire almeno 3 caratteri"). */
export const SEARCH_QUERY_MIN_LENGTH = 3;
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** At most this many suggestions are answered. */
export const SEARCH_SUGGESTIONS_LIMIT = 8;

/**
 * `GET /api/search?q=&lang=&sizes=&colours=&priceMin=&priceMax=&sort=&page=`: products whose
 * name, category or colour matches every word of `q`, ignoring case and accents and tolerating a
 * typo ("camica" finds shirts). A blank or too short `q`: 400 `{ message }` in `lang`.
 */
export interface SearchResponse extends ProductListing<SearchParams> {
  locale: Locale;
}

/** One suggestion under the search field: a category or a product, with where it leads. */
export type SearchSuggestion =
  | {
      kind: 'category';
      /** "Uomo · Camicie" */
      label: string;
      /** Path below `/categories/`. */
      path: string;
    }
  | {
      kind: 'product';
      label: string;
      /** Path below `/products/`. */
      path: string;
      image: ProductImage;
    };

/** `GET /api/search/suggestions?q=&lang=`: categories first, then the best matching products. */
export interface SearchSuggestionsResponse {
  locale: Locale;
  /** The query the suggestions are for, trimmed, so a late answer can be told apart. */
  q: string;
  suggestions: SearchSuggestion[];
}
