import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  listingParamsFromSearch,
  listingSearchString,
  normalizeListingParams,
  normalizeSearchParams,
  searchParamsFromSearch,
  type ListingParams,
  type SearchParams,
} from '@shop/shared';

interface ParamsInUrl<P extends ListingParams | SearchParams> {
  params: P;
  /** Applies a change of filters or sort (page 1) as a new history entry. */
  update: (change: Partial<Omit<P, 'page'>>) => void;
  /** The URL of another page of this listing, for links. */
  pageHref: (page: number) => string;
}

/**
 * A listing's filters, sort and page, kept in the URL's query so a listing can be shared and
 * Back returns to the previous filters. Any change of filters or sort goes back to page 1.
 */
function useParamsInUrl<P extends ListingParams | SearchParams>(
  fromSearch: (search: string) => P,
  normalize: (params: P) => P,
): ParamsInUrl<P> {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => fromSearch(search), [fromSearch, search]);

  const hrefFor = useCallback(
    (next: P) => {
      const query = listingSearchString(next);
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname],
  );

  const update = useCallback(
    (change: Partial<Omit<P, 'page'>>) =>
      navigate(hrefFor(normalize({ ...params, ...change, page: 1 }))),
    [hrefFor, navigate, normalize, params],
  );

  const pageHref = useCallback((page: number) => hrefFor({ ...params, page }), [hrefFor, params]);

  return { params, update, pageHref };
}

/** A category listing's params in the URL. */
export function useListingParams(): ParamsInUrl<ListingParams> {
  return useParamsInUrl(listingParamsFromSearch, normalizeListingParams);
}

/** The search results page's params in the URL, the query `q` among them. */
export function useSearchResultsParams(): ParamsInUrl<SearchParams> {
  return useParamsInUrl(searchParamsFromSearch, normalizeSearchParams);
}
