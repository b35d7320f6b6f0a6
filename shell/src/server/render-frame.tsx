import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
// The server bundle has no federation: it bundles its own router, whose StaticRouter the page's
// shared router entry leaves out.
import { StaticRouter } from 'react-router-dom';
import type { i18n } from 'i18next';
import {
  createEventBus,
  createI18n,
  createQueryClient,
  EventBusProvider,
  type Locale,
  type ServerFrameInput,
} from '@shop/shared';
import { App } from '../app/App';
import { ShopProviders } from '../app/ShopProviders';
import { makeStore } from '../app/store';
import { registerCountryTexts } from '../country';
import { registerShellTexts } from '../i18n';
import { seedQueryCache } from '../page-data/inline-page-data';

// One instance per language for the server's lifetime: renders are synchronous, and no request
// ever changes an instance's language, so two requests cannot mix their texts.
const instances = new Map<Locale, i18n>();

function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    registerShellTexts(instance);
    registerCountryTexts(instance);
    instances.set(locale, instance);
  }
  return instance;
}

/**
 * The shell's frame of one page as HTML for the root element: what `bootstrap.tsx` renders, from
 * the same runtime config and inline data, with the page region and everything that depends on
 * the shopper's tab (auth, cart, saved country, popups) left for the browser.
 */
export function renderFrame({ url, locale, runtimeConfig, pageData }: ServerFrameInput): string {
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, pageData);
  try {
    return renderToString(
      // A bus of this render only: the page-wide one would be shared by every request.
      <EventBusProvider bus={createEventBus({ createChannel: null })}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <ShopProviders config={runtimeConfig} store={makeStore()} queryClient={queryClient}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </ShopProviders>
        </I18nextProvider>
      </EventBusProvider>,
    );
  } finally {
    queryClient.clear();
  }
}
