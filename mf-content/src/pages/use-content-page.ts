import { useQuery } from '@tanstack/react-query';
import { contentPageQuery, isApiError, type ContentPage, type Locale } from '@shop/shared';

export type ContentPageState =
  | { status: 'loading' }
  | { status: 'found'; page: ContentPage }
  | { status: 'not-found' }
  | { status: 'failed'; networkError: boolean; retry: () => void };

/** The content page `id` in `locale`, read through the query the server inlines. */
export function useContentPage(locale: Locale, id: string): ContentPageState {
  const query = useQuery(contentPageQuery(locale, id));
  // A page already shown stays on screen if a later refetch fails.
  if (query.data) return { status: 'found', page: query.data };
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
