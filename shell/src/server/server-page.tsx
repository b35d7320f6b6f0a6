import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
// The server build shares react-router-dom's own entry, which has the StaticRouter the browser's
// smaller entry leaves out.
import { StaticRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import {
  createEventBus,
  EventBusProvider,
  getI18n,
  type Locale,
  type ServerFrameInput,
} from '@shop/shared';
import { App } from '../app/App';
import { ShopProviders } from '../app/ShopProviders';
import { makeStore } from '../app/store';
import { registerCountryTexts } from '../country';
import { ServerRenderedPageProvider } from '../hydration/server-rendered-page';
import { registerShellTexts } from '../i18n';
import { seedQueryCache, seedShopperState } from '../page-data/inline-page-data';

registerShellTexts();
registerCountryTexts();

// One instance per language for the renderer's lifetime, sharing the page-wide instance's texts:
// a remote registers its namespace there when it loads, and every language sees it at once.
const instances = new Map<Locale, i18n>();

function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = getI18n().cloneInstance({ lng: locale, initAsync: false });
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * The page as the browser's bootstrap renders it (`bootstrap.tsx`), from the same runtime config
 * and inline data: the same tree, so hydration finds the server's markup. `withPage` renders the
 * page region too; without it the region is left for the browser.
 */
export function serverPage(
  { url, locale, runtimeConfig, pageData }: ServerFrameInput,
  queryClient: QueryClient,
  withPage: boolean,
): ReactElement {
  seedQueryCache(queryClient, pageData);
  // A bus of this render only (the page-wide one would be shared by every request), holding what
  // the browser's starts with: the server's snapshot of the shopper, so a route's guard decides
  // here as it will there.
  const bus = createEventBus({ createChannel: null });
  seedShopperState(pageData.shopper, bus);
  return (
    <EventBusProvider bus={bus}>
      <I18nextProvider i18n={i18nFor(locale)}>
        <ShopProviders
          config={runtimeConfig}
          store={makeStore()}
          queryClient={queryClient}
          hydrating
          pageLanguages={pageData.languages}
        >
          <ServerRenderedPageProvider value={withPage}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </ServerRenderedPageProvider>
        </ShopProviders>
      </I18nextProvider>
    </EventBusProvider>
  );
}
