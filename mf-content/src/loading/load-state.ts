import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@shop/shared';

/** What a page shows for the data it reads: a spinner, the data, the 404 page or an error. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'found'; data: T }
  | { status: 'not-found' }
  | { status: 'failed'; networkError: boolean; retry: () => void };

/** The state of a page's query: data already shown stays on screen if a later refetch fails. */
export function loadStateOf<T>(query: UseQueryResult<T, unknown>): LoadState<T> {
  if (query.data) return { status: 'found', data: query.data };
  if (query.isError && !query.isFetching) {
    const { error } = query;
    if (isApiError(error) && error.status === 404) return { status: 'not-found' };
    return {
      status: 'failed',
      networkError: isApiError(error) && error.isNetworkError,
      // A second click while the first retry runs joins it instead of starting another request.
      retry: () => void query.refetch({ cancelRefetch: false }),
    };
  }
  return { status: 'loading' };
}
