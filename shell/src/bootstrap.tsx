import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, getI18n, localeFromPath } from '@shop/shared';
import { App } from './app/App';
import { registerCountryTexts } from './country';
import { makeStore } from './app/store';
import { registerShellTexts } from './i18n';
import { registerShopRemotes } from './remotes/register-remotes';
import { showBootstrapFailure } from './failure/show-bootstrap-failure';
import { startRemoteServices } from './services/remote-services';
import { readRuntimeConfig } from './runtime-config/read-runtime-config';
import { RuntimeConfigProvider } from './runtime-config/runtime-config-context';
import { readInlinePageData, seedQueryCache } from './page-data/inline-page-data';

const config = readRuntimeConfig();
registerShopRemotes(config);
registerShellTexts();
registerCountryTexts();
void getI18n().changeLanguage(localeFromPath(window.location.pathname));
// Auth (and any other page-wide service) starts at once, without holding up the first render.
void startRemoteServices();

const queryClient = createQueryClient();
seedQueryCache(queryClient, readInlinePageData());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root, {
  // Only the providers above the app's own boundary can get here; React has unmounted the page.
  onUncaughtError(error) {
    console.error('The shop crashed', error);
    setTimeout(() => showBootstrapFailure(), 0);
  },
}).render(
  <StrictMode>
    <RuntimeConfigProvider config={config}>
      <Provider store={makeStore()}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </QueryClientProvider>
      </Provider>
    </RuntimeConfigProvider>
  </StrictMode>,
);
