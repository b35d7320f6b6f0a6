import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RemoteFragmentProvider, type PageLanguages, type RuntimeConfig } from '@shop/shared';
import { PageLanguagesProvider } from '../page-data/page-languages';
import { FragmentSlot } from '../remotes/RemoteFragment';
import { HydrationStateProvider } from '@shop/shared';
import { RuntimeConfigProvider } from '../runtime-config/runtime-config-context';
import type { AppStore } from './store';

/**
 * The providers above the shell's app, the same in the browser and on the server (which render
 * the same tree, so hydration finds the server's markup); `children` is the router with the app.
 * `hydrating`: the tree adopts markup the server rendered (true on the server too).
 */
export function ShopProviders({
  config,
  store,
  queryClient,
  hydrating,
  pageLanguages,
  children,
}: {
  config: RuntimeConfig;
  store: AppStore;
  queryClient: QueryClient;
  hydrating: boolean;
  /** The first page in each language, as the server resolved it. */
  pageLanguages?: PageLanguages;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <Provider store={store}>
          <QueryClientProvider client={queryClient}>
            <RemoteFragmentProvider slot={FragmentSlot}>
              <HydrationStateProvider hydrating={hydrating}>
                <PageLanguagesProvider value={pageLanguages}>{children}</PageLanguagesProvider>
              </HydrationStateProvider>
            </RemoteFragmentProvider>
          </QueryClientProvider>
        </Provider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
