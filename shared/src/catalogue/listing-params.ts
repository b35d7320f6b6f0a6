import {
  DEFAULT_LISTING_PARAMS,
  LISTING_MAX_FILTER_VALUES,
  LISTING_MAX_PAGE,
  LISTING_SORTS,
  SEARCH_SORTS,
  type ListingParams,
  type ListingSort,
  type SearchParams,
  type SearchSort,
} from '../contracts/catalogue';

/** A size label as the shop sells it: "M", "XXL", "48", "TU". */
export const SIZE_VALUE_PATTERN = /^[A-Za-z0-9]{1,8}$/;
/** A colour code: "navy", "grey-melange". */
export const COLOUR_VALUE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COLOUR_VALUE_MAX_LENGTH = 40;
/** The highest price a filter may name, in cents (a million euro). */
export const LISTING_MAX_PRICE_CENTS = 100_000_000;

/** Filters, sort and page with defaults filled in and value lists sorted and deduplicated. */
export function normalizeListingParams(input: Partial<ListingParams> = {}): ListingParams {
  return {
    sizes: uniqueSorted(input.sizes ?? []),
    colours: uniqueSorted(input.colours ?? []),
    priceMin: input.priceMin ?? null,
    priceMax: input.priceMax ?? null,
    sort: input.sort ?? DEFAULT_LISTING_PARAMS.sort,
    page: input.page ?? 1,
  };
}

/** A search's params normalized like a listing's; `q` trimmed, relevance first by default. */
export function normalizeSearchParams(
  input: Partial<SearchParams> & Pick<SearchParams, 'q'>,
): SearchParams {
  const { sort: _listingSort, ...listing } = normalizeListingParams({ ...input, sort: undefined });
  return { ...listing, q: input.q.trim(), sort: input.sort ?? 'relevance' };
}

/**
 * Listing params from a page URL's query (`?sizes=M,L&colours=navy&sort=price-asc&page=2`),
 * forgiving: a value that could not come from the shop's own links is dropped, so a hand-edited
 * URL shows the listing rather than an error.
 */
export function listingParamsFromSearch(search: string | URLSearchParams): ListingParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = query.get('sort');
  return normalizeListingParams({
    sizes: listValues(query, 'sizes').filter((value) => SIZE_VALUE_PATTERN.test(value)),
    colours: listValues(query, 'colours').filter(isColourValue),
    priceMin: priceValue(query.get('priceMin')),
    priceMax: priceValue(query.get('priceMax')),
    sort: isOneOf(LISTING_SORTS, sort) ? sort : undefined,
    page: pageValue(query.get('page')),
  });
}

/** Search params from a results page URL (`?q=camicia&sort=price-asc`), as forgiving. */
export function searchParamsFromSearch(search: string | URLSearchParams): SearchParams {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = query.get('sort');
  const { sort: _listingSort, ...listing } = listingParamsFromSearch(query);
  return normalizeSearchParams({
    ...listing,
    q: query.get('q') ?? '',
    sort: isOneOf(SEARCH_SORTS, sort) ? sort : undefined,
  });
}

/**
 * The query string of a listing or a search (without "?"): only what differs from the defaults,
 * lists comma-separated. The page puts it in its URL; the API reads the same.
 */
export function listingSearchString(params: ListingParams | SearchParams): string {
  const query = new URLSearchParams();
  if ('q' in params) query.set('q', params.q);
  if (params.sizes.length > 0) query.set('sizes', params.sizes.join(','));
  if (params.colours.length > 0) query.set('colours', params.colours.join(','));
  if (params.priceMin !== null) query.set('priceMin', String(params.priceMin));
  if (params.priceMax !== null) query.set('priceMax', String(params.priceMax));
  const defaultSort: ListingSort | SearchSort = 'q' in params ? 'relevance' : 'newest';
  if (params.sort !== defaultSort) query.set('sort', params.sort);
  if (params.page !== 1) query.set('page', String(params.page));
  return query.toString();
}

function listValues(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
    .slice(0, LISTING_MAX_FILTER_VALUES);
}

function isColourValue(value: string): boolean {
  return value.length <= COLOUR_VALUE_MAX_LENGTH && COLOUR_VALUE_PATTERN.test(value);
}

function priceValue(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const cents = Number(raw);
  return cents <= LISTING_MAX_PRICE_CENTS ? cents : null;
}

function pageValue(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page >= 1 && page <= LISTING_MAX_PAGE ? page : undefined;
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

function uniqueSorted(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}
