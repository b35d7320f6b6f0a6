import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import {
  createQueryClient,
  FRAME_RENDERED_ATTRIBUTE,
  getI18n,
  localeFromPath,
  matchShopPath,
  PAGE_RENDERED_ATTRIBUTE,
  REMOTE_ROUTES_MODULE,
  ROOT_ELEMENT_ID,
  type PageLanguages,
  type RuntimeConfig,
} from '@shop/shared';
import { App } from './app/App';
import { ShopProviders } from './app/ShopProviders';
import { registerCountryTexts } from './country';
import { makeStore } from './app/store';
import { startEarlyInputReplay } from './hydration/start-early-input-replay';
import { ServerRenderedPageProvider } from './hydration/server-rendered-page';
import { registerShellTexts } from './i18n';
import { preloadRemoteComponent } from './remotes/lazy-remote-component';
import { registerShopRemotes } from './remotes/register-remotes';
import { showBootstrapFailure } from './failure/show-bootstrap-failure';
import { startServicesFollowingLogin } from './services/services-follow-login';
import { startServicesOnCommand } from './services/remote-services';
import { readRuntimeConfig } from './runtime-config/read-runtime-config';
import { readInlinePageData, seedQueryCache, seedShopperState } from './page-data/inline-page-data';
import { nextTask } from './startup/next-task';

/**
 * Starts the shop in the page: the texts, the shopper's state and the page's data, then React on
 * the root element, hydrating what the server rendered. A task boundary between the steps keeps
 * each one short on a slow phone.
 */
export async function bootstrap(): Promise<void> {
  const config = readRuntimeConfig();
  registerShopRemotes(config);
  registerShellTexts();
  registerCountryTexts();
  void getI18n().changeLanguage(localeFromPath(window.location.pathname));
  await nextTask();

  const pageData = readInlinePageData();
  // The header and the guards start from what the server knew of the shopper; the account and
  // cart services load with their own pages or with the first command for them.
  seedShopperState(pageData.shopper);
  startServicesOnCommand();
  startServicesFollowingLogin();
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, pageData);
  await nextTask();

  const root = document.getElementById(ROOT_ELEMENT_ID);
  if (!root) throw new Error('The page has no #root element.');
  renderShop(root, config, queryClient, pageData.languages);
}

function renderShop(
  root: HTMLElement,
  config: RuntimeConfig,
  queryClient: QueryClient,
  pageLanguages: PageLanguages | undefined,
): void {
  const options: RootOptions = {
    // Only the providers above the app's own boundary can get here; React has unmounted the page.
    onUncaughtError(error) {
      console.error('The shop crashed', error);
      setTimeout(() => showBootstrapFailure(), 0);
    },
  };
  // The server rendered the frame (header, footer, top bar) from the same data: adopt its markup.
  // Without the marker (server rendering off, or it failed) the browser renders everything.
  const hydrating = root.hasAttribute(FRAME_RENDERED_ATTRIBUTE);
  const shop = (
    <ShopProviders
      config={config}
      store={makeStore()}
      queryClient={queryClient}
      hydrating={hydrating}
      pageLanguages={pageLanguages}
    >
      {/* The page's remote hydrates what the server rendered of it, where it did. */}
      <ServerRenderedPageProvider value={root.hasAttribute(PAGE_RENDERED_ATTRIBUTE)}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ServerRenderedPageProvider>
    </ShopProviders>
  );

  if (hydrating) {
    // The page region's module loads while the frame hydrates: the region hydrates (or, where the
    // server left it to the browser, renders) as soon as it is there.
    const match = matchShopPath(window.location.pathname);
    if (match) preloadRemoteComponent(match.route.remote, REMOTE_ROUTES_MODULE);
    // As a transition, hydration yields to the browser between components instead of holding the
    // main thread for one long task, and the frame's links and inputs stay responsive meanwhile.
    startTransition(() => {
      hydrateRoot(root, shop, options);
    });
  } else {
    // The first render as a transition too: on a slow phone it is many short tasks, not one long
    // one that would hold back the shopper's first tap.
    const clientRoot = createRoot(root, options);
    startTransition(() => clientRoot.render(shop));
  }
  // React listens on the root from here and replays itself what reaches a region it has not yet
  // hydrated. What the shopper typed and clicked before, on the server's markup, is replayed on
  // each element as React adopts it (or let go where the browser renders afresh).
  startEarlyInputReplay();
}
