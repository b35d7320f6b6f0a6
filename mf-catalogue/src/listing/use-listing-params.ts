import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  listingParamsFromSearch,
  listingSearchString,
  normalizeListingParams,
  type ListingParams,
} from '@shop/shared';

/**
 * The listing's filters, sort and page, kept in the URL's query so a listing can be shared and
 * Back returns to the previous filters. Any change of filters or sort goes back to page 1.
 */
export function useListingParams(): {
  params: ListingParams;
  /** Applies a change of filters or sort (page 1) as a new history entry. */
  update: (change: Partial<Omit<ListingParams, 'page'>>) => void;
  /** The URL of another page of this listing, for links. */
  pageHref: (page: number) => string;
} {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => listingParamsFromSearch(search), [search]);

  const hrefFor = useCallback(
    (next: ListingParams) => {
      const query = listingSearchString(next);
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname],
  );

  const update = useCallback(
    (change: Partial<Omit<ListingParams, 'page'>>) => {
      const next = normalizeListingParams({ ...params, ...change, page: 1 });
      navigate(hrefFor(next));
    },
    [hrefFor, navigate, params],
  );

  const pageHref = useCallback((page: number) => hrefFor({ ...params, page }), [hrefFor, params]);

  return { params, update, pageHref };
}
