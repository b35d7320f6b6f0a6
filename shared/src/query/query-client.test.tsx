import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import {
  createQueryClient,
  QUERY_DEFAULT_OPTIONS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY,
  QUERY_STALE_TIME_MS,
} from './query-client';

describe('createQueryClient', () => {
  it('sets the defaults of spec §7', () => {
    expect(createQueryClient().getDefaultOptions().queries).toEqual({
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      staleTime: 300000,
      gcTime: 600000,
      retry: 2,
    });
    expect([QUERY_STALE_TIME_MS, QUERY_GC_TIME_MS, QUERY_RETRY]).toEqual([300000, 600000, 2]);
    expect(QUERY_DEFAULT_OPTIONS.queries.refetchOnWindowFocus).toBe(false);
  });

  it('merges overrides on top of the defaults', () => {
    const client = createQueryClient({ queries: { retry: false }, mutations: { retry: 1 } });
    expect(client.getDefaultOptions()).toEqual({
      queries: { ...QUERY_DEFAULT_OPTIONS.queries, retry: false },
      mutations: { retry: 1 },
    });
  });

  it('gives each call its own client and cache', () => {
    const a = createQueryClient();
    a.setQueryData(['settings', 'it'], { globalMessages: [] });
    const b = createQueryClient();
    expect(b.getQueryData(['settings', 'it'])).toBeUndefined();
    a.clear();
  });

  it('does not refetch fresh data when a second component mounts', async () => {
    const client = createQueryClient();
    const fetchSettings = jest.fn(() => Promise.resolve('Spedizione gratuita'));
    function Message() {
      const { data } = useQuery({ queryKey: ['settings'], queryFn: fetchSettings });
      return <p>{data ?? '…'}</p>;
    }

    const { rerender } = render(
      <QueryClientProvider client={client}>
        <Message />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText('Spedizione gratuita')).toBeInTheDocument());
    rerender(
      <QueryClientProvider client={client}>
        <Message />
        <Message />
      </QueryClientProvider>,
    );

    expect(screen.getAllByText('Spedizione gratuita')).toHaveLength(2);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    client.clear();
  });
});
