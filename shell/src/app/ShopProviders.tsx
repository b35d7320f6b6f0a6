import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RemoteFragmentProvider, type RuntimeConfig } from '@shop/shared';
import { FragmentSlot } from '../remotes/RemoteFragment';
import { RuntimeConfigProvider } from '../runtime-config/runtime-config-context';
import type { AppStore } from './store';

/**
 * The providers above the shell's app, the same in the browser and on the server (which render
 * the same tree, so hydration finds the server's markup); `children` is the router with the app.
 */
export function ShopProviders({
  config,
  store,
  queryClient,
  children,
}: {
  config: RuntimeConfig;
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <Provider store={store}>
          <QueryClientProvider client={queryClient}>
            <RemoteFragmentProvider slot={FragmentSlot}>{children}</RemoteFragmentProvider>
          </QueryClientProvider>
        </Provider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
