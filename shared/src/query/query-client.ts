import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Cached data is fresh for 5 minutes (spec §7). */
export const QUERY_STALE_TIME_MS = 300_000;
/** Unused cached data is kept for 10 minutes (spec §7). */
export const QUERY_GC_TIME_MS = 600_000;
/** Failed queries are retried twice (spec §7). */
export const QUERY_RETRY = 2;

/** The query defaults of spec §7: no refetch on mount or focus, 5 min fresh, 10 min kept, 2 retries. */
export const QUERY_DEFAULT_OPTIONS = {
  queries: {
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    staleTime: QUERY_STALE_TIME_MS,
    gcTime: QUERY_GC_TIME_MS,
    retry: QUERY_RETRY,
  },
} as const satisfies DefaultOptions;

/** A TanStack Query client with the shop's defaults; `overrides` are merged on top (tests). */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: { ...QUERY_DEFAULT_OPTIONS.queries, ...overrides.queries },
    },
  });
}
