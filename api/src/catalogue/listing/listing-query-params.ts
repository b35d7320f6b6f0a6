import {
  LISTING_MAX_FILTER_VALUES,
  LISTING_MAX_PAGE,
  LISTING_SORTS,
  type ListingParams,
  type ListingSort,
} from '@shop/shared/contracts';
import {
  COLOUR_VALUE_MAX_LENGTH,
  COLOUR_VALUE_PATTERN,
  LISTING_MAX_PRICE_CENTS,
  normalizeListingParams,
  SIZE_VALUE_PATTERN,
} from '@shop/shared/catalogue';

/** The query of a listing as it arrives: every value a string, or repeated. */
export type RawListingQuery = Partial<Record<string, string | string[]>>;

export type ListingParamsResult =
  { ok: true; params: ListingParams } | { ok: false; parameter: string };

/**
 * The listing's filters, sort and page from an API query, strictly: unlike a page URL (which drops
 * what it cannot read), a value the API cannot read is refused, naming the parameter, so a client
 * bug shows at once instead of a listing that silently ignores a filter.
 */
export function parseListingQuery(query: RawListingQuery): ListingParamsResult {
  const sizes = listOf(query.sizes);
  if (!sizes || !sizes.every((size) => SIZE_VALUE_PATTERN.test(size))) {
    return { ok: false, parameter: 'sizes' };
  }
  const colours = listOf(query.colours);
  if (
    !colours ||
    !colours.every(
      (colour) => colour.length <= COLOUR_VALUE_MAX_LENGTH && COLOUR_VALUE_PATTERN.test(colour),
    )
  ) {
    return { ok: false, parameter: 'colours' };
  }
  const priceMin = centsOf(query.priceMin);
  if (priceMin === undefined) return { ok: false, parameter: 'priceMin' };
  const priceMax = centsOf(query.priceMax);
  if (priceMax === undefined) return { ok: false, parameter: 'priceMax' };
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    return { ok: false, parameter: 'priceMin' };
  }
  const sort = single(query.sort);
  if (sort === undefined || (sort !== null && !LISTING_SORTS.includes(sort as ListingSort))) {
    return { ok: false, parameter: 'sort' };
  }
  const page = single(query.page);
  if (page === undefined || (page !== null && !isPage(page))) {
    return { ok: false, parameter: 'page' };
  }
  return {
    ok: true,
    params: normalizeListingParams({
      sizes,
      colours,
      priceMin,
      priceMax,
      ...(sort !== null && { sort: sort as ListingSort }),
      ...(page !== null && { page: Number(page) }),
    }),
  };
}

/** Repeated or comma-separated values; null when there are too many. */
function listOf(value: string | string[] | undefined): string[] | null {
  const values = (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);
  return values.length <= LISTING_MAX_FILTER_VALUES ? values : null;
}

/** One value, null when absent or empty; undefined when repeated. */
function single(value: string | string[] | undefined): string | null | undefined {
  if (Array.isArray(value)) return value.length === 1 ? single(value[0]) : undefined;
  return value === undefined || value.trim() === '' ? null : value.trim();
}

/** Whole cents; null when absent; undefined when not a price the shop could have. */
function centsOf(value: string | string[] | undefined): number | null | undefined {
  const raw = single(value);
  if (raw === null || raw === undefined) return raw;
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const cents = Number(raw);
  return cents <= LISTING_MAX_PRICE_CENTS ? cents : undefined;
}

function isPage(raw: string): boolean {
  return /^\d{1,4}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= LISTING_MAX_PAGE;
}
